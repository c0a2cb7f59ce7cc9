import type { StoreCard } from '@lahap/contract/discovery/schemas';
import { isOpenAt } from './business-hours.js';
import { kmToOneDecimal, wholeMetres } from '../../lib/geo.js';
import type { CardCouponRow, CardProductRow, StoreCardRow } from './card-sql.js';

/** Percent off, 0–100, whole. */
export function discountPercent(originalPrice: number, price: number): number {
  if (originalPrice <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((originalPrice - price) * 100) / originalPrice)));
}

function productOf(row: CardProductRow): StoreCard['productList'][number] {
  const promoted = row.promotion_price !== null && row.promotion_price < row.sale_price;
  const price = promoted ? (row.promotion_price ?? row.sale_price) : row.sale_price;
  return {
    productId: row.product_id,
    skuId: row.sku_id,
    productName: row.name,
    imageUrl: row.image_url,
    salePrice: row.sale_price,
    originalPrice: row.original_price,
    discountRate: discountPercent(row.original_price, price),
    promotionInfo: promoted
      ? {
          promotionActivitySalePrice: price,
          promotionDiscountRatio: discountPercent(row.original_price, price),
          activityType: 'COMMON',
          promotionActivityTagName: row.promotion_tag ?? {},
        }
      : null,
    remainingStock: row.remaining_stock,
    isSoldOut: row.remaining_stock <= 0,
  };
}

function couponOf(row: CardCouponRow): StoreCard['couponList'][number] {
  return {
    couponBatchId: row.batch_id,
    couponTemplateId: row.template_id,
    couponName: row.name,
    discountAmount: row.discount_amount,
    minimumSpend: row.minimum_spend,
  };
}

/** Store cards for a page of rows, which carry their products and coupons (see `cardColumns`). */
export function buildStoreCards<Row extends StoreCardRow>(
  rows: readonly Row[],
  now: number,
  extra: (row: Row) => Partial<StoreCard> = () => ({}),
): StoreCard[] {
  return rows.map((row) => ({
    storeId: row.id,
    poiId: row.poi_id,
    merchantId: row.merchant_id,
    storeType: row.store_type,
    storeName: row.name,
    storeLogo: row.logo_url,
    coverImageUrl: row.background_url,
    businessCategoryName: row.category_name ?? {},
    halalRestaurant: row.halal ? '1' : '0',
    pricePerCapita: row.price_per_capita,
    tagList: row.tag_list,
    mallName: row.mall_name,
    distance: wholeMetres(row.metres),
    storeDistance: kmToOneDecimal(row.metres),
    isOpen: isOpenAt(row.hours, now),
    productList: (row.products ?? []).map(productOf),
    couponList: (row.coupons ?? []).map(couponOf),
    ...extra(row),
  }));
}
