import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { seedRuns } from '../db/schema/index.js';
import { coreSeed } from './core.js';
import type { SeedContext, SeedStep } from './seed-step.js';
import { supportSeed } from './support.js';

/**
 * The settings every server needs, without the demo city: cheap enough for each test app. The
 * config module seeds them, first of all steps; the demo city's steps (demo/) are the other
 * modules' (app.ts's list of modules orders them all).
 */
export const SETTINGS_SEED_STEPS: readonly SeedStep[] = [coreSeed, supportSeed];

/** Applies the steps not yet recorded, in the order given; answers the names of those it ran. */
export async function runSeeds(
  db: Database,
  steps: readonly SeedStep[],
  context: SeedContext = {},
): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const applied = await db.transaction(async (tx) => {
      const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, step.name)).limit(1);
      if (done.length > 0) return false;
      await step.run(tx, context);
      await tx.insert(seedRuns).values({ name: step.name });
      return true;
    });
    if (applied) ran.push(step.name);
  }
  return ran;
}
