import { randomInt } from 'node:crypto';
import { CLAIM_LINK_TTL_MS } from '@lahap/contract/constants';
import type {
  AggregationActivityData,
  ClaimAwardData,
  Coupon,
  CouponDetailData,
  CouponListFilter,
  CouponProductListData,
  MyCouponsData,
  QueryNewReceivedData,
  RedPacketActivityData,
} from '@lahap/contract/coupons/schemas';
import type { BusinessLine } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { Locale, LocalizedText } from '@lahap/contract/locale';
import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';
import { sql } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { type Executor, rowsOf } from '../../lib/sql-rows.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { RedemptionKeys } from '../../plugins/redemption-keys.js';
import type { CatalogService } from '../catalog/index.js';
import { claimStatements, couponsOfRequest, inClaimTransaction } from './claim-repository.js';
import { type ClaimLinkCodec, createClaimLinkRepository } from './claim-links.js';
import { type ClaimRequest, claimWithin, createClaimService } from './claim-service.js';
import { couponOf, redPacketOf, rulesOf, templateViewOf } from './coupon-views.js';
import { createCounterRepository } from './counter-repository.js';
import { createLifecycleRepository } from './lifecycle-repository.js';
import { type OrderCouponKind, createOrderCouponRepository } from './order-coupons.js';
import { createRedPacketRepository } from './red-packet-repository.js';
import { type CouponRow, createWalletRepository } from './wallet-repository.js';

/**
 * The static code a claim stores with each coupon (`coupons.counter_code`, unique). Counters now
 * take rotating codes (ADR 017); the column stays filled so existing rows and claims need no
 * migration.
 */
export function newCounterCode(): string {
  return Array.from({ length: 4 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('');
}

const notFound = () => new DomainError(ERROR_CODES.COUPON_NOT_FOUND);

export interface CouponsDeps {
  db: Database;
  /** Prepared statements on the pool, for the hottest reads. */
  query: RawQuery;
  catalog: CatalogService;
  now: Clock;
  links: ClaimLinkCodec;
  /** The merchants' redemption keys: a store coupon's rotating code derives from its merchant's. */
  keys: RedemptionKeys;
  /** Hears of nothing yet; says when coupons were claimed. */
  outbox: Outbox;
  newCode?: () => string;
}

/**
 * The coupons module's public service: claiming (a batch, a claim link, a red packet), the
 * wallet and its history, details, and the state moves no claim makes (use, the expiry sweep).
 */
export function createCouponsService(deps: CouponsDeps) {
  const { db, now, links, catalog, outbox } = deps;
  const newCode = deps.newCode ?? newCounterCode;
  const claims = createClaimService({ db, query: deps.query, now, newCode, outbox });
  const wallet = createWalletRepository(db);
  const packets = createRedPacketRepository(db);
  const linkRows = createClaimLinkRepository(db);
  const lifecycle = createLifecycleRepository(db);
  const orderCoupons = createOrderCouponRepository(db);
  const counter = createCounterRepository(db);

  /**
   * What the app needs to turn a store coupon's code offline: its own key pair's seed and its
   * merchant's certificate of it, never anything of the merchant's. Only while a counter would
   * take it: a SAAS coupon VALID within its window that no order holds.
   */
  function codeSeedOf(row: CouponRow, at: number): RedeemCodeSeed | null {
    if (row.business !== 'SAAS' || row.status !== 'VALID' || couponOf(row, at).status !== 'valid')
      return null;
    return deps.keys.of(row.merchant_id).codeSeed('C', row.id, row.template_id);
  }

  async function couponsOf(ids: readonly string[], userId: number): Promise<Coupon[]> {
    const at = now();
    return (await wallet.coupons(ids, userId)).map((row) => couponOf(row, at));
  }

  return {
    /** `receive`: the new coupons' ids, one per template, in order. */
    claim: (request: ClaimRequest): Promise<string[]> => claims.claim(request),

    /** `receive_by_token`: the coupon a single-use claim link gives; the same one to its user again. */
    async claimByToken(userId: number, token: string): Promise<string> {
      const at = now();
      const linkId = links.decode(token, at);
      return inClaimTransaction(db, async (statements, tx) => {
        const link = await linkRows.find(tx, linkId);
        if (!link) throw new DomainError(ERROR_CODES.CLAIM_LINK_INVALID);
        if (!(await linkRows.take(tx, linkId, userId, at))) {
          // Read again: a concurrent claim by the same customer may have just committed its coupon.
          const used = await linkRows.find(tx, linkId);
          if (used?.used_by === String(userId) && used.coupon_id !== null) return used.coupon_id;
          throw new DomainError(ERROR_CODES.CLAIM_LINK_USED);
        }
        // The link's row is the claim's idempotency key: taken once, it answers its coupon again.
        const request = {
          userId,
          requestId: `link:${linkId}`,
          batchId: link.batch_id,
          templateIds: [link.template_id],
          channel: 'LINK' as const,
        };
        const [couponId] = await claimWithin({ statements, tx, outbox }, request, at, newCode);
        if (couponId === undefined) throw new Error('a claim gave no coupon');
        await linkRows.recordCoupon(tx, linkId, couponId);
        return couponId;
      });
    },

    /**
     * Gives the customer one coupon or red envelope of a GRANT batch, inside the transaction of
     * another module's change (an invitation reward, a lottery prize), so the two commit together.
     * Idempotent by (user, requestId): the same key answers what it gave the first time. A refusal
     * (sold out, over the batch's limits) throws and so rolls the caller's transaction back; a
     * caller that carries on without the coupon runs this under a savepoint.
     */
    async grantWithin(
      tx: Executor,
      grant: { userId: number; batchId: string; requestId: string; activityId?: string | null },
    ): Promise<string[]> {
      const statements = claimStatements(tx);
      if (!(await statements.takeRequest(grant.userId, grant.requestId, grant.batchId))) {
        return (await couponsOfRequest(tx, grant.userId, grant.requestId)).map((coupon) => coupon.id);
      }
      const batch = await statements.batch(grant.batchId);
      if (!batch) throw new DomainError(ERROR_CODES.COUPON_NOT_COLLECTED);
      return claimWithin(
        { statements, tx, outbox },
        { ...grant, templateIds: [batch.template_id], channel: 'GRANT' },
        now(),
        newCode,
        batch,
      );
    },

    /** What one coupon of each batch is worth, for a module that promises it (an invitation's rewards). */
    async batchValues(
      batchIds: readonly string[],
      /** The caller's transaction, when it reads inside one (an event's delivery). */
      within: Executor = db,
    ): Promise<Map<string, { amount: number; minimumSpend: number; name: LocalizedText }>> {
      if (batchIds.length === 0) return new Map();
      const rows = await rowsOf<{ batch_id: string; amount: number; minimum: number; name: LocalizedText }>(
        within,
        sql`select b.id::text as batch_id, t.discount_amount::float8 as amount, t.minimum_spend::float8 as minimum,
            t.name from coupon_batches b join coupon_templates t on t.id = b.template_id
          where b.id in (${sql.join(
            batchIds.map((batchId) => sql`${batchId}::bigint`),
            sql`, `,
          )})`,
      );
      return new Map(
        rows.map((row) => [row.batch_id, { amount: row.amount, minimumSpend: row.minimum, name: row.name }]),
      );
    },

    /** Mints a claim link of a batch (the demo, and later the merchant console). */
    async mintClaimLink(batchId: string, ttlMs = CLAIM_LINK_TTL_MS): Promise<string> {
      const expiresAt = now() + ttlMs;
      return links.encode(await linkRows.insert(batchId, expiresAt), expiresAt);
    },

    async myCoupons(query: {
      userId: number;
      business: BusinessLine;
      status?: CouponListFilter;
      pageNo: number;
      pageSize: number;
    }): Promise<MyCouponsData> {
      const at = now();
      const rows = await wallet.page({ ...query, filter: query.status, now: at });
      return {
        couponList: rows.slice(0, query.pageSize).map((row) => couponOf(row, at)),
        pageInfoVO: { hasMore: rows.length > query.pageSize },
      };
    },

    /** A claimed coupon (the customer's own) or, by detailId, a batch's template before claiming. */
    async detail(
      query: { couponId?: string; detailId?: string },
      userId: number | undefined,
      locale: Locale,
    ): Promise<CouponDetailData> {
      if (query.couponId !== undefined) {
        if (userId === undefined) throw new DomainError(ERROR_CODES.SESSION_INVALID);
        const row = await wallet.coupon(query.couponId, userId);
        if (!row) throw notFound();
        const at = now();
        return {
          template: templateViewOf(row),
          coupon: couponOf(row, at),
          rules: rulesOf(row, locale),
          applicableStoreCount: row.store_count,
          codeSeed: codeSeedOf(row, at),
          serverTime: new Date(at).toISOString(),
        };
      }
      const row = query.detailId === undefined ? undefined : await wallet.template(query.detailId);
      if (!row) throw notFound();
      return {
        template: templateViewOf(row),
        coupon: null,
        rules: rulesOf(row, locale),
        applicableStoreCount: row.store_count,
        codeSeed: null,
        serverTime: new Date(now()).toISOString(),
      };
    },

    /** The dine-out vouchers a red envelope can buy. */
    async productList(
      query: { couponId?: string; templateId?: string; pageNo: number; pageSize: number },
      userId: number | undefined,
    ): Promise<CouponProductListData> {
      let templateId = query.templateId;
      if (query.couponId !== undefined) {
        if (userId === undefined) throw new DomainError(ERROR_CODES.SESSION_INVALID);
        const row = await wallet.coupon(query.couponId, userId);
        if (!row) throw notFound();
        templateId = row.template_id;
      }
      if (templateId === undefined) throw notFound();
      const page = await catalog.couponProducts(templateId, query.pageNo, query.pageSize);
      return { productList: page.products, pageInfoVO: { hasMore: page.hasMore } };
    },

    /** The customer's usable coupon per batch, for a store's Claim / Use buttons. */
    usableOfBatches: (userId: number, batchIds: readonly string[]) =>
      wallet.usableOfBatches(userId, batchIds, now()),

    async newlyReceived(userId: number): Promise<QueryNewReceivedData> {
      const count = await wallet.announce(userId);
      return { received: count > 0, count };
    },

    async redPacketActivity(userId: number | undefined): Promise<RedPacketActivityData> {
      const row = await packets.live(now());
      if (!row) return { activity: null };
      const opened = userId === undefined ? false : await packets.opened(row.id, userId);
      return { activity: redPacketOf(row, opened) };
    },

    async aggregation(
      activityId: string | undefined,
      userId: number | undefined,
    ): Promise<AggregationActivityData> {
      const row = await packets.live(now(), activityId);
      if (!row) return { whatsappLink: null, activity: null, banner: null };
      const opened = userId === undefined ? false : await packets.opened(row.id, userId);
      return {
        whatsappLink: row.whatsapp_link,
        activity: redPacketOf(row, opened),
        banner: row.banner_image_url
          ? { imageUrl: row.banner_image_url, jumpUrl: row.banner_jump_url }
          : null,
      };
    },

    /**
     * `claim_award_v2`: opens the packet once per customer, claiming one envelope of each of its
     * batches that can still give one (each under its own savepoint, so a sold-out envelope does
     * not cost the others); 9000002 when none can. Opening again answers the same envelopes.
     */
    async openRedPacket(userId: number, activityId: string): Promise<ClaimAwardData> {
      const at = now();
      const activity = await packets.live(at, activityId);
      if (!activity) throw new DomainError(ERROR_CODES.ACTIVITY_UNAVAILABLE);
      const batches = [...activity.envelopes].sort((a, b) => Number(BigInt(a.batch_id) - BigInt(b.batch_id)));
      const ids = await db.transaction(async (tx) => {
        if (!(await packets.takeOpening(tx, activityId, userId, at))) return undefined;
        const given: string[] = [];
        for (const envelope of batches) {
          const claimed = await tx
            .transaction(async (savepoint) =>
              claimWithin(
                { statements: claimStatements(savepoint), tx: savepoint, outbox },
                {
                  userId,
                  requestId: `packet:${activityId}:${envelope.batch_id}`,
                  batchId: envelope.batch_id,
                  templateIds: [envelope.template_id],
                  activityId,
                  channel: 'ACTIVITY',
                },
                at,
                newCode,
              ),
            )
            .catch((error: unknown) => {
              if (error instanceof DomainError) return [];
              throw error;
            });
          given.push(...claimed);
        }
        if (given.length === 0) throw new DomainError(ERROR_CODES.COUPON_NOT_COLLECTED);
        return given;
      });
      const couponIds = ids ?? (await packets.couponIdsOfOpening(activityId, userId));
      return { couponList: await couponsOf(couponIds, userId) };
    },

    /**
     * The customer's working store coupons and red envelopes that apply to a product, as cards at
     * this moment (a coupon held by a pending order reads `locked`), biggest discount first.
     */
    async forProduct(query: { userId: number; merchantId: string; productId: string }): Promise<Coupon[]> {
      const at = now();
      return (await orderCoupons.applicable({ ...query, now: at })).map((row) => couponOf(row, at));
    },

    /** Holds a coupon for a pending order, inside the order's transaction; false when it cannot be held. */
    holdForOrder: (
      tx: Executor,
      hold: { couponId: string; userId: number; orderId: string; kind: OrderCouponKind; now: number },
    ) => orderCoupons.hold(tx, hold),

    /** Releases what a cancelled order held, inside its transaction. */
    releaseForOrder: (tx: Executor, orderId: string) => orderCoupons.release(tx, orderId),

    /** Uses what a paid order held, inside its transaction. */
    useForOrder: (tx: Executor, orderId: string, at: number) => orderCoupons.use(tx, orderId, at),

    /** VALID → USED, when the coupon works now and no order holds it. */
    use: (couponId: string) => lifecycle.use(couponId, now()),

    /** A claimed coupon as a store's counter reads it, whoever holds it (callers check the code). */
    counterCoupon: (couponId: string) => counter.coupon(couponId),

    /**
     * VALID → USED by a store's counter at `at` (offline confirmations: when staff confirmed),
     * inside the caller's transaction; undefined when it was not a SAAS coupon VALID within its
     * window at `at` and free of any order.
     */
    redeemAtCounter: (tx: Executor, redeem: { couponId: string; at: number; storeId: string }) =>
      counter.redeem(tx, redeem),

    /** The expiry sweep's one pass. */
    sweep: () => lifecycle.sweep(now()),
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
