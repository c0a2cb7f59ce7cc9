/**
 * What is near the customer (ours, listed in docs/api.md): the stores that deliver to their
 * position (the operational delivery page) and the best-selling dine-out vouchers around them
 * (the hot products page). Kept free of schemas so the web bundle can import it cheaply.
 */
export const NEARBY_PATHS = {
  /** Stores whose delivery channel reaches the position, nearest first. */
  deliveryStoreList: '/homepage/query_delivery_poi_list',
  /** On-sale dine-out vouchers usable near the position, most units sold first. */
  hotProductList: '/local_life/hot_product/list',
} as const;
export type NearbyPath = (typeof NEARBY_PATHS)[keyof typeof NEARBY_PATHS];

/** How many stores a page of the delivery list holds. */
export const DELIVERY_STORE_PAGE_SIZE = 15;
/** How many vouchers a page of the hot products list holds. */
export const HOT_PRODUCT_PAGE_SIZE = 20;
/** Hot vouchers count when one of their open stores is this close to the customer. */
export const HOT_PRODUCT_RADIUS_METERS = 10_000;
