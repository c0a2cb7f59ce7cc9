import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/pglite-snapshot.setup.ts'],
    // Each file starts its own PGlite (and PostgreSQL database): give start-up room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The machine has two cores shared with other work.
    maxWorkers: 2,
  },
});
