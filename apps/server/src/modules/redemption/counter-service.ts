import {
  OFFLINE_REDEMPTION_MAX_AGE_MS,
  REDEEM_CODE_LOOKBACK_MS,
  REDEEM_POINT_RADIUS_M,
  REDEEM_TYPED_MISS_WINDOW_MS,
  REDEEM_TYPED_MISSES_PER_STAFF,
  REDEEM_TYPED_MISSES_PER_TARGET,
} from '@lahap/contract/constants';
import { errorMessage } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import type { Locale, LocalizedText } from '@lahap/contract/locale';
import type {
  OfflineRedemption,
  RedeemHistoryData,
  RedeemSyncData,
  RedeemTarget,
  Redemption,
} from '@lahap/contract/redemption/counter-schemas';
import type { RedeemAtPointData } from '@lahap/contract/orders/schemas';
import {
  type ScannedRedeemCode,
  type TypedRedeemCode,
  checkScannedCode,
  parseRedeemCode,
  redeemPublicKey,
  toBase64Url,
  typedCodeEverMatched,
  typedCodeMatches,
} from '@lahap/contract/redemption/code';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { type Clock, iso, isoOrNull } from '../../lib/clock.js';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import { greatCircleMetres, wholeMetres } from '../../lib/geo.js';
import type { RedemptionKeys } from '../../plugins/redemption-keys.js';
import type { CatalogService, CounterStoreRow } from '../catalog/index.js';
import type { CouponsService } from '../coupons/index.js';
import type { IdentityService } from '../identity/index.js';
import type { OrdersService } from '../orders/index.js';
import {
  BLOCK_CODES,
  type Target,
  blockAt,
  couponTarget,
  itemKind,
  statusAt,
  voucherTarget,
} from './redemption-target.js';
import type { RedemptionKind, RedemptionRepository, RedemptionRow } from './repository.js';
import { type StaffPrincipal, staffStore } from './staff-auth-service.js';

/** An offline confirmation may be this far ahead of the server's clock (the counter's clock runs fast). */
const CONFIRMED_AHEAD_MS = 60_000;
const DAY_MS = 86_400_000;
const MAX_BIGINT = 9_223_372_036_854_775_807n;

const refuse = (code: string) => new DomainError(code);

/** A decimal id the database can hold (the contract's ids allow 19 digits; bigint stops below 2^63). */
const fitsBigint = (id: string) => BigInt(id) <= MAX_BIGINT;

/** Thrown inside a redemption's transaction to undo its move: its offline confirmation was recorded meanwhile. */
class ClientIdTaken extends Error {}

export interface CounterDeps {
  db: Database;
  /** Redemptions, conflicts, typed tries and points: the staff logins are the staff auth service's. */
  repository: Omit<RedemptionRepository, 'activeStaffByPhone' | 'openSession' | 'session'>;
  identity: Pick<IdentityService, 'profiles'>;
  catalog: CatalogService;
  orders: Pick<OrdersService, 'voucher' | 'redeemVoucher'>;
  coupons: Pick<CouponsService, 'counterCoupon' | 'redeemAtCounter'>;
  keys: RedemptionKeys;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * The counter (ADR 017): inspecting and confirming a code at a store, syncing the confirmations
 * a counter made offline, the day's history, and the customer's own redemption of a physical
 * voucher at a point. Every redemption is one transaction: the voucher's or coupon's guarded move
 * (its module's), then the `redemptions` row, whose unique keys (voucher, coupon, offline
 * clientId) make it happen once.
 */
export function createCounterService(deps: CounterDeps) {
  const { db, repository, identity, catalog, orders, coupons, keys, now, log } = deps;

  async function targetOf(kind: 'V' | 'C', id: string): Promise<Target | undefined> {
    if (kind === 'V') {
      const voucher = await orders.voucher(id);
      // A counter takes our own rotating codes (LAHAP and physical vouchers); partner codes are used at the partner.
      return voucher && (voucher.code_type === 'LAHAP' || voucher.code_type === 'PAPER_VOUCHER')
        ? voucherTarget(voucher)
        : undefined;
    }
    const coupon = await coupons.counterCoupon(id);
    // Red envelopes are used when buying in the app, never at a counter.
    return coupon && coupon.business === 'SAAS' ? couponTarget(coupon) : undefined;
  }

  /** The same target read again, after a move lost: what it has become. */
  async function reread(target: Target): Promise<Target> {
    return (await targetOf(itemKind(target.kind), target.id)) ?? target;
  }

  /**
   * The voucher or coupon a scanned code names, checked at `at` as a counter does offline, with
   * the public key of the store's merchant: its certificate, its signature, its window. The key
   * the certificate names must also be the one the server derives for that voucher or coupon.
   * 1006003 when it is not a genuine code of this item (forged, tampered, another merchant's,
   * garbage), 1006004 when it is but its moment has passed.
   */
  async function resolveScanned(parsed: ScannedRedeemCode, store: CounterStoreRow, at: number) {
    const target = await targetOf(parsed.kind, parsed.id);
    if (!target || target.merchantId !== store.merchant_id || parsed.itemId !== target.itemId) {
      throw refuse(ERROR_CODES.REDEEM_CODE_INVALID);
    }
    const merchant = keys.of(store.merchant_id);
    const check = checkScannedCode(merchant.publicKey, parsed, at);
    const derived = redeemPublicKey(merchant.voucherSeed(parsed.kind, parsed.id, target.itemId));
    if (check === 'INVALID' || toBase64Url(derived) !== toBase64Url(parsed.voucherKey)) {
      throw refuse(ERROR_CODES.REDEEM_CODE_INVALID);
    }
    if (check === 'EXPIRED') throw refuse(ERROR_CODES.REDEEM_CODE_EXPIRED);
    return target;
  }

  /**
   * The voucher or coupon typed digits name, checked by the server alone (no counter can): the
   * one-time part against the seed it derives, at `at`. Every try is counted first; past
   * REDEEM_TYPED_MISSES_PER_STAFF misses of the staff member, or REDEEM_TYPED_MISSES_PER_TARGET of
   * the voucher or coupon, within REDEEM_TYPED_MISS_WINDOW_MS, typed codes are refused (1006009)
   * whatever they are, so six digits cannot be guessed. A right code's try is forgotten.
   */
  async function resolveTyped(
    parsed: TypedRedeemCode,
    store: CounterStoreRow,
    at: number,
    staff: StaffPrincipal,
  ): Promise<Target> {
    const tried = await repository.recordTypedTry({
      staffId: staff.staffId,
      kind: parsed.kind,
      targetId: parsed.id,
      at,
      since: at - REDEEM_TYPED_MISS_WINDOW_MS,
    });
    if (
      tried.staffTries > REDEEM_TYPED_MISSES_PER_STAFF ||
      tried.targetTries > REDEEM_TYPED_MISSES_PER_TARGET
    ) {
      // Refused unchecked: the try is no miss, so the pause ends a window after the last counted one.
      await repository.forgetTypedTry(tried.id);
      log.warn(
        {
          staffId: staff.staffId,
          storeId: store.store_id,
          kind: parsed.kind,
          id: parsed.id,
          staffTries: tried.staffTries,
          targetTries: tried.targetTries,
        },
        'redemption: typed codes paused after too many wrong ones',
      );
      throw refuse(ERROR_CODES.REDEEM_TYPED_PAUSED);
    }
    const target = await targetOf(parsed.kind, parsed.id);
    if (!target || target.merchantId !== store.merchant_id) throw refuse(ERROR_CODES.REDEEM_CODE_INVALID);
    const seed = keys.of(store.merchant_id).voucherSeed(parsed.kind, parsed.id, target.itemId);
    if (!typedCodeMatches(seed, parsed.otp, at)) {
      const expired = typedCodeEverMatched(seed, parsed.otp, at - REDEEM_CODE_LOOKBACK_MS, at);
      throw refuse(expired ? ERROR_CODES.REDEEM_CODE_EXPIRED : ERROR_CODES.REDEEM_CODE_INVALID);
    }
    await repository.forgetTypedTry(tried.id);
    return target;
  }

  /** The voucher or coupon a scanned or typed code names, checked at `at` (1006003, 1006004, 1006009). */
  async function resolve(
    code: string,
    store: CounterStoreRow,
    at: number,
    staff: StaffPrincipal,
  ): Promise<Target> {
    const parsed = parseRedeemCode(code);
    if (!parsed) throw refuse(ERROR_CODES.REDEEM_CODE_INVALID);
    return parsed.form === 'QR' ? resolveScanned(parsed, store, at) : resolveTyped(parsed, store, at, staff);
  }

  const accepts = (store: CounterStoreRow, target: Target) =>
    catalog.redemption.accepts(store.store_id, itemKind(target.kind), target.itemId);

  const storeOf = (staff: StaffPrincipal) => staffStore(catalog, staff);

  /**
   * Moves the voucher or coupon and records its redemption, in one transaction. 'LOST' when the
   * move did not pass (used, refunded, expired, held, or outside its window at `at`); 'DUPLICATE'
   * when the offline confirmation's clientId was recorded by a concurrent sync (the move is undone).
   */
  async function redeemOnce(
    target: Target,
    how: {
      at: number;
      storeId: string | null;
      pointId: string | null;
      staffId: string | null;
      channel: Redemption['channel'];
      clientId: string | null;
    },
  ): Promise<RedemptionRow | 'LOST' | 'DUPLICATE'> {
    try {
      return await db.transaction(async (tx) => {
        const moved =
          target.kind === 'VOUCHER' && target.voucher
            ? await orders.redeemVoucher(tx, {
                voucher: target.voucher,
                at: how.at,
                storeId: how.storeId,
                pointId: how.pointId,
              })
            : how.storeId !== null
              ? await coupons.redeemAtCounter(tx, { couponId: target.id, at: how.at, storeId: how.storeId })
              : undefined;
        if (!moved) return 'LOST' as const;
        const row = await repository.insert(tx, {
          kind: target.kind,
          targetId: target.id,
          itemId: target.itemId,
          userId: target.userId,
          storeId: how.storeId,
          pointId: how.pointId,
          staffId: how.staffId,
          channel: how.channel,
          clientId: how.clientId,
          amount: target.amount,
          redeemedAt: how.at,
          recordedAt: now(),
        });
        if (!row) throw new ClientIdTaken();
        return row;
      });
    } catch (error) {
      if (error instanceof ClientIdTaken) return 'DUPLICATE';
      throw error;
    }
  }

  function redemptionView(row: RedemptionRow, name: LocalizedText | undefined): Redemption {
    return {
      redemptionId: row.id,
      kind: row.kind,
      id: (row.kind === 'VOUCHER' ? row.voucher_id : row.coupon_id) ?? '',
      itemId: row.item_id,
      name: name ?? {},
      amount: row.amount,
      channel: row.channel,
      redeemedTime: iso(row.redeemed_at_ms),
      staffName: row.staff_name,
      conflict: row.conflict,
    };
  }

  /** The answers' redemptions, named after their products and templates. */
  async function viewsOf(rows: readonly RedemptionRow[]): Promise<Redemption[]> {
    const idsOf = (kind: RedemptionKind) => rows.filter((row) => row.kind === kind).map((row) => row.item_id);
    const [products, templates] = await Promise.all([
      catalog.redemption.itemNames('V', idsOf('VOUCHER')),
      catalog.redemption.itemNames('C', idsOf('COUPON')),
    ]);
    return rows.map((row) =>
      redemptionView(row, (row.kind === 'VOUCHER' ? products : templates).get(row.item_id)),
    );
  }

  async function viewOf(row: RedemptionRow): Promise<Redemption> {
    const names = await catalog.redemption.itemNames(itemKind(row.kind), [row.item_id]);
    return redemptionView(row, names.get(row.item_id));
  }

  /** The last four digits of the customer's phone, for the counter to ask "is this yours?". */
  async function customerHintOf(userId: string): Promise<string> {
    try {
      return (await identity.profiles.get(Number(userId))).phoneNo.slice(-4);
    } catch {
      return '';
    }
  }

  async function usedPlaceOf(target: Target): Promise<LocalizedText | null> {
    if (target.usedStoreId !== null) {
      return (await catalog.redemption.storeNames([target.usedStoreId])).get(target.usedStoreId) ?? null;
    }
    if (target.usedPointId !== null) {
      return (await repository.pointNames([target.usedPointId])).get(target.usedPointId) ?? null;
    }
    return null;
  }

  type SyncResult = RedeemSyncData['results'][number];

  /** One offline confirmation, on its own: recorded once, reported when it cannot be. */
  async function syncOne(
    staff: StaffPrincipal,
    store: CounterStoreRow,
    item: OfflineRedemption,
  ): Promise<SyncResult> {
    const result = (outcome: SyncResult['outcome'], code: string | null, redemption: Redemption | null) => ({
      clientId: item.clientId,
      outcome,
      code,
      redemption,
    });
    const recorded = await repository.byClientId(item.clientId);
    if (recorded) return result('DUPLICATE', null, await viewOf(recorded));
    if (await repository.conflictExists(item.clientId)) return result('DUPLICATE', null, null);

    const at = now();
    const confirmedAt = Date.parse(item.confirmedAt);
    if (confirmedAt > at + CONFIRMED_AHEAD_MS || confirmedAt < at - OFFLINE_REDEMPTION_MAX_AGE_MS) {
      return result('REFUSED', ERROR_CODES.REDEEM_SYNC_OUT_OF_RANGE, null);
    }
    if (item.storeId !== staff.storeId) return result('REFUSED', ERROR_CODES.REDEEM_WRONG_STORE, null);
    // A counter cannot check typed digits, so it never confirms them offline: only a scanned code syncs.
    if (parseRedeemCode(item.code)?.form !== 'QR') {
      return result('REFUSED', ERROR_CODES.REDEEM_CODE_INVALID, null);
    }
    let target: Target;
    try {
      // Checked at the moment staff confirmed it, as the counter did offline.
      target = await resolve(item.code, store, confirmedAt, staff);
    } catch (error) {
      if (error instanceof DomainError) return result('REFUSED', error.code, null);
      throw error;
    }
    if (!(await accepts(store, target))) return result('REFUSED', ERROR_CODES.REDEEM_WRONG_STORE, null);

    const redeemed = await redeemOnce(target, {
      at: confirmedAt,
      storeId: store.store_id,
      pointId: null,
      staffId: staff.staffId,
      channel: 'COUNTER_OFFLINE',
      clientId: item.clientId,
    });
    if (redeemed === 'DUPLICATE') {
      const first = await repository.byClientId(item.clientId);
      return result('DUPLICATE', null, first ? await viewOf(first) : null);
    }
    if (redeemed !== 'LOST') return result('ACCEPTED', null, await viewOf(redeemed));

    // The move did not pass: redeemed before (here, elsewhere, by this very confirmation in a
    // concurrent sync) or no longer valid. Either way the food was given: report it.
    const first = await repository.of(target.kind, target.id);
    if (first?.client_id === item.clientId) return result('DUPLICATE', null, await viewOf(first));
    const current = await reread(target);
    const doubleSpend = current.status === 'USED';
    const reported = await repository.reportConflict({
      kind: target.kind,
      targetId: target.id,
      storeId: store.store_id,
      staffId: staff.staffId,
      clientId: item.clientId,
      reason: doubleSpend ? 'DOUBLE_SPEND' : 'NOT_VALID',
      firstRedemptionId: doubleSpend ? (first?.id ?? null) : null,
      confirmedAt,
      reportedAt: at,
    });
    if (!reported) return result('DUPLICATE', null, null);
    const context = {
      kind: target.kind,
      id: target.id,
      storeId: store.store_id,
      staffId: staff.staffId,
      clientId: item.clientId,
      confirmedAt: item.confirmedAt,
      status: current.status,
    };
    if (doubleSpend) {
      log.warn(
        { ...context, firstRedemptionId: first?.id ?? null },
        'redemption: offline double spend reported',
      );
      const again = first ? await repository.of(target.kind, target.id) : undefined;
      return result('DOUBLE_SPEND', ERROR_CODES.REDEEM_ALREADY_USED, again ? await viewOf(again) : null);
    }
    // Refunded or expired before staff gave the food: the customer may have both the food and
    // the money. Operators must see it.
    log.warn(context, 'redemption: offline confirmation of a voucher or coupon no longer valid (food given)');
    return result('REFUSED', ERROR_CODES.REDEEM_NOT_VALID, null);
  }

  return {
    /**
     * What a code is and whether confirm would redeem it here now (1006003, 1006004 when the code
     * itself fails; 1006009 when typed codes are paused).
     */
    async inspect(staff: StaffPrincipal, code: string): Promise<RedeemTarget> {
      const store = await storeOf(staff);
      const at = now();
      const target = await resolve(code, store, at, staff);
      const [accepted, names, customerHint, usedPlaceName] = await Promise.all([
        accepts(store, target),
        catalog.redemption.itemNames(itemKind(target.kind), [target.itemId]),
        customerHintOf(target.userId),
        usedPlaceOf(target),
      ]);
      const block = blockAt(target, accepted, at);
      return {
        kind: target.kind,
        id: target.id,
        itemId: target.itemId,
        name: names.get(target.itemId) ?? {},
        status: statusAt(target, at),
        redeemable: block === null,
        block,
        validUntil: iso(target.end),
        orderId: target.orderId,
        amount: target.amount,
        customerHint,
        usedTime: isoOrNull(target.usedAt),
        usedPlaceName,
      };
    },

    /**
     * Redeems what the code names at the staff's store, now, once: 1006005 for another store or an
     * item the store does not take, 1006006 when it was redeemed before (or by a concurrent
     * confirm), 1006007 when no longer (or not yet) valid.
     */
    async confirm(
      staff: StaffPrincipal,
      body: { code: string; storeId: string; clientId?: string },
    ): Promise<Redemption> {
      if (body.storeId !== staff.storeId) throw refuse(ERROR_CODES.REDEEM_WRONG_STORE);
      // A retry of a confirmation whose answer was lost answers the redemption it made.
      const earlier = body.clientId === undefined ? undefined : await repository.byClientId(body.clientId);
      if (earlier) return viewOf(earlier);
      const store = await storeOf(staff);
      const at = now();
      const target = await resolve(body.code, store, at, staff);
      const block = blockAt(target, await accepts(store, target), at);
      if (block) throw refuse(BLOCK_CODES[block]);
      const redeemed = await redeemOnce(target, {
        at,
        storeId: store.store_id,
        pointId: null,
        staffId: staff.staffId,
        channel: 'COUNTER',
        clientId: body.clientId ?? null,
      });
      if (redeemed === 'LOST' || redeemed === 'DUPLICATE') {
        const mine = body.clientId === undefined ? undefined : await repository.byClientId(body.clientId);
        if (mine) return viewOf(mine);
        const current = await reread(target);
        throw refuse(
          current.status === 'USED' ? ERROR_CODES.REDEEM_ALREADY_USED : ERROR_CODES.REDEEM_NOT_VALID,
        );
      }
      return viewOf(redeemed);
    },

    /** Redemptions confirmed offline, each on its own, in the order sent. */
    async sync(staff: StaffPrincipal, redemptions: readonly OfflineRedemption[]): Promise<RedeemSyncData> {
      const store = await storeOf(staff);
      const results: SyncResult[] = [];
      for (const item of redemptions) results.push(await syncOne(staff, store, item));
      return { results };
    },

    /** The staff's store's redemptions of an Asia/Jakarta day (today when absent), newest first, with the day's totals. */
    async history(
      staff: StaffPrincipal,
      query: { pageNo: number; pageSize: number; day?: string },
    ): Promise<RedeemHistoryData> {
      const day = query.day ?? jakartaDay(now());
      const from = Date.parse(`${day}T00:00:00+07:00`);
      if (Number.isNaN(from) || jakartaDay(from) !== day)
        throw parameterError('body.day: not a calendar day');
      const span = { storeId: staff.storeId, from, to: from + DAY_MS };
      const [rows, totals] = await Promise.all([
        repository.page({ ...span, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
        repository.totals(span),
      ]);
      return {
        day,
        redemptionList: await viewsOf(rows.slice(0, query.pageSize)),
        total: totals.count,
        totalAmount: totals.amount,
        pageInfoVO: { hasMore: rows.length > query.pageSize },
      };
    },

    /**
     * The customer redeems their own physical voucher (PAPER_VOUCHER) standing within
     * REDEEM_POINT_RADIUS_M of one of its product's stores or of a redemption point of its
     * merchant: 1005001 when it is not theirs, 1005003 when it is not a VALID physical voucher
     * within its window (also the second time), 1005004 when too far (the message says how far
     * the nearest place is). Cannot be undone.
     */
    async redeemAtPoint(
      userId: number,
      body: { voucherId: string; lat: number; lng: number },
      locale: Locale,
    ): Promise<RedeemAtPointData> {
      const voucher = fitsBigint(body.voucherId) ? await orders.voucher(body.voucherId) : undefined;
      if (!voucher || voucher.user_id !== String(userId)) throw refuse(ERROR_CODES.VOUCHER_NOT_FOUND);
      const at = now();
      const usable =
        voucher.code_type === 'PAPER_VOUCHER' &&
        voucher.status === 'VALID' &&
        voucher.effective_start_ms <= at &&
        at < voucher.effective_end_ms;
      if (!usable) throw refuse(ERROR_CODES.VOUCHER_NOT_REDEEMABLE);

      const [stores, points] = await Promise.all([
        catalog.redemption.productPlaces(voucher.product_id),
        repository.pointsOf(voucher.merchant_id),
      ]);
      const here = { lat: body.lat, lng: body.lng };
      const places = [
        ...stores.map((s) => ({
          storeId: s.store_id,
          pointId: null,
          name: s.name,
          metres: greatCircleMetres(here, s),
        })),
        ...points.map((p) => ({
          storeId: null,
          pointId: p.point_id,
          name: p.name,
          metres: greatCircleMetres(here, p),
        })),
      ].sort((a, b) => a.metres - b.metres);
      const nearest = places[0];
      if (!nearest || nearest.metres > REDEEM_POINT_RADIUS_M) {
        const message = errorMessage(ERROR_CODES.REDEEM_TOO_FAR, locale);
        throw new DomainError(
          ERROR_CODES.REDEEM_TOO_FAR,
          400,
          nearest ? `${message} (${wholeMetres(nearest.metres)} m)` : message,
        );
      }

      const redeemed = await redeemOnce(voucherTarget(voucher), {
        at,
        storeId: nearest.storeId,
        pointId: nearest.pointId,
        staffId: null,
        channel: 'POINT',
        clientId: null,
      });
      if (redeemed === 'LOST' || redeemed === 'DUPLICATE') throw refuse(ERROR_CODES.VOUCHER_NOT_REDEEMABLE);
      return {
        voucherId: voucher.id,
        status: 'USED',
        usedTime: iso(redeemed.redeemed_at_ms),
        placeName: nearest.name,
        distance: wholeMetres(nearest.metres),
      };
    },
  };
}
export type CounterService = ReturnType<typeof createCounterService>;
