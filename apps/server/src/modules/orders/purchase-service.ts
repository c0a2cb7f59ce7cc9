import type { ProductDetailData, SettlementData, SubmitData } from '@lahap/contract/orders/purchase-schemas';
import {
  ORDER_MAX_QUANTITY,
  ORDER_PAY_MINUTES,
  QRIS_MAX_AMOUNT,
  SETTLEMENT_TTL_MS,
} from '@lahap/contract/constants';
import type { SettlementKind } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { Locale } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import { FLASH_SALE_TAG, type SaleProductRow, customerLimit, productCardOf } from '../catalog/index.js';
import { type OrderRow, orderStatements } from './order-repository.js';
import { priceOrder } from './pricing.js';
import { productRules } from './product-rules.js';
import { type FrozenSettlement, settlementKeyOf } from './settlement-token.js';
import type { OrdersDeps } from './orders-deps.js';
import { iso } from '../../lib/clock.js';

const MINUTE_MS = 60_000;
/** A flash-sale submit waits this long for a row another buyer holds before it answers "busy". */
const FLASH_LOCK_TIMEOUT = '1500ms';
const refuse = (code: string) => new DomainError(code);

/** Whether a database error is PostgreSQL's lock timeout (55P03), through the driver's wrapping. */
function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: string }).code === '55P03') return true;
  }
  return false;
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
 * Buying: the group coupon detail for this customer, settlement (the price, frozen in a token)
 * and submit (the order placed from that token, once, whatever the retries).
 */
export function createPurchaseService(deps: OrdersDeps) {
  const { db, catalog, coupons, now, settlements, gate, outbox } = deps;

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
  };
}
