import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  couponBatches,
  couponTemplateProducts,
  couponTemplateStores,
  couponTemplates,
  redPacketActivities,
  redPacketActivityBatches,
} from '../src/db/schema/index.js';
import { text } from './discovery-factories.js';

/** Ids for coupon rows, apart from the other factories' counters. */
let nextId = 8_000_000;
const newId = () => (nextId += 1);

const DAY_MS = 86_400_000;

export interface BatchOptions {
  business?: 'SAAS' | 'LOCAL_LIFE';
  storeIds?: string[];
  productIds?: number[];
  discountAmount?: number;
  minimumSpend?: number;
  quantity?: number;
  totalLimit?: number;
  dailyLimit?: number;
  newUserOnly?: boolean;
  validDays?: number;
  /** A fixed validity window instead of validDays. */
  validWindow?: { start: number; end: number };
  /** When the batch can be claimed; default a year either side of now. */
  claimWindow?: { start: number; end: number };
  status?: 'ON' | 'OFF';
  templateStatus?: 'ON' | 'OFF';
  claimChannel?: 'OPEN' | 'LINK' | 'ACTIVITY' | 'GRANT';
}

/** A coupon template with one batch; by default a SAAS coupon, 100 of them, one per customer. */
export async function createBatch(app: FastifyInstance, options: BatchOptions = {}) {
  const templateId = newId();
  const amount = options.discountAmount ?? 10_000;
  await app.db.insert(couponTemplates).values({
    id: templateId,
    merchantId: 1,
    business: options.business ?? 'SAAS',
    name: text(`Potongan ${amount}`, `${amount} off`, `立减 ${amount}`),
    subtitle: text('Min. belanja', 'Min. spend', '满减'),
    logoUrl: `/img/coupon/${templateId}.png`,
    discountAmount: amount,
    minimumSpend: options.minimumSpend ?? amount * 4,
    validDays: options.validDays ?? 7,
    validStartsAt: options.validWindow ? new Date(options.validWindow.start) : null,
    validEndsAt: options.validWindow ? new Date(options.validWindow.end) : null,
    status: options.templateStatus ?? 'ON',
  });
  for (const storeId of options.storeIds ?? []) {
    await app.db.insert(couponTemplateStores).values({ templateId, storeId: Number(storeId) });
  }
  for (const productId of options.productIds ?? []) {
    await app.db.insert(couponTemplateProducts).values({ templateId, productId });
  }
  const batchId = newId();
  const now = Date.now();
  await app.db.insert(couponBatches).values({
    id: batchId,
    templateId,
    totalQuantity: options.quantity ?? 100,
    remainingQuantity: options.quantity ?? 100,
    receiveTimesLimit: options.totalLimit ?? 1,
    receiveTimesDailyLimit: options.dailyLimit ?? -1,
    newUserOnly: options.newUserOnly ?? false,
    claimChannel: options.claimChannel ?? 'OPEN',
    startsAt: new Date(options.claimWindow?.start ?? now - 365 * DAY_MS),
    endsAt: new Date(options.claimWindow?.end ?? now + 365 * DAY_MS),
    status: options.status ?? 'ON',
  });
  return { templateId: String(templateId), batchId: String(batchId) };
}

/** A live red-packet activity handing out one envelope of each batch. */
export async function createRedPacket(
  app: FastifyInstance,
  batchIds: string[],
  options: { start?: number; end?: number } = {},
) {
  const id = newId();
  const now = Date.now();
  await app.db.insert(redPacketActivities).values({
    id,
    title: text('Angpao', 'Red envelopes', '红包'),
    display: 'BIG_IMAGE',
    imageUrl: text('/img/packet-id.png', '/img/packet-en.png', '/img/packet-zh.png'),
    whatsappLink: 'https://wa.me/6281100000000',
    // A year either way, as batches: open whatever moment a test's clock stands at.
    startsAt: new Date(options.start ?? now - 365 * DAY_MS),
    endsAt: new Date(options.end ?? now + 365 * DAY_MS),
  });
  for (const [sort, batchId] of batchIds.entries()) {
    await app.db.insert(redPacketActivityBatches).values({ activityId: id, batchId: Number(batchId), sort });
  }
  return String(id);
}

/** The rows of a statement, on either engine. */
export async function rowsOf<Row>(app: FastifyInstance, statement: SQL): Promise<Row[]> {
  return ((await app.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Row counts of everything a claim writes, to prove a refusal wrote nothing. */
export async function claimWrites(app: FastifyInstance) {
  const [row] = await app.db
    .execute<Record<string, number>>(
      sql`select
      (select count(*)::int from coupons) as coupons,
      (select count(*)::int from coupon_claims) as claims,
      (select coalesce(sum(claimed), 0)::int from coupon_claim_counts) as counted,
      (select coalesce(sum(remaining_quantity), 0)::int from coupon_batches) as remaining,
      (select count(*)::int from red_packet_openings) as openings,
      (select count(*)::int from claim_links where used_at is not null) as used_links`,
    )
    .then((result) => (result as unknown as { rows: Record<string, number>[] }).rows);
  return row;
}
