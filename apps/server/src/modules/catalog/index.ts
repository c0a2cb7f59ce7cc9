/**
 * The catalogue as data: what a store card and a product card are made of, in SQL and in the
 * answer, and when a store is open. Discovery's lists and the store page both build their cards
 * from here, so a card reads the same wherever it stands. The modules to come (coupons, orders,
 * payments) read the catalogue through this entry too.
 */
export { type HoursRow, isOpenAt, jakartaClock } from './business-hours.js';
export {
  type CardCouponRow,
  type CardProductRow,
  type DistanceRow,
  type StoreCardRow,
  type StoreFieldsRow,
  HOURS_OF_STORE,
  cardColumns,
  distanceColumns,
  fieldColumns,
  itemsAtOf,
} from './card-sql.js';
export {
  FLASH_SALE_TAG,
  type ProductContext,
  type ProductRow,
  customerLimit,
  productCardOf,
} from './product-cards.js';
export { buildStoreCards, discountPercent } from './store-cards.js';
export { type CatalogService, catalogModule } from './plugin.js';
export type { FlashTerms, SaleProductRow } from './product-sales.js';
export type { OrderProductRow } from './order-products.js';
export type { AcceptedItemRow, CounterStoreRow, PlaceRow } from './redemption-catalog.js';
