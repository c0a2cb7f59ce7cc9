import { defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './vite.config';

export default defineConfig({
  resolve: { alias: [SRC_ALIAS] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Both cores: vitest's default leaves one free, and most of a file's time is its setup.
    maxWorkers: 2,
    // Room for a test's waits: each gives up after STATE_TIMEOUT_MS (src/test/wait.ts) with a
    // message naming what it waited for, and a test of two or three under a loaded machine must
    // not be cut short before that by the default 5 s.
    testTimeout: 20_000,
  },
});
