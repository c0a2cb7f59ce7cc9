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

/**
 * Files that must load the server's modules afresh: they prove when a module is first loaded, by
 * mocking it. Every other file shares its worker's loaded modules with the files before it, which
 * saves each file seconds of importing the server (a third of the suite's time); each still builds
 * its own apps on its own databases.
 */
const FRESH_MODULES = ['test/demo-data.test.ts'];

export default defineConfig({
  test: {
    // Each file starts its own PGlite (and PostgreSQL database): give start-up room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The machine has two cores shared with other work.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          exclude: FRESH_MODULES,
          globalSetup: ['test/pglite-snapshot.setup.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'fresh modules', include: FRESH_MODULES } },
    ],
  },
});
