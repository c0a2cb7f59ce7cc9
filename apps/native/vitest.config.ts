import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The host scripts run in a webview: a DOM with CustomEvent and sessionStorage.
    environment: 'happy-dom',
    include: ['test/**/*.test.ts'],
  },
});
