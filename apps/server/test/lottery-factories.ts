import { LOTTERY_PATHS } from '@lahap/contract/lottery/paths';
import type { DomainEventName, DomainEventPayload } from '@lahap/contract/events';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { couponBatches, couponTemplates, lotteryActivities, lotteryPrizes } from '../src/db/schema/index.js';
import { rowsOf } from './coupon-factories.js';
import { text } from './discovery-factories.js';
import type { TestUser } from './factories.js';
import { api, signedPost } from './helper.js';
import { as } from './purchase-factories.js';

/** Ids for lottery rows, apart from the other factories' counters. */
let nextId = 8_800_000;
const newId = () => (nextId += 1);

const DAY_MS = 86_400_000;

export interface PrizeOptions {
  kind?: 'RED_ENVELOPE' | 'COUPON';
  oddsBp: number;
  stock: number;
  /** The GRANT batch's own stock (default plenty). */
  batchQuantity?: number;
}

export interface ActivityOptions {
  prizes: PrizeOptions[];
  /** Default: a minute before `now`. */
  start?: number;
  /** Default: a year after the start. */
  end?: number;
  periodMinutes?: number;
  welcomeChances?: number;
}

/** A lottery activity with its prizes, each given from a GRANT batch of its own. */
export async function createLottery(app: FastifyInstance, now: number, options: ActivityOptions) {
  const activityId = newId();
  const start = options.start ?? now - 60_000;
  await app.db.insert(lotteryActivities).values({
    id: activityId,
    title: text('Undian', 'Lucky draw', '抽奖'),
    startsAt: new Date(start),
    endsAt: new Date(options.end ?? start + 365 * DAY_MS),
    periodMinutes: options.periodMinutes ?? 10,
    welcomeChances: options.welcomeChances ?? 0,
  });
  const prizes: { prizeId: string; batchId: string }[] = [];
  for (const [sort, prize] of options.prizes.entries()) {
    const templateId = newId();
    const batchId = newId();
    const amount = 5_000 * (sort + 1);
    await app.db.insert(couponTemplates).values({
      id: templateId,
      merchantId: 0,
      business: prize.kind === 'COUPON' ? 'SAAS' : 'LOCAL_LIFE',
      name: text(`Angpao ${amount}`, `${amount} envelope`, `红包 ${amount}`),
      subtitle: text('Undian', 'Lucky draw', '抽奖'),
      logoUrl: '',
      discountAmount: amount,
      minimumSpend: amount * 4,
      validDays: 7,
    });
    await app.db.insert(couponBatches).values({
      id: batchId,
      templateId,
      totalQuantity: prize.batchQuantity ?? 10_000,
      remainingQuantity: prize.batchQuantity ?? 10_000,
      receiveTimesLimit: -1,
      receiveTimesDailyLimit: -1,
      claimChannel: 'GRANT',
      startsAt: new Date(start - DAY_MS),
      endsAt: new Date(start + 400 * DAY_MS),
    });
    const prizeId = newId();
    await app.db.insert(lotteryPrizes).values({
      id: prizeId,
      activityId,
      sort,
      kind: prize.kind ?? 'RED_ENVELOPE',
      batchId,
      name: text(`Angpao ${amount}`, `${amount} envelope`, `红包 ${amount}`),
      amount,
      minimumSpend: amount * 4,
      oddsBp: prize.oddsBp,
      stockPerPeriod: prize.stock,
    });
    prizes.push({ prizeId: String(prizeId), batchId: String(batchId) });
  }
  return { activityId: String(activityId), prizes };
}

/** Gives each user `chances` in the activity straight in its balance (the crowd of a storm). */
export async function giveChances(app: FastifyInstance, activityId: string, users: TestUser[], chances = 1) {
  const values = users.map((user) => sql`(${activityId}::bigint, ${user.id}, ${chances})`);
  await app.db.execute(
    sql`insert into lottery_chance_balances (activity_id, user_id, earned) values ${sql.join(values, sql`, `)}
      on conflict (activity_id, user_id) do update set earned = lottery_chance_balances.earned + excluded.earned`,
  );
}

/** Publishes a domain event as its module would, in a transaction of its own. */
export function publish<N extends DomainEventName>(
  app: FastifyInstance,
  name: N,
  payload: DomainEventPayload<N>,
) {
  return app.db.transaction((tx) => app.outbox.publish(tx, name, payload));
}

/** Marks a subscriber's delivery of an event undone, as a lost mark would: the worker delivers it again. */
export async function undeliver(app: FastifyInstance, subscriber: string, eventId: string) {
  await app.db.execute(
    sql`update outbox_deliveries set delivered_at = null where subscriber = ${subscriber} and event_id = ${eventId}::bigint`,
  );
}

export const lotteryPost = (
  app: FastifyInstance,
  user: TestUser | null,
  path: keyof typeof LOTTERY_PATHS,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> => signedPost(app, api(LOTTERY_PATHS[path]), body, as(user));

/** One row of a statement. */
export async function rowOf<Row>(app: FastifyInstance, statement: SQL): Promise<Row> {
  const [row] = await rowsOf<Row>(app, statement);
  if (!row) throw new Error('no row');
  return row;
}
