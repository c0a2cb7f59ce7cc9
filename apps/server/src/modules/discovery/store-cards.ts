import { STORE_ITEMS_BEFORE_VIEW_MORE } from '@lahap/contract/constants';
import type { StoreCard } from '@lahap/contract/discovery/schemas';
import { isOpenAt } from './business-hours.js';
import { kmToOneDecimal, wholeMetres } from './geo.js';
import type { CardCouponRow, CardProductRow, StoreCardRow, StoreRepository } from './store-repository.js';

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

function groupByStore<Row extends { store_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const byStore = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byStore.get(row.store_id);
    if (list) list.push(row);
    else byStore.set(row.store_id, [row]);
  }
  return byStore;
}

/**
 * Store cards for a page of rows: two more queries for the whole page (products, coupons), run
 * side by side, never one per store.
 */
export async function buildStoreCards(
  repository: StoreRepository,
  rows: readonly StoreCardRow[],
  now: number,
  extra: (row: StoreCardRow) => Partial<StoreCard> = () => ({}),
): Promise<StoreCard[]> {
  const ids = rows.map((row) => row.id);
  const [products, coupons] = await Promise.all([
    repository.cardProducts(ids, STORE_ITEMS_BEFORE_VIEW_MORE),
    repository.cardCoupons(ids, now, STORE_ITEMS_BEFORE_VIEW_MORE),
  ]);
  const productsBy = groupByStore(products);
  const couponsBy = groupByStore(coupons);
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
    productList: (productsBy.get(row.id) ?? []).map(productOf),
    couponList: (couponsBy.get(row.id) ?? []).map(couponOf),
    ...extra(row),
  }));
}
