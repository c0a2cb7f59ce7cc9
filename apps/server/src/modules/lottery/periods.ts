import { randomBytes } from 'node:crypto';
import { commitmentOf } from '@lahap/contract/lottery/draw';
import type { ActivityRow, LotteryStatements, PeriodRow } from './repository.js';

const MINUTE_MS = 60_000;

const periodMsOf = (activity: ActivityRow) => activity.period_minutes * MINUTE_MS;

/** How many periods the activity has: the last may be cut short by its end. */
export function periodCountOf(activity: ActivityRow): number {
  return Math.max(1, Math.ceil((activity.ends_at_ms - activity.starts_at_ms) / periodMsOf(activity)));
}

/** The index of the period running at `at`, held to the activity's (the first before it, the last after). */
export function periodIndexAt(activity: ActivityRow, at: number): number {
  const index = Math.floor((at - activity.starts_at_ms) / periodMsOf(activity));
  return Math.min(Math.max(index, 0), periodCountOf(activity) - 1);
}

/** Whether draws are taken at `at`. */
export function isLive(activity: ActivityRow, at: number): boolean {
  return activity.status === 'ON' && activity.starts_at_ms <= at && at < activity.ends_at_ms;
}

/** The period's window: `periodMinutes` long from the activity's start, the last ending with it. */
export function periodWindow(activity: ActivityRow, index: number): { startsAt: number; endsAt: number } {
  const startsAt = activity.starts_at_ms + index * periodMsOf(activity);
  return { startsAt, endsAt: Math.min(startsAt + periodMsOf(activity), activity.ends_at_ms) };
}

/** A fresh secret seed (32 random bytes, hex) and its commitment. */
export function newSeed(): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: commitmentOf(seed) };
}

/**
 * The period, made with a fresh seed the first time it is asked for: its commitment is public
 * from then on, and the seed stays the same for as long as the period exists.
 */
export async function periodOf(
  statements: LotteryStatements,
  activity: ActivityRow,
  index: number,
): Promise<PeriodRow> {
  const existing = await statements.period(activity.id, index);
  if (existing) return existing;
  await statements.makePeriod({
    activityId: activity.id,
    index,
    ...periodWindow(activity, index),
    ...newSeed(),
  });
  const made = await statements.period(activity.id, index);
  if (!made) throw new Error(`lottery period ${activity.id}/${index} was not made`);
  return made;
}
