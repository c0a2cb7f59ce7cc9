import type { ProductDetailData, SettlementData, SubmitData } from '@lahap/contract/orders/purchase-schemas';
import type { OrderDetailData } from '@lahap/contract/payments/schemas';
import type {
  CancelOrderData,
  MyOrdersData,
  ThirdPartyCodesData,
  VoucherListData,
} from '@lahap/contract/orders/schemas';
import {
  ORDER_MAX_QUANTITY,
  ORDER_PAY_MINUTES,
  QRIS_MAX_AMOUNT,
  SETTLEMENT_TTL_MS,
} from '@lahap/contract/constants';
import type {
  MyOrdersFilter,
  OrderLifecycleStatus,
  RefundReasonCode,
  SettlementKind,
} from '@lahap/contract/enums';
import type { DomainEventPayload } from '@lahap/contract/events';
import { ERROR_CODES } from '@lahap/contract/errors';
import { canMoveOrder, orderStatusOfVouchers, voucherStatusAt } from '@lahap/contract/orders/lifecycle';
import type { Locale, LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { RedemptionKeys } from '../../plugins/redemption-keys.js';
import {
  FLASH_SALE_TAG,
  type CatalogService,
  type SaleProductRow,
  customerLimit,
  productCardOf,
} from '../catalog/index.js';
import type { CouponsService } from '../coupons/index.js';
import type { FlashGate } from './flash-gate.js';
import { type OrderListFilter, type OrderRow, orderStatements } from './order-repository.js';
import { priceOrder } from './pricing.js';
import {
  cardStatusOf,
  countsAt,
  isUnpaid,
  orderCardOf,
  placeKey,
  remainPayMinutes,
  voucherOf,
  windowOf,
} from './order-views.js';
import { productRules } from './product-rules.js';
import { type VoucherRow, refundableAt, refundsOnExpiry, voucherStatements } from './voucher-repository.js';
import { type FrozenSettlement, type SettlementCodec, settlementKeyOf } from './settlement-token.js';

const MINUTE_MS = 60_000;
/** How many overdue orders one auto-cancel pass closes at most. */
const CANCEL_BATCH = 100;
/** How many orders one expiry or code-delivery pass takes at most. */
const EXPIRE_BATCH = 100;
const DAY_MS = 86_400_000;
/** A flash-sale submit waits this long for a row another buyer holds before it answers "busy". */
const FLASH_LOCK_TIMEOUT = '1500ms';

const refuse = (code: string) => new DomainError(code);
const sumOf = (vouchers: readonly VoucherRow[]) => vouchers.reduce((sum, v) => sum + v.amount, 0);

/** What a refund owes, as `voucher.refunded` says it. */
export type VoucherRefunded = DomainEventPayload<'voucher.refunded'>;
const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
/** The largest id a bigint column holds: a longer decimal id names nothing. */
const MAX_ID = 9_223_372_036_854_775_807n;
const fitsId = (id: string) => BigInt(id) <= MAX_ID;

/** What my_orders' status asks for, as the repository filters. */
const LIST_FILTERS: Readonly<Record<MyOrdersFilter, OrderListFilter>> = {
  '': 'all',
  not_delivery: 'live',
  wait_pay: 'unpaid',
};

export interface OrdersDeps {
  db: Database;
  catalog: CatalogService;
  coupons: CouponsService;
  now: Clock;
  settlements: SettlementCodec;
  gate: FlashGate;
  /** The merchants' redemption keys: a voucher's code is derived from its merchant's. */
  redemptionKeys: RedemptionKeys;
  /** Where what happens to an order is said, in the transaction that makes it happen. */
  outbox: Outbox;
}

/** Whether a database error is PostgreSQL's lock timeout (55P03), through the driver's wrapping. */
function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: string }).code === '55P03') return true;
  }
  return false;
}

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

/** What a flash-sale item's window says at `at`. */
function flashWindow(row: SaleProductRow, at: number) {
  const flash = row.flash;
  if (!flash) return null;
  return {
    pageId: flash.page_id,
    startTime: iso(flash.starts_at_ms),
    endTime: iso(flash.ends_at_ms),
    started: at >= flash.starts_at_ms,
    running: at >= flash.starts_at_ms && at < flash.ends_at_ms,
  };
}

/**
 * The orders module's public service: the group coupon detail, settlement (pricing, frozen in a
 * token), submit (one transaction of guarded statements taking stock, limits, coupon and red
 * envelope), the order as placed, and the moves payments and jobs make (begin paying, complete,
 * cancel and release).
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, catalog, coupons, now, settlements, gate, redemptionKeys, outbox } = deps;

  async function saleProduct(
    skuId: string,
    options: { flashPageId?: string; lat?: number; lng?: number },
  ): Promise<SaleProductRow> {
    const row = await catalog.sales.product(skuId, options);
    if (!row) throw refuse(ERROR_CODES.PRODUCT_NOT_ON_SALE);
    // A FIXED_TIME product whose dates have passed would sell vouchers that never work.
    if (row.redeem_ends_ms !== null && row.redeem_ends_ms <= now())
      throw refuse(ERROR_CODES.PRODUCT_NOT_ON_SALE);
    if (options.flashPageId !== undefined && !row.flash) throw refuse(ERROR_CODES.FLASH_SALE_ENDED);
    return row;
  }

  /**
   * The units left to sell and the customer's remaining limit, as the product's terms say. A
   * flash item is held to its flash cap and to the product's own limit at once, as `place`
   * counts both: what is quoted can be bought.
   */
  async function availability(row: SaleProductRow, userId: number | undefined) {
    const flash = row.flash;
    const stockLeft = flash ? Math.max(0, flash.flash_stock - flash.flash_sold) : row.remaining_stock;
    const boughtUnder = (flashSaleId: string | null) =>
      userId === undefined ? 0 : catalog.sales.bought(row.product_id, userId, flashSaleId);
    // The product's own count is read for a flash item only when its own limit may bind.
    const [productBought, flashBought] = await Promise.all([
      !flash || row.user_limit > 0 ? boughtUnder(null) : 0,
      flash ? boughtUnder(flash.flash_sale_id) : 0,
    ]);
    const left = [
      ...(row.user_limit > 0 ? [row.user_limit - productBought] : []),
      ...(flash && flash.flash_user_limit > 0 ? [flash.flash_user_limit - flashBought] : []),
    ];
    const remainingLimit = left.length > 0 ? Math.max(0, Math.min(...left)) : null;
    return { stockLeft, bought: flash ? flashBought : productBought, remainingLimit };
  }

  /** The customer's order, read with `tx` (inside a transaction: PGlite has one connection); 1004009 otherwise. */
  async function orderOf(orderId: string, userId: number, tx: Executor = db): Promise<OrderRow> {
    const row = fitsId(orderId) ? await orderStatements(tx).order(orderId) : undefined;
    if (!row || row.user_id !== String(userId)) throw refuse(ERROR_CODES.ORDER_NOT_FOUND);
    return row;
  }

  /** The names of the places an order's vouchers were redeemed at (`placeKey`). */
  async function placesOf(vouchers: readonly VoucherRow[]): Promise<Map<string, LocalizedText>> {
    const pointIds = vouchers.flatMap((v) => (v.used_point_id === null ? [] : [v.used_point_id]));
    const storeIds = vouchers.flatMap((v) =>
      v.used_point_id === null && v.used_store_id !== null ? [v.used_store_id] : [],
    );
    const stores = storeIds.length > 0 ? await catalog.redemption.storeNames(storeIds) : new Map();
    const points = await voucherStatements(db).pointNames(pointIds);
    return new Map<string, LocalizedText>([
      ...[...stores].map(([id, name]): [string, LocalizedText] => [placeKey('store', id), name]),
      ...[...points].map(([id, name]): [string, LocalizedText] => [placeKey('point', id), name]),
    ]);
  }

  const submitAnswer = (row: OrderRow): SubmitData => ({
    orderId: row.id,
    payableAmount: row.payable_amount,
    payDeadline: iso(row.pay_deadline_ms),
  });

  /** The guarded statements of a submit; a refusal anywhere rolls back everything before it. */
  async function place(
    tx: Executor,
    frozen: FrozenSettlement,
    settlementKey: string,
    product: SaleProductRow,
  ) {
    const at = now();
    const statements = orderStatements(tx);
    const orderId = await statements.insertOrder({
      userId: frozen.userId,
      settlementKey,
      settlementType: frozen.settlementType,
      merchantId: frozen.merchantId,
      originalAmount: frozen.originalAmount,
      payableAmount: frozen.payableAmount,
      discounts: frozen.discounts,
      couponId: frozen.couponId,
      redEnvelopeId: frozen.redEnvelopeId,
      payDeadline: at + ORDER_PAY_MINUTES * MINUTE_MS,
      createdAt: at,
    });
    if (orderId === undefined) return undefined;

    const n = frozen.quantity;
    if (frozen.flashSaleId !== null) {
      const took = await catalog.sales.takeFlashStock(tx, {
        flashSaleId: frozen.flashSaleId,
        productId: frozen.productId,
        n,
        at: iso(at),
      });
      if (!took) {
        const running = flashWindow(product, at)?.running ?? false;
        throw refuse(running ? ERROR_CODES.PRODUCT_SOLD_OUT : ERROR_CODES.FLASH_SALE_ENDED);
      }
      const cap = product.flash?.flash_user_limit ?? 0;
      if (
        cap > 0 &&
        !(await statements.countFlashPurchase(frozen.flashSaleId, frozen.productId, frozen.userId, n, cap))
      ) {
        throw refuse(ERROR_CODES.PURCHASE_LIMIT_REACHED);
      }
    } else if (!(await catalog.sales.takeStock(tx, frozen.productId, n))) {
      throw refuse(product.status === 'ON' ? ERROR_CODES.PRODUCT_SOLD_OUT : ERROR_CODES.PRODUCT_NOT_ON_SALE);
    }
    if (
      product.user_limit > 0 &&
      !(await statements.countPurchase(frozen.productId, frozen.userId, n, product.user_limit))
    ) {
      throw refuse(ERROR_CODES.PURCHASE_LIMIT_REACHED);
    }
    const holds = [
      { couponId: frozen.couponId, kind: 'SAAS' as const, code: ERROR_CODES.ORDER_COUPON_UNUSABLE },
      {
        couponId: frozen.redEnvelopeId,
        kind: 'LOCAL_LIFE' as const,
        code: ERROR_CODES.ORDER_RED_ENVELOPE_UNUSABLE,
      },
    ];
    for (const hold of holds) {
      if (hold.couponId === null) continue;
      const held = await coupons.holdForOrder(tx, {
        couponId: hold.couponId,
        userId: frozen.userId,
        orderId,
        kind: hold.kind,
        now: at,
      });
      if (!held) throw refuse(hold.code);
    }
    await statements.insertLine(orderId, {
      productId: frozen.productId,
      skuId: frozen.skuId,
      flashSaleId: frozen.flashSaleId,
      quantity: n,
      originalUnitPrice: frozen.originalUnitPrice,
      unitPrice: frozen.unitPrice,
      productName: product.name,
      imageUrl: product.image_url,
      validDays: product.valid_days,
      redeemStartsAt: product.redeem_starts_ms,
      redeemEndsAt: product.redeem_ends_ms,
      codeType: product.code_type,
    });
    await outbox.publish(tx, 'order.placed', {
      orderId,
      userId: frozen.userId,
      merchantId: frozen.merchantId,
      productId: frozen.productId,
      quantity: n,
      payableAmount: frozen.payableAmount,
    });
    return orderId;
  }

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

  // Payments tells orders about money; orders never asks payments (docs/architecture.md).
  outbox.subscribe('payment.opened', 'orders.await-payment', async (event, tx) => {
    await orderStatements(tx).move(event.payload.orderId, ['INIT'], 'SUBMIT', event.occurredAt);
  });
  outbox.subscribe('payment.succeeded', 'orders.complete-paid', async (event, tx) => {
    await completePaid(tx, event.payload.orderId, event.occurredAt);
  });

  return {
    /** Group coupon detail: the card for this customer, pictures, rules, limits and the flash window. */
    async productDetail(
      query: { skuId: string; pageId?: string; lat?: number; lng?: number },
      flash: boolean,
      userId: number | undefined,
      locale: Locale,
    ): Promise<ProductDetailData> {
      const at = now();
      const row = await saleProduct(query.skuId, {
        flashPageId: flash ? query.pageId : undefined,
        lat: query.lat,
        lng: query.lng,
      });
      const window = flashWindow(row, at);
      const { bought, remainingLimit } = await availability(row, userId);
      const card = productCardOf(
        { ...row, ...(row.flash ?? {}) },
        row.flash && window
          ? {
              flashSale: {
                id: row.flash.flash_sale_id,
                pageId: row.flash.page_id,
                productListId: row.flash.product_list_id,
                started: window.running,
              },
            }
          : {},
      );
      const product = card.purchaseCode === 0 && remainingLimit === 0 ? { ...card, purchaseCode: 2 } : card;
      return {
        product,
        images: [...new Set([row.image_url, ...row.store_photos])],
        description: row.description,
        rules: productRules(
          {
            validDays: row.valid_days,
            fixedWindow:
              row.redeem_starts_ms !== null && row.redeem_ends_ms !== null
                ? { start: row.redeem_starts_ms, end: row.redeem_ends_ms }
                : null,
            userLimit: customerLimit(row.user_limit, row.flash?.flash_user_limit ?? 0),
            storeCount: row.store_count,
            flashSale: row.flash !== null,
          },
          locale,
        ),
        validDays: row.valid_days,
        remainingLimit,
        boughtCount: bought,
        storeCount: row.store_count,
        merchantId: row.merchant_id,
        flashSale: window && {
          pageId: window.pageId,
          startTime: window.startTime,
          endTime: window.endTime,
          started: window.started,
        },
      };
    },

    /**
     * Prices an order for the customer and freezes the result in a token for SETTLEMENT_TTL_MS.
     * A quantity above what may be bought is lowered to it; none at all is refused.
     */
    async settle(
      body: {
        skuId: string;
        quantity: number;
        settlementType: SettlementKind;
        couponId?: string;
        redEnvelopeId?: string;
        pageId?: string;
      },
      userId: number,
      flash: boolean,
    ): Promise<SettlementData> {
      if (flash !== (body.settlementType === 'FLASH_SALE') || (flash && body.pageId === undefined)) {
        throw refuse(ERROR_CODES.PARAMETER_ERROR);
      }
      const at = now();
      const row = await saleProduct(body.skuId, { flashPageId: flash ? body.pageId : undefined });
      const window = flashWindow(row, at);
      if (row.status !== 'ON') throw refuse(ERROR_CODES.PRODUCT_NOT_ON_SALE);
      if (flash && !window?.running) throw refuse(ERROR_CODES.FLASH_SALE_ENDED);
      const { stockLeft, remainingLimit } = await availability(row, userId);
      if (stockLeft === 0) throw refuse(ERROR_CODES.PRODUCT_SOLD_OUT);
      if (remainingLimit === 0) throw refuse(ERROR_CODES.PURCHASE_LIMIT_REACHED);
      const maxQuantity = Math.min(ORDER_MAX_QUANTITY, stockLeft, remainingLimit ?? ORDER_MAX_QUANTITY);
      const quantity = Math.min(body.quantity, maxQuantity);

      const offers = await coupons.forProduct({
        userId,
        merchantId: row.merchant_id,
        productId: row.product_id,
      });
      const priced = priceOrder({
        originalPrice: row.original_price,
        salePrice: row.sale_price,
        promotionPrice: row.promotion_price,
        promotionTag: row.promotion_tag,
        flashPrice: flash ? (row.flash?.flash_price ?? null) : null,
        flashTag: FLASH_SALE_TAG,
        quantity,
        storeCoupons: offers.filter((coupon) => coupon.business === 'SAAS'),
        redEnvelopes: offers.filter((coupon) => coupon.business === 'LOCAL_LIFE'),
        couponChoice: body.couponId,
        envelopeChoice: body.redEnvelopeId,
      });
      const expiresAt = at + SETTLEMENT_TTL_MS;
      const settlementToken = settlements.encode({
        userId,
        settlementType: body.settlementType,
        productId: row.product_id,
        skuId: row.sku_id,
        merchantId: row.merchant_id,
        flashSaleId: flash ? (row.flash?.flash_sale_id ?? null) : null,
        flashPageId: flash ? (row.flash?.page_id ?? null) : null,
        quantity,
        originalUnitPrice: priced.originalUnitPrice,
        unitPrice: priced.unitPrice,
        originalAmount: priced.originalAmount,
        discounts: priced.discounts,
        payableAmount: priced.payableAmount,
        couponId: priced.couponId,
        redEnvelopeId: priced.redEnvelopeId,
        expiresAt,
      });
      return {
        settlementToken,
        expiresAt: iso(expiresAt),
        settlementType: body.settlementType,
        product: {
          productId: row.product_id,
          skuId: row.sku_id,
          productName: row.name,
          imageUrl: row.image_url,
          validDays: row.valid_days,
        },
        quantity,
        maxQuantity,
        remainingLimit,
        ...priced,
        qrisAllowed: priced.payableAmount <= QRIS_MAX_AMOUNT,
        flashSale:
          flash && window
            ? {
                pageId: window.pageId,
                startTime: window.startTime,
                endTime: window.endTime,
                started: window.started,
              }
            : null,
      };
    },

    /**
     * Places the order a settlement token froze. The same token again — a double tap, a retry
     * after a lost answer — answers the same order; a refusal writes nothing.
     */
    async submit(token: string, userId: number): Promise<SubmitData> {
      const frozen = settlements.decode(token, userId, now());
      const settlementKey = settlementKeyOf(token);
      const statements = orderStatements(db);
      let read: SaleProductRow | undefined;
      const readProduct = async () =>
        (read ??= await saleProduct(frozen.skuId, { flashPageId: frozen.flashPageId ?? undefined }));
      const flashKey =
        frozen.flashSaleId === null ? null : { flashSaleId: frozen.flashSaleId, productId: frozen.productId };
      // The flash gate comes first, so a loser of a storm costs a token check and the gate, and
      // the product is read only to seed the gate or to place the order.
      if (flashKey) {
        const admitted = await gate.admit(flashKey, frozen.quantity, async () => {
          const terms = (await readProduct()).flash;
          return terms ? Math.max(0, terms.flash_stock - terms.flash_sold) : 0;
        });
        if (!admitted) {
          // A repeat of a token that won still answers its order.
          const earlier = await statements.orderByKey(settlementKey);
          if (earlier) return submitAnswer(earlier);
          throw refuse(ERROR_CODES.PRODUCT_SOLD_OUT);
        }
      }
      const earlier = await statements.orderByKey(settlementKey);
      if (earlier) {
        if (flashKey) await gate.giveBack(flashKey, frozen.quantity);
        return submitAnswer(earlier);
      }
      const product = await readProduct();
      try {
        const orderId = await db.transaction(async (tx) => {
          // Losers of a storm answer "busy" instead of queueing behind the winners' row locks.
          if (flashKey) await tx.execute(sql.raw(`set local lock_timeout = '${FLASH_LOCK_TIMEOUT}'`));
          return place(tx, frozen, settlementKey, product);
        });
        // No id: a concurrent submit of the same token placed it first.
        const row =
          orderId === undefined
            ? await statements.orderByKey(settlementKey)
            : await statements.order(orderId);
        if (!row) throw refuse(ERROR_CODES.SETTLEMENT_EXPIRED);
        return submitAnswer(row);
      } catch (error) {
        if (flashKey) await gate.giveBack(flashKey, frozen.quantity);
        if (isLockTimeout(error)) throw refuse(ERROR_CODES.FLASH_SALE_BUSY);
        throw error;
      }
    },

    /**
     * One order of the customer's: as placed, its vouchers in brief and what may go back now
     * (its payment and money history are the payments module's, added by the caller).
     */
    async order(orderId: string, userId: number): Promise<Omit<OrderDetailData, 'payment' | 'history'>> {
      const row = await orderOf(orderId, userId);
      const at = now();
      const [vouchers, products] = await Promise.all([
        voucherStatements(db).ofOrder(orderId),
        catalog.orderProducts.products([row.product_id]),
      ]);
      const product = products.get(row.product_id);
      const brief = vouchers.map((v) => ({
        status: v.status,
        start: v.effective_start_ms,
        end: v.effective_end_ms,
      }));
      const counts = countsAt(brief, at);
      const window = windowOf(brief);
      const cardStatus = cardStatusOf(row, counts, window?.start ?? null, at);
      return {
        orderId: row.id,
        status: row.status,
        settlementType: row.settlement_type,
        product: {
          productId: row.product_id,
          skuId: row.sku_id,
          productName: row.product_name,
          imageUrl: row.image_url,
          validDays: row.valid_days,
        },
        storeName: product?.store_name ?? null,
        storeCount: product?.store_count ?? 0,
        quantity: row.quantity,
        originalUnitPrice: row.original_unit_price,
        unitPrice: row.unit_price,
        originalAmount: row.original_amount,
        discounts: row.discounts,
        payableAmount: row.payable_amount,
        createdTime: iso(row.created_at_ms),
        payDeadline: iso(row.pay_deadline_ms),
        remainPayMinutes: remainPayMinutes(row, cardStatus, at),
        paidTime: isoOrNull(row.paid_at_ms),
        cancelTime: isoOrNull(row.cancelled_at_ms),
        cancelReason: row.cancel_reason,
        cardStatus,
        storeId: product?.store_id ?? null,
        thirdCodeType: row.code_type,
        redeemTimeType: row.redeem_starts_ms === null ? 'RELATIVE_TIME' : 'FIXED_TIME',
        effectiveStartTime: window ? iso(window.start) : null,
        effectiveEndTime: window ? iso(window.end) : null,
        voucherCounts: counts,
        refundableAmount: vouchers.filter((v) => refundableAt(v, at)).reduce((sum, v) => sum + v.amount, 0),
      };
    },

    /** The orders tab (spec §7 `my_orders`): a page of the customer's order cards, newest first. */
    async myOrders(
      query: { pageNo: number; pageSize: number; status: MyOrdersFilter },
      userId: number,
    ): Promise<MyOrdersData> {
      const at = now();
      // One row more than the page says whether another page follows.
      const rows = await orderStatements(db).page(userId, LIST_FILTERS[query.status], at, {
        limit: query.pageSize + 1,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const page = rows.slice(0, query.pageSize);
      const products = await catalog.orderProducts.products(page.map((row) => row.product_id));
      return {
        orderList: page.map((row) => orderCardOf(row, products.get(row.product_id), at)),
        pageInfoVO: { hasMore: rows.length > query.pageSize },
      };
    },

    /** An order's vouchers with the code a counter accepts now (spec §7 `voucher_list`); 1004009 when not theirs. */
    async voucherList(orderId: string, userId: number): Promise<VoucherListData> {
      await orderOf(orderId, userId);
      const at = now();
      const vouchers = await voucherStatements(db).ofOrder(orderId);
      const places = await placesOf(vouchers);
      return {
        voucherList: vouchers.map((v) => voucherOf(v, at, redemptionKeys.of, places)),
        serverTime: iso(at),
      };
    },

    /** The partner codes of an order's vouchers (CODE, CODE_LINK); 1004009 when not theirs. */
    async thirdPartyCodes(orderId: string, userId: number): Promise<ThirdPartyCodesData> {
      const order = await orderOf(orderId, userId);
      const at = now();
      const vouchers = await voucherStatements(db).ofOrder(orderId);
      return {
        orderId: order.id,
        thirdCodeType: order.code_type,
        productName: order.product_name,
        logoUrl: order.image_url,
        codeList: vouchers.map((v) => ({
          voucherId: v.id,
          unitNo: v.unit_no,
          status: voucherStatusAt({ status: v.status, effectiveEnd: v.effective_end_ms }, at),
          code: v.third_code,
          link: v.third_link,
          effectiveEndTime: iso(v.effective_end_ms),
        })),
      };
    },

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

    /** The customer's order, for the cashier and the payment calls; 1004009 when it is not theirs. */
    orderOf,

    /** The customer's order's vouchers; 1004009 when the order is not theirs. */
    async vouchersOf(orderId: string, userId: number): Promise<{ order: OrderRow; vouchers: VoucherRow[] }> {
      const order = await orderOf(orderId, userId);
      return { order, vouchers: await voucherStatements(db).ofOrder(orderId) };
    },

    /** One voucher, whoever's (the counter reads it by its code; callers check ownership). */
    voucher: (voucherId: string) => voucherStatements(db).byId(voucherId),

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
     * A retry of the same request (at once or later) answers the same refund, with no event id.
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
    }): Promise<{ refund: VoucherRefunded; orderStatus: OrderLifecycleStatus; eventId: string | null }> {
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
          return { refund: refundOf(earlierId, earlier), orderStatus: order.status, eventId: null };
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
        return { refund, orderStatus, eventId: await outbox.publish(tx, 'voucher.refunded', refund) };
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

    /**
     * What a customer still holds, for account deletion: unpaid orders block it (one may still
     * be paid), vouchers still to use are forfeited.
     */
    async accountAssets(userId: number) {
      const unpaid = await orderStatements(db).unpaidCountOf(userId);
      const live = await voucherStatements(db).liveCountOf(userId, now());
      return { blockers: { UNFINISHED_ORDER: unpaid }, forfeits: { VOUCHER: live } };
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
export type OrdersService = ReturnType<typeof createOrdersService>;
