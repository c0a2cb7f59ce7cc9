// Capacitor's `capacitor:copy:after` hook (package.json): after each copy of the web app into a
// platform, puts the host scripts beside it, where LahapShellPlugin has Capacitor inject them.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Injection order: the events first, since the host uses window.LahapNativeEvents. */
export const HOST_SCRIPTS = ['lahap-native-events.js', 'lahap-native-host.js'];

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where each platform keeps its copy of the web app. */
export const PUBLIC_DIRS = {
  android: join(root, 'android/app/src/main/assets/public'),
  ios: join(root, 'ios/App/App/public'),
};

export function copyHostScripts(platform) {
  const target = PUBLIC_DIRS[platform];
  if (!target) return;
  if (!existsSync(target)) throw new Error(`No copy of the web app at ${target}`);
  for (const script of HOST_SCRIPTS) copyFileSync(join(root, 'host', script), join(target, script));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  copyHostScripts(process.env.CAPACITOR_PLATFORM_NAME ?? '');
}
