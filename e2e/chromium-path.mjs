// Where the system Chromium is: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

/** The Chromium executable to drive, or undefined when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

/** Flags for a headless Chromium on a closed network (no background fetches to the internet). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
