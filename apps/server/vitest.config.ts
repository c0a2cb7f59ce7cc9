import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suites that run longest, started first so the short ones fill in around them on the two
 * workers: a clean checkout has no durations cached, and the runner would start the largest files
 * first, leaving the small files of the split hostile-input suite for the end.
 */
const LONGEST_FIRST = [
  'hostile-input',
  'seed.test',
  'flash-sale-storm',
  'outbox-crash',
  'payments-crash',
  'discovery-seed',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.includes(`/test/${name}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep the runner's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
  },
});
