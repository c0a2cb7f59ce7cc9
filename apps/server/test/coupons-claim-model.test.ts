import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { ReceiveData } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createBatch, rowsOf } from './coupon-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, envelopeFields, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';

/**
 * Claims against a model: random batches (stock, total and daily limits), customers, days and
 * repeated requestIds, claimed in concurrent rounds. Whatever the interleaving, no batch gives
 * more than its stock, no customer more than a limit allows, a repeat never adds a coupon, and
 * no claim is refused without the cause its code names.
 */
const SEED = process.env.CLAIM_SEED === 'random' ? undefined : Number(process.env.CLAIM_SEED ?? 20_261_125);
const RUNS = Number(process.env.CLAIM_RUNS ?? 25);
const HOUR_MS = 3_600_000;
const clock = testClock(Date.UTC(2026, 10, 25, 10, 0, 0));

const limit = fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 3 }));
const batchSpec = fc.record({ stock: fc.integer({ min: 0, max: 6 }), total: limit, daily: limit });
const claimSpec = fc.record({
  user: fc.nat({ max: 2 }),
  batch: fc.nat({ max: 1 }),
  /** Reuse the requestId of an earlier claim of the round, as a retry would. */
  repeat: fc.option(fc.nat({ max: 7 }), { nil: undefined }),
});
const round = fc.record({
  /** Hours to move the clock before the round: across Jakarta midnights now and then. */
  hours: fc.integer({ min: 0, max: 20 }),
  claims: fc.array(claimSpec, { minLength: 1, maxLength: 8 }),
});
const scenario = fc.record({
  batches: fc.tuple(batchSpec, batchSpec),
  rounds: fc.array(round, { minLength: 1, maxLength: 4 }),
});

interface Outcome {
  user: number;
  batch: number;
  requestId: string;
  day: string;
  status: number;
  code: string | undefined;
  ids: string[];
}

describeEachEngine(
  'coupon claims against a model',
  (t) => {
    it('never over-issues, and refuses only for the reason it names', { timeout: 300_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async ({ batches, rounds }) => {
          const start = clock.now();
          const made = await Promise.all(
            batches.map((b) =>
              createBatch(t.app, {
                quantity: b.stock,
                totalLimit: b.total,
                dailyLimit: b.daily,
                claimWindow: { start: start - HOUR_MS, end: start + 200 * HOUR_MS },
              }),
            ),
          );
          const people: TestUser[] = await Promise.all([0, 1, 2].map(() => createUser(t.app)));
          const outcomes: Outcome[] = [];

          for (const { hours, claims } of rounds) {
            clock.advance(hours * HOUR_MS);
            const day = jakartaDay(clock.now());
            // A repeat resends an earlier claim of the round: its customer, batch and requestId.
            const sent: { user: number; batch: number; requestId: string }[] = [];
            for (const [index, claim] of claims.entries()) {
              const earlier =
                claim.repeat === undefined || index === 0 ? undefined : sent[claim.repeat % index];
              sent.push(
                earlier ?? { user: claim.user, batch: claim.batch, requestId: envelopeFields().requestId },
              );
            }
            const answers = await Promise.all(
              sent.map(({ user, batch, requestId }) =>
                signedPost(
                  t.app,
                  api(COUPON_PATHS.receive),
                  {
                    couponBatchId: made[batch]!.batchId,
                    couponTemplateIds: [made[batch]!.templateId],
                    requestId,
                  },
                  { headers: { [HEADERS.authorize]: people[user]!.token } },
                ),
              ),
            );
            answers.forEach((answer, index) => {
              const body = answer.json<{ data: ReceiveData | null; error: { code: string } | null }>();
              outcomes.push({
                ...sent[index]!,
                day,
                status: answer.statusCode,
                code: body.error?.code,
                ids: body.data?.couponIds ?? [],
              });
            });
          }

          for (const [index, spec] of batches.entries()) {
            const batchId = made[index]!.batchId;
            const rows = await rowsOf<{ user_id: string; day: string; id: string }>(
              t.app,
              sql`select user_id::text as user_id, id::text as id,
                  to_char(received_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as day
                from coupons where batch_id = ${batchId}::bigint`,
            );
            const [left] = await rowsOf<{ remaining_quantity: number }>(
              t.app,
              sql`select remaining_quantity from coupon_batches where id = ${batchId}::bigint`,
            );
            // Stock: never more than the batch holds, and every coupon taken from it.
            expect(rows.length).toBeLessThanOrEqual(spec.stock);
            expect(left?.remaining_quantity).toBe(spec.stock - rows.length);

            const mine = (user: number) => rows.filter((row) => row.user_id === String(people[user]!.id));
            for (const user of [0, 1, 2]) {
              if (spec.total > 0) expect(mine(user).length).toBeLessThanOrEqual(spec.total);
              if (spec.daily > 0) {
                const perDay = new Map<string, number>();
                for (const row of mine(user)) perDay.set(row.day, (perDay.get(row.day) ?? 0) + 1);
                for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(spec.daily);
              }
            }

            // Every coupon is some answer's, and a requestId's answers all name the same coupon.
            const answered = outcomes.filter((o) => o.batch === index && o.status === 200);
            const byRequest = new Map<string, string>();
            for (const o of answered) {
              const ids = o.ids.join();
              expect(byRequest.get(o.requestId) ?? ids).toBe(ids);
              byRequest.set(o.requestId, ids);
            }
            expect(new Set(byRequest.values()).size).toBe(rows.length);
            expect(new Set(rows.map((row) => row.id))).toEqual(new Set(byRequest.values()));

            // A refusal names a cause that held once the round settled.
            for (const o of outcomes.filter((o) => o.batch === index && o.status !== 200)) {
              if (o.code === ERROR_CODES.COUPON_NOT_COLLECTED) expect(left?.remaining_quantity).toBe(0);
              else if (o.code === ERROR_CODES.COUPON_LIMIT_REACHED)
                expect(mine(o.user).length).toBe(spec.total);
              else if (o.code === ERROR_CODES.COUPON_DAILY_LIMIT_REACHED) {
                expect(mine(o.user).filter((row) => row.day === o.day).length).toBe(spec.daily);
              } else expect.fail(`unexpected refusal ${o.status} ${o.code}`);
            }
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  },
  { now: () => clock.now() },
);
