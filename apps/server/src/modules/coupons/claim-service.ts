import { NEW_CUSTOMER_DAYS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { jakartaDay, jakartaMidnightAfter } from '@lahap/contract/jakarta-day';
import type { Database, RawQuery } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import {
  type ClaimChannel,
  type ClaimStatements,
  type ClaimableBatch,
  type NewCoupon,
  couponsOfRequest,
  inClaimTransaction,
  lookAtClaim,
} from './claim-repository.js';

/** One claim: the coupons of one batch, one per template, for one customer. */
export interface ClaimRequest {
  userId: number;
  /** The idempotency key: a repeat answers the first claim's coupons. */
  requestId: string;
  batchId: string;
  templateIds: readonly string[];
  activityId?: string | null;
  /** The way it is claimed; a batch answers only its own (default OPEN: `receive`). */
  channel?: ClaimChannel;
}

const DAY_MS = 86_400_000;
const UNLIMITED = -1;

const notCollected = () => new DomainError(ERROR_CODES.COUPON_NOT_COLLECTED);

/** The window a coupon claimed at `now` works in: the template's fixed one, or validDays Jakarta days. */
function windowOf(batch: ClaimableBatch, now: number): { start: number; end: number } {
  if (batch.valid_starts_at_ms !== null && batch.valid_ends_at_ms !== null) {
    return { start: batch.valid_starts_at_ms, end: batch.valid_ends_at_ms };
  }
  return { start: now, end: jakartaMidnightAfter(now, batch.valid_days) };
}

/**
 * Why a batch cannot be claimed at `now`, read before the guarded statements run so a refusal
 * names its reason; the statements themselves still decide (a batch read as open may sell out
 * before its stock is taken, and that is 9000002 too).
 */
function refusalOf(batch: ClaimableBatch, n: number, now: number): DomainError | undefined {
  if (batch.batch_status !== 'ON' || batch.template_status !== 'ON' || now >= batch.ends_at_ms)
    return notCollected();
  if (now < batch.starts_at_ms) return new DomainError(ERROR_CODES.COUPON_NOT_STARTED);
  if (batch.remaining_quantity < n) return notCollected();
  // A fixed window that has closed would hand out a coupon that never works.
  if (batch.valid_ends_at_ms !== null && now >= batch.valid_ends_at_ms) return notCollected();
  return undefined;
}

/** The transaction a claim joins: its statements, and the outbox that hears of the claim in it. */
export interface ClaimScope {
  statements: ClaimStatements;
  tx: Executor;
  outbox: Outbox;
}

/**
 * Claims inside a transaction another flow opened (a claim, a claim link, a red packet). Every
 * guard is a statement of that transaction; a refusal throws and so rolls all of it back.
 */
export async function claimWithin(
  within: ClaimScope,
  request: ClaimRequest,
  now: number,
  newCode: () => string,
  /** The batch when the caller has read it already. */
  read?: ClaimableBatch,
): Promise<string[]> {
  const { statements } = within;
  const batch = read ?? (await statements.batch(request.batchId));
  if (!batch) throw notCollected();
  const n = request.templateIds.length;
  if (request.templateIds.some((templateId) => templateId !== batch.template_id)) {
    throw parameterError('couponTemplateIds: not the templates of this batch');
  }
  // A link-only or packet-only batch cannot be collected any other way.
  if (batch.claim_channel !== (request.channel ?? 'OPEN')) throw notCollected();
  const refusal = refusalOf(batch, n, now);
  if (refusal) throw refusal;
  if (batch.new_user_only) {
    const registeredAt = await statements.registeredAt(request.userId);
    if (registeredAt === undefined || now - registeredAt > NEW_CUSTOMER_DAYS * DAY_MS) {
      throw new DomainError(ERROR_CODES.COUPON_NEW_USERS_ONLY);
    }
  }
  const { userId, batchId } = request;
  if (
    batch.receive_times_limit !== UNLIMITED &&
    !(await statements.count(batchId, userId, 'total', n, batch.receive_times_limit))
  ) {
    throw new DomainError(ERROR_CODES.COUPON_LIMIT_REACHED);
  }
  if (
    batch.receive_times_daily_limit !== UNLIMITED &&
    !(await statements.count(batchId, userId, jakartaDay(now), n, batch.receive_times_daily_limit))
  ) {
    throw new DomainError(ERROR_CODES.COUPON_DAILY_LIMIT_REACHED);
  }
  // The stock last: its row is the one every claimer of the batch waits on, held shortest.
  if (!(await statements.takeStock(batchId, n, now))) throw notCollected();
  const { start, end } = windowOf(batch, now);
  const coupons: NewCoupon[] = request.templateIds.map((templateId) => ({
    templateId,
    status: now < start ? 'NOT_EFFECTIVE' : 'VALID',
    effectiveStart: start,
    effectiveEnd: end,
    counterCode: newCode(),
  }));
  const couponIds = await statements.insertCoupons({
    userId,
    batchId,
    requestId: request.requestId,
    activityId: request.activityId ?? null,
    now,
    coupons,
  });
  await within.outbox.publish(within.tx, 'coupon.claimed', { userId, batchId, couponIds });
  return couponIds;
}

/** `market/coupon/receive`: one transaction per claim, idempotent by (user, requestId). */
export function createClaimService(deps: {
  db: Database;
  query: RawQuery;
  now: Clock;
  newCode: () => string;
  outbox: Outbox;
}) {
  const { db, query, now, newCode, outbox } = deps;
  return {
    async claim(request: ClaimRequest): Promise<string[]> {
      const at = now();
      const repeatOf = (earlier: { id: string; batch_id: string }[]) =>
        earlier.length > 0 && earlier.every((coupon) => coupon.batch_id === request.batchId)
          ? earlier.map((coupon) => coupon.id)
          : undefined;
      // Read first, outside a transaction: once a batch is sold out or over, every further claim
      // is refused by this one read instead of a transaction that writes and rolls back. A repeat
      // of a claim that succeeded before still gets its coupons.
      const look = await lookAtClaim(query, request.batchId, request.userId, request.requestId);
      if (!look) throw notCollected();
      const refusal = refusalOf(look, request.templateIds.length, at);
      if (refusal) {
        const repeat = repeatOf(look.earlier);
        if (repeat) return repeat;
        throw refusal;
      }
      const ids = await inClaimTransaction(db, async (statements, tx) => {
        if (!(await statements.takeRequest(request.userId, request.requestId, request.batchId))) {
          return undefined;
        }
        return claimWithin({ statements, tx, outbox }, request, at, newCode, look);
      });
      if (ids) return ids;
      // A repeat: the first claim with this requestId committed its coupons before ours began.
      const repeat = repeatOf(await couponsOfRequest(db, request.userId, request.requestId));
      if (!repeat) throw new DomainError(ERROR_CODES.REQUEST_REPLAYED);
      return repeat;
    },
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
