import { ORDER_MAX_QUANTITY } from '@lahap/contract/constants';
import { paths } from '@/shared/config/paths';

/**
 * The queries of the buying screens (spec §2): group coupon detail
 * (`skuId&isFlashSale&detailId&pageId`) and confirm order
 * (`skuId&isFlashSale&pageId&quantity&redEnvelopeId`), read once into typed values.
 */

/** The contract's ids: decimal strings (`idSchema`). */
const ID = /^\d{1,19}$/;

/** A voucher as the buying screens name it. */
export interface ProductQuery {
  skuId: string;
  /** Priced in a flash sale, whose page is `pageId`. */
  isFlashSale: boolean;
  pageId?: string;
  /** The list entry the customer came from (a red envelope's products, a curated list). */
  detailId?: string;
  /** A red envelope chosen beforehand (from its products page), carried on to confirm order. */
  redEnvelopeId?: string;
}

export interface CheckoutQuery extends ProductQuery {
  /** 1..ORDER_MAX_QUANTITY. */
  quantity: number;
}

function flag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

function id(value: string | null): string | undefined {
  return value !== null && ID.test(value) ? value : undefined;
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A quantity the customer may ask for: a whole number within 1..ORDER_MAX_QUANTITY. */
export function clampQuantity(value: number, max: number = ORDER_MAX_QUANTITY): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, Math.min(max, ORDER_MAX_QUANTITY)));
}

/**
 * The voucher a detail or checkout address names, or null when it names none it can price: no
 * (or a malformed) `skuId`, or a flash sale without its page. The page then shows the page load
 * error (spec §5 "Group coupon detail without skuId").
 */
export function readProductQuery(params: URLSearchParams): ProductQuery | null {
  const skuId = id(params.get('skuId'));
  if (!skuId) return null;
  const isFlashSale = flag(params.get('isFlashSale'));
  const pageId = text(params.get('pageId'));
  if (isFlashSale && !pageId) return null;
  return {
    skuId,
    isFlashSale,
    pageId,
    detailId: id(params.get('detailId')),
    redEnvelopeId: id(params.get('redEnvelopeId')),
  };
}

/** Confirm order's query: the voucher, a quantity (1 when absent or odd) and an envelope. */
export function readCheckoutQuery(params: URLSearchParams): CheckoutQuery | null {
  const product = readProductQuery(params);
  if (!product) return null;
  const quantity = params.get('quantity');
  return { ...product, quantity: quantity === null ? 1 : clampQuantity(Number(quantity)) };
}

/** Where "Buy now" leads: confirm order for this voucher, in its flash sale and with its envelope. */
export function confirmOrderHref(product: ProductQuery, quantity?: number): string {
  return paths.confirmOrder.getHref({
    skuId: product.skuId,
    isFlashSale: product.isFlashSale || undefined,
    pageId: product.isFlashSale ? product.pageId : undefined,
    quantity,
    redEnvelopeId: product.redEnvelopeId,
  });
}

/** The voucher's detail page, as confirm order links back to it. */
export function productDetailHref(product: ProductQuery): string {
  return paths.groupCouponDetail.getHref({
    skuId: product.skuId,
    isFlashSale: product.isFlashSale || undefined,
    pageId: product.pageId,
    detailId: product.detailId,
    redEnvelopeId: product.redEnvelopeId,
  });
}

/** A key that changes when the address names another voucher (or another sale of it). */
export function productKey(product: ProductQuery): string {
  return [product.skuId, product.isFlashSale, product.pageId ?? '', product.detailId ?? ''].join('|');
}
