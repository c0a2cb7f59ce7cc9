import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// Every run starts from an empty data folder, so the seed and migrations are part of the journey.
const dataDir = mkdtempSync(join(tmpdir(), 'lahap-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  use: {
    baseURL,
    // Journeys start as a returning customer who answered the analytics notice (the app's stored
    // answer and the cookie telling the server), so it stands in no journey's way;
    // e2e/analytics.spec.ts starts from a first visit and answers it.
    storageState: {
      cookies: [
        {
          name: 'lahap_analytics_consent',
          value: 'denied',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin: baseURL, localStorage: [{ name: 'lahap_analytics_consent', value: 'denied' }] }],
    },
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // A fresh context per journey would otherwise install the service worker and precache the
    // whole app (300-odd files) each time: e2e/offline.spec.ts allows it, and tests it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/readyz`,
    // A fresh data folder migrates and seeds before it answers: on a busy two-core machine, minutes.
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // A journey may speak from a client address of its own (X-Forwarded-For), so the OTP
      // limits per address count its logins apart from the rest of the suite's.
      TRUST_PROXY: 'true',
    },
  },
});
