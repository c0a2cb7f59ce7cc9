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
  },
});
