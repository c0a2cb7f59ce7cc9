// What a seed step is, apart from the list of steps (index.ts): the steps in seed/ and demo/ name
// this shape, and the list imports them, so the shape sits where both can reach it.
import type { Database } from '../db/client.js';
import type { ObjectStorage } from '../plugins/object-storage.js';

/**
 * One named, self-contained piece of demo data. A step runs once per database: its name is
 * recorded in `seed_runs` in the same transaction, so a restart skips it and a step added
 * later still runs on an existing database.
 */
export interface SeedStep {
  name: string;
  run(db: Database, context: SeedContext): Promise<void>;
}

/** What steps may use besides the database: where generated images go, and the clock. */
export interface SeedContext {
  /** Absent when the caller seeds a bare database; steps that make images then refuse to run. */
  storage?: ObjectStorage;
  now?: () => number;
}
