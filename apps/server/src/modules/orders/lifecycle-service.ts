import type { CancelOrderData } from '@lahap/contract/orders/schemas';
import type { OrderLifecycleStatus, RefundReasonCode } from '@lahap/contract/enums';
import type { DomainEventPayload } from '@lahap/contract/events';
import { ERROR_CODES } from '@lahap/contract/errors';
import { canMoveOrder, orderStatusOfVouchers } from '@lahap/contract/orders/lifecycle';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import { type OrderRow, orderStatements } from './order-repository.js';
import { isUnpaid } from './order-views.js';
import { type VoucherRow, refundsOnExpiry, voucherStatements } from './voucher-repository.js';
import type { OrdersDeps, OwnOrder } from './orders-deps.js';
import { iso } from '../../lib/clock.js';

/** How many overdue orders one auto-cancel pass closes at most. */
const CANCEL_BATCH = 100;
/** How many orders one expiry or code-delivery pass takes at most. */
const EXPIRE_BATCH = 100;
const DAY_MS = 86_400_000;
const refuse = (code: string) => new DomainError(code);
const sumOf = (vouchers: readonly VoucherRow[]) => vouchers.reduce((sum, v) => sum + v.amount, 0);

/** What a refund owes, as `voucher.refunded` says it. */
export type VoucherRefunded = DomainEventPayload<'voucher.refunded'>;

/**
 * When an order's vouchers work: a FIXED_TIME product's own window, else from payment for its
 * valid days.
 */
function voucherWindow(row: OrderRow, paidAt: number): { start: number; end: number } {
  if (row.redeem_starts_ms !== null && row.redeem_ends_ms !== null) {
    return { start: row.redeem_starts_ms, end: row.redeem_ends_ms };
  }
  return { start: paidAt, end: paidAt + row.valid_days * DAY_MS };
}

/**
 * Moves a paid order to the state its vouchers give (contract `orderStatusOfVouchers`), guarded
 * by the state it leaves; the state it is in afterwards.
 */
async function settleOrderStatus(tx: Executor, orderId: string, at: number): Promise<OrderLifecycleStatus> {
  const statements = orderStatements(tx);
  const order = await statements.order(orderId);
  if (!order) throw refuse(ERROR_CODES.ORDER_NOT_FOUND);
  const target = orderStatusOfVouchers(await voucherStatements(tx).counts(orderId));
  if (target === order.status || !canMoveOrder(order.status, target)) return order.status;
  return (await statements.move(orderId, [order.status], target, at)) ? target : order.status;
}

/**
 * The order's life after submit: paid (on hearing payments), cancelled (by its customer or its
 * deadline), its vouchers redeemed, given back or expired, partner codes delivered late. Each
 * move is guarded by the state it leaves and says what happened in the outbox.
 */
export function createLifecycleService(deps: OrdersDeps, orderOf: OwnOrder) {
  const { db, catalog, coupons, now, outbox } = deps;

  /**
   * Cancels an unpaid order and releases everything it held: stock (the product's or the flash
   * item's), the purchase counters, the coupon and red envelope, the open charge. False when it
   * was no longer unpaid (paid, or cancelled by another process first).
   */
  async function cancel(orderId: string, reason: 'USER' | 'TIMEOUT'): Promise<boolean> {
    const at = now();
    const cancelled = await db.transaction(async (tx) => {
      const statements = orderStatements(tx);
      if (!(await statements.move(orderId, ['INIT', 'SUBMIT'], 'CANCEL', at, reason))) return null;
      const row = await statements.order(orderId);
      if (!row) return null;
      if (row.flash_sale_id !== null) {
        await catalog.sales.returnFlashStock(tx, row.flash_sale_id, row.product_id, row.quantity);
      } else {
        await catalog.sales.returnStock(tx, row.product_id, row.quantity);
      }
      await statements.uncountPurchase(
        { productId: row.product_id, flashSaleId: row.flash_sale_id, quantity: row.quantity },
        Number(row.user_id),
      );
      await coupons.releaseForOrder(tx, orderId);
      return outbox.publish(tx, 'order.cancelled', { orderId, userId: Number(row.user_id), reason });
    });
    if (cancelled === null) return false;
    // Its open charge is closed before the customer hears, so the bank app cannot still take money for it.
    await outbox.deliverNow([cancelled]);
    return true;
  }

  /**
   * An unpaid order's money came in: it moves to COMPLETED (through SUBMIT, should the news of
   * its charge opening still be on its way), the units count as sold, the coupon and red envelope
   * it held are used, and its vouchers are issued, one per unit (partner codes from the product's
   * pool, as far as it goes). Nothing when it was no longer unpaid: a cancelled order's money
   * goes back on the payments side, which hears of the cancellation.
   */
  async function completePaid(tx: Executor, orderId: string, at: number): Promise<void> {
    const statements = orderStatements(tx);
    await statements.move(orderId, ['INIT'], 'SUBMIT', at);
    if (!(await statements.move(orderId, ['SUBMIT'], 'COMPLETED', at))) return;
    const row = await statements.order(orderId);
    if (!row) return;
    await catalog.sales.countSold(tx, row.product_id, row.quantity);
    await coupons.useForOrder(tx, orderId, at);
    const window = voucherWindow(row, at);
    const vouchers = voucherStatements(tx);
    await vouchers.issue({
      orderId,
      userId: row.user_id,
      productId: row.product_id,
      merchantId: row.merchant_id,
      quantity: row.quantity,
      payableAmount: row.payable_amount,
      codeType: row.code_type,
      effectiveStart: window.start,
      effectiveEnd: window.end,
      at,
    });
    await vouchers.deliverCodes(orderId, at);
    await outbox.publish(tx, 'order.paid', {
      orderId,
      userId: Number(row.user_id),
      merchantId: row.merchant_id,
      productId: row.product_id,
      quantity: row.quantity,
      amount: row.payable_amount,
    });
  }

  // Payments tells orders about money; orders never asks payments (docs/architecture.md). Its
  // events name other kinds of payable too: orders acts on its own voucher orders only.
  outbox.subscribe('payment.opened', 'orders.await-payment', async (event, tx) => {
    const { orderId } = event.payload;
    if (orderId !== null) await orderStatements(tx).move(orderId, ['INIT'], 'SUBMIT', event.occurredAt);
  });
  outbox.subscribe('payment.succeeded', 'orders.complete-paid', async (event, tx) => {
    const { orderId } = event.payload;
    if (orderId !== null) await completePaid(tx, orderId, event.occurredAt);
  });

  return {
    /**
     * The customer cancels an unpaid order, releasing what it held. 1004010 once it is paid,
     * 1004011 once it is cancelled (by them before, or by the auto-cancel job).
     */
    async cancelByCustomer(orderId: string, userId: number): Promise<CancelOrderData> {
      const before = await orderOf(orderId, userId);
      if (isUnpaid(before.status)) await cancel(orderId, 'USER');
      // Whoever moved it — this call, the job, or a payment that landed first — it now says so.
      const after = await orderOf(orderId, userId);
      if (after.status !== 'CANCEL') throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
      if (before.status === 'CANCEL' || after.cancel_reason !== 'USER' || after.cancelled_at_ms === null) {
        throw refuse(ERROR_CODES.ORDER_CLOSED);
      }
      return { orderId: after.id, orderStatus: after.status, cancelTime: iso(after.cancelled_at_ms) };
    },

    /**
     * VALID → USED inside the caller's transaction, taking the order's lock first like every
     * voucher move; undefined when it was no longer VALID or is outside its window.
     */
    async redeemVoucher(
      tx: Executor,
      redeem: { voucher: VoucherRow; at: number; storeId: string | null; pointId: string | null },
    ): Promise<VoucherRow | undefined> {
      await orderStatements(tx).lock(redeem.voucher.order_id);
      const used = await voucherStatements(tx).redeem({
        voucherId: redeem.voucher.id,
        at: redeem.at,
        storeId: redeem.storeId,
        pointId: redeem.pointId,
      });
      if (used) {
        await outbox.publish(tx, 'voucher.redeemed', {
          voucherId: used.id,
          orderId: used.order_id,
          userId: Number(used.user_id),
          amount: used.amount,
        });
      }
      return used;
    },

    /**
     * The customer gives back vouchers of a paid order — every one named, or all that may go
     * back — in one transaction of orders' own: they move to REFUND under a new refund id, the
     * order to its new state, and `voucher.refunded` says what is owed, for payments to pay back.
     * A retry of the same request (at once or later) answers the same refund.
     * The caller records the refund itself at once; the event is for when it died first. 1004009 for
     * another customer's order; 1005001 when a voucher named is not this order's; 1005002 when
     * one named (or, unnamed, every one) can no longer go back: nothing moves then.
     */
    async giveBack(request: {
      orderId: string;
      userId: number;
      voucherIds: readonly string[] | null;
      reasonCode: RefundReasonCode;
      note: string | null;
      requestId: string;
    }): Promise<{ refund: VoucherRefunded; orderStatus: OrderLifecycleStatus }> {
      // Ownership never changes, so it is checked before the lock: a stranger locks nobody's order.
      await orderOf(request.orderId, request.userId);
      const at = now();
      const given = await db.transaction(async (tx) => {
        await orderStatements(tx).lock(request.orderId);
        const statements = voucherStatements(tx);
        const refundOf = (refundId: string, vouchers: readonly VoucherRow[]): VoucherRefunded => ({
          orderId: request.orderId,
          userId: request.userId,
          refundId,
          voucherIds: vouchers.map((v) => v.id),
          amount: sumOf(vouchers),
          reason: 'USER',
          reasonCode: request.reasonCode,
          note: request.note,
          requestId: request.requestId,
        });
        const earlier = await statements.ofRefundRequest(request.orderId, request.requestId);
        const earlierId = earlier[0]?.refund_id;
        if (earlierId) {
          const order = await orderOf(request.orderId, request.userId, tx);
          return { refund: refundOf(earlierId, earlier), orderStatus: order.status };
        }
        const named = request.voucherIds === null ? null : [...new Set(request.voucherIds)];
        if (named !== null) {
          const own = new Set((await statements.ofOrder(request.orderId)).map((v) => v.id));
          if (named.some((id) => !own.has(id))) throw refuse(ERROR_CODES.VOUCHER_NOT_FOUND);
        }
        const refundId = await statements.nextRefundId();
        const moved = await statements.takeForRefund({
          orderId: request.orderId,
          voucherIds: named,
          refundId,
          requestId: request.requestId,
          at,
        });
        if (moved.length === 0 || (named !== null && moved.length !== named.length)) {
          throw refuse(ERROR_CODES.VOUCHER_NOT_REFUNDABLE);
        }
        const refund = refundOf(refundId, moved);
        const orderStatus = await settleOrderStatus(tx, request.orderId, at);
        await outbox.publish(tx, 'voucher.refunded', refund);
        return { refund, orderStatus };
      });
      return given;
    },

    /**
     * The expiry job's pass: for each order with live vouchers past their end, one transaction
     * expires them (order lock first, then the order's new state) and gives back, under a new
     * refund id, the money of those `refundsOnExpiry` names (`voucher.refunded`, for payments to
     * pay back). Several processes may run it at once: the expiry is guarded, so an order's
     * vouchers expire, and are refunded, once. How many vouchers it expired.
     */
    async expireDueVouchers(): Promise<number> {
      let expired = 0;
      for (const orderId of await voucherStatements(db).ordersWithDueVouchers(now(), EXPIRE_BATCH)) {
        const at = now();
        const step = await db.transaction(async (tx) => {
          await orderStatements(tx).lock(orderId);
          const statements = voucherStatements(tx);
          const vouchers = await statements.expire(orderId, at);
          const first = vouchers[0];
          if (!first) return { count: 0, events: [] };
          await settleOrderStatus(tx, orderId, at);
          const userId = Number(first.user_id);
          const events = [
            await outbox.publish(tx, 'voucher.expired', {
              orderId,
              userId,
              voucherIds: vouchers.map((v) => v.id),
            }),
          ];
          const back = vouchers.filter(refundsOnExpiry);
          if (sumOf(back) > 0) {
            const refundId = await statements.nextRefundId();
            await statements.tagRefund(
              back.map((v) => v.id),
              refundId,
            );
            events.push(
              await outbox.publish(tx, 'voucher.refunded', {
                orderId,
                userId,
                refundId,
                voucherIds: back.map((v) => v.id),
                amount: sumOf(back),
                reason: 'EXPIRED',
                reasonCode: null,
                note: null,
                requestId: null,
              }),
            );
          }
          return { count: vouchers.length, events };
        });
        await outbox.deliverNow(step.events);
        expired += step.count;
      }
      return expired;
    },

    /** The job's pass over vouchers still waiting for a partner code (the pool was refilled); how many got one. */
    async deliverPendingCodes(): Promise<number> {
      const at = now();
      let delivered = 0;
      for (const orderId of await voucherStatements(db).ordersAwaitingCodes(at, EXPIRE_BATCH)) {
        delivered += await db.transaction(async (tx) => {
          await orderStatements(tx).lock(orderId);
          return voucherStatements(tx).deliverCodes(orderId, at);
        });
      }
      return delivered;
    },

    cancel,

    /** The auto-cancel job's pass: unpaid orders past their deadline; how many it cancelled. */
    async cancelOverdue(): Promise<number> {
      const due = await orderStatements(db).dueUnpaid(now(), CANCEL_BATCH);
      let cancelled = 0;
      for (const orderId of due) if (await cancel(orderId, 'TIMEOUT')) cancelled += 1;
      return cancelled;
    },
  };
}
