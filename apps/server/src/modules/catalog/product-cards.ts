import { DEFAULT_CP_TYPE } from '@lahap/contract/constants';
import type { ProductCard } from '@lahap/contract/discovery/schemas';
import type { LocalizedText } from '@lahap/contract/locale';
import { kmToOneDecimal } from '../../lib/geo.js';
import { discountPercent } from './store-cards.js';

/** The tag a flash-sale price carries, in every language. */
/** A product with the nearest open store it can be used at (and, for flash-sale items, the sale's terms). */
export interface ProductRow extends Record<string, unknown> {
  product_id: string;
  sku_id: string;
  product_type: 'CASH_COUPON' | 'GROUP_COUPON';
  name: LocalizedText;
  image_url: string;
  status: 'ON' | 'OFF';
  sale_price: number;
  original_price: number;
  promotion_price: number | null;
  promotion_tag: LocalizedText | null;
  total_stock: number;
  remaining_stock: number;
  sold_count: number;
  user_limit: number;
  store_id: string | null;
  store_name: LocalizedText | null;
  store_metres: number | null;
  /** Paging key of the list the product is in (sort, discount or relevance). */
  sort_key: number;
  total: number;
  flash_price?: number;
  flash_stock?: number;
  flash_sold?: number;
  flash_user_limit?: number;
  relevance?: number;
}

export const FLASH_SALE_TAG: LocalizedText = {
  'id-ID': 'Flash Sale',
  'en-US': 'Flash Sale',
  'zh-CN': '限时抢购',
};

/**
 * The most one customer may buy of a product: its own limit and, for a flash item, the flash
 * cap both hold (an order counts against each), so the lower one that is set; 0 = no limit.
 */
export function customerLimit(productLimit: number, flashLimit: number): number {
  const limits = [productLimit, flashLimit].filter((limit) => limit > 0);
  return limits.length > 0 ? Math.min(...limits) : 0;
}

/** purchaseCode values (contract: 0 purchasable, 1 sold out, 2 purchase limit reached, 3 not on sale). */
const PURCHASE = { ok: 0, soldOut: 1, notOnSale: 3 } as const;

/** Where the product lists it belongs to, when it sits in a flash sale or curated list. */
export interface ProductContext {
  flashSale?: { id: string; pageId: string; productListId: string; started: boolean };
  productListId?: string;
}

/** A product row as the product / asset card of spec §3. */
export function productCardOf(row: ProductRow, context: ProductContext = {}): ProductCard {
  const flash = context.flashSale && row.flash_price !== undefined ? context.flashSale : undefined;
  const totalStock = flash ? (row.flash_stock ?? 0) : row.total_stock;
  const soldCount = flash ? (row.flash_sold ?? 0) : Math.max(0, row.total_stock - row.remaining_stock);
  const remainingStock = flash ? Math.max(0, totalStock - soldCount) : row.remaining_stock;
  const promotedPrice = flash
    ? (row.flash_price ?? row.sale_price)
    : row.promotion_price !== null && row.promotion_price < row.sale_price
      ? row.promotion_price
      : null;
  const isSoldOut = remainingStock <= 0;
  const onSale = row.status === 'ON' && (!flash || flash.started);
  return {
    assetType: 'PRODUCT',
    productId: row.product_id,
    skuId: row.sku_id,
    productType: row.product_type,
    productName: row.name,
    imageUrl: row.image_url,
    logoUrl: row.image_url,
    status: row.status,
    isSoldOut,
    purchaseCode: !onSale ? PURCHASE.notOnSale : isSoldOut ? PURCHASE.soldOut : PURCHASE.ok,
    isFlashSale: flash !== undefined,
    remainingStock,
    totalStock,
    soldCount,
    percent: totalStock > 0 ? Math.min(100, Math.floor((soldCount * 100) / totalStock)) : 0,
    userLimit: customerLimit(row.user_limit, flash ? (row.flash_user_limit ?? 0) : 0),
    salePrice: row.sale_price,
    originalPrice: row.original_price,
    discountRatio: discountPercent(row.original_price, row.sale_price),
    priceInfo: {
      salePrice: row.sale_price,
      originalPrice: row.original_price,
      discountRatio: discountPercent(row.original_price, row.sale_price),
    },
    promotionInfo:
      promotedPrice === null
        ? null
        : {
            promotionActivitySalePrice: promotedPrice,
            promotionDiscountRatio: discountPercent(row.original_price, promotedPrice),
            activityType: flash ? 'FLASH_SALE' : 'COMMON',
            promotionActivityTagName: flash ? FLASH_SALE_TAG : (row.promotion_tag ?? {}),
          },
    storeInfo:
      row.store_id !== null
        ? {
            storeId: row.store_id,
            storeName: row.store_name ?? {},
            storeCpType: DEFAULT_CP_TYPE,
            storeDistance: row.store_metres === null ? null : kmToOneDecimal(row.store_metres),
          }
        : null,
    activityId: flash ? flash.id : null,
    pageId: flash ? flash.pageId : null,
    productListId: flash ? flash.productListId : (context.productListId ?? null),
  };
}
