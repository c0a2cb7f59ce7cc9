import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { seedRuns } from '../db/schema/index.js';
import { coreSeed } from './core.js';
import type { SeedContext, SeedStep } from './seed-step.js';
import { couponsDemoSeed } from '../demo/coupon-offers.js';
import { discoverySeed } from '../demo/index.js';
import { ordersDemoSeed } from '../demo/order-offers.js';
import { redemptionDemoSeed } from '../demo/redemption.js';
import { supportSeed } from './support.js';

/** In order. Later features append their own steps here. */
export const SEED_STEPS: readonly SeedStep[] = [
  coreSeed,
  supportSeed,
  discoverySeed,
  couponsDemoSeed,
  ordersDemoSeed,
  redemptionDemoSeed,
];

/** Every step but the demo city: the settings a server needs, cheap enough for each test app. */
export const SETTINGS_SEED_STEPS: readonly SeedStep[] = SEED_STEPS.filter(
  (step) =>
    step !== discoverySeed &&
    step !== couponsDemoSeed &&
    step !== ordersDemoSeed &&
    step !== redemptionDemoSeed,
);

/** Applies the steps not yet recorded; answers the names of those it ran. */
export async function runSeeds(
  db: Database,
  steps: readonly SeedStep[] = SEED_STEPS,
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
