import { LOW_STOCK_MAX, LOW_STOCK_MIN } from '@lahap/contract/constants';
import type { ProductCard } from '@lahap/contract/discovery/schemas';

/** Why a product cannot be bought now, as its card's mask says; null when it can. */
export type ProductMask = 'soldOut' | 'limitReached' | 'notOnSale';

/** purchaseCode values of the contract: 1 sold out, 2 purchase limit reached, 3 not on sale. */
const MASK_BY_PURCHASE_CODE: Readonly<Record<number, ProductMask>> = {
  1: 'soldOut',
  2: 'limitReached',
  3: 'notOnSale',
};

export function productMask(product: Pick<ProductCard, 'isSoldOut' | 'purchaseCode'>): ProductMask | null {
  if (product.isSoldOut) return 'soldOut';
  return MASK_BY_PURCHASE_CODE[product.purchaseCode] ?? null;
}

interface Priced {
  salePrice: number;
  originalPrice: number;
  promotionInfo: { promotionActivitySalePrice: number; promotionDiscountRatio: number } | null;
}

/** Spec §5 "Price display": the promotion price wins when there is one. */
export function displayPrice(product: Priced): number {
  return product.promotionInfo?.promotionActivitySalePrice ?? product.salePrice;
}

/** The percent off the badge shows, matching {@link displayPrice}; 0 means no badge. */
export function displayDiscount(product: Priced & { discountRatio: number }): number {
  return product.promotionInfo?.promotionDiscountRatio ?? product.discountRatio;
}

/** The original price is struck through beside the price only when it is higher. */
export function struckPrice(product: Priced): number | null {
  return product.originalPrice > displayPrice(product) ? product.originalPrice : null;
}

/** Spec §5 "Stock": the low-stock badge shows only for 1–10 remaining. */
export function showsLowStock(remainingStock: number): boolean {
  return remainingStock >= LOW_STOCK_MIN && remainingStock <= LOW_STOCK_MAX;
}
