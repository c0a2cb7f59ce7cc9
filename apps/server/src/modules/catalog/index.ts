/**
 * The catalogue as data: what a store card and a product card are made of, in SQL and in the
 * answer, and when a store is open. Discovery's lists and the store page both build their cards
 * from here, so a card reads the same wherever it stands. The modules to come (coupons, orders,
 * payments) read the catalogue through this entry too.
 */
import type { ServerModule } from '../module.js';
import { catalogPlugin } from './plugin.js';

export { type HoursRow, isOpenAt, jakartaClock } from './business-hours.js';
export {
  type CardCouponRow,
  type CardProductRow,
  type DistanceRow,
  type StoreCardRow,
  type StoreFieldsRow,
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
export type { CatalogService } from './plugin.js';
export type { FlashTerms, SaleProductRow } from './product-sales.js';
export type { OrderProductRow } from './order-products.js';
export type { AcceptedItemRow, CounterStoreRow, PlaceRow } from './redemption-catalog.js';
export type { ChannelQrRow, FoodChannelRow, MenuDishRow, OrderingStoreRow } from './menu-catalog.js';

/** The catalogue module: a service other modules read, with no calls of its own. */
export const catalogModule: ServerModule = {
  name: 'catalog',
  service: (app) => app.register(catalogPlugin),
};
