/**
 * Discovery paths as the server mounts them under `/api` (spec §7 "Home, markets and coupons",
 * "Other calls"). Those the spec does not spell are ours and listed in docs/api.md.
 * Kept free of schemas so the web bundle can import it cheaply.
 */
export const DISCOVERY_PATHS = {
  // Home list (spec §4 "Home list"): store aggregates by distance or region, then recommend.
  queryAllCategory: '/market/asset_aggregate_page/query_all_category',
  findByRegion: '/market/asset_aggregate_page/find_by_region',
  findByDistance: '/market/asset_aggregate_page/find_by_distance',
  findByRecommend: '/market/asset_aggregate_page/find_by_recommend',
  // Store lists (page size 15), store search (20), cuisine filter, store summaries.
  queryPoiList: '/homepage/query_poi_list',
  queryRecommendPoi: '/homepage/query_recommend_poi',
  searchByStore: '/homepage/search_by_store',
  /** Ours: the coupon tab of search (products whose name matches). */
  searchByProduct: '/homepage/search_by_product',
  filterSign: '/homepage/filter_sign',
  queryHomepageStoreInfo: '/homepage/query_homepage_store_info',
  // Home cards, malls, brands.
  pageCardList: '/local_life/home/page_card_list',
  allMallList: '/local_life/home/mall/all_mall_list',
  /** Ours: one mall's header (name, address, floors, cover, store count). */
  mallDetail: '/local_life/home/mall/detail',
  mallRecommendProductList: '/recommend/mall_recommend_product_list',
  brandPavilionInfo: '/brand_pavilion/query_brand_pavilion_info',
  brandAllStoreList: '/brand_pavilion/all_store_list',
  // Resource positions (popups and single banners).
  resourcePagePop: '/resource_pos/page/pop',
  singleResourcePos: '/resource_pos/page/single_resource_pos',
  // Flash sale and product-list pages.
  flashSalePageDetail: '/local_life/flash_sale/page_detail',
  productListPageDetail: '/local_life/product_list_page/page_detail',
  productListQuery: '/local_life/product_list_page/query_product_list',
  // Applicable-store searches (spec §7): by product, by coupon template, by merchant (ours).
  productApplicableStores: '/local_life/product/applicable_store_list',
  couponApplicableStores: '/market/coupon/applicable_store_list',
  merchantApplicableStores: '/market/merchant/applicable_store_list',
} as const;
export type DiscoveryPath = (typeof DISCOVERY_PATHS)[keyof typeof DISCOVERY_PATHS];

/**
 * The addresses that open the home tab (`/platform` forwards to `/`): their HTML fetches the
 * home's first banner ahead of the app's code.
 */
export const HOME_PAGE_PATHS = ['/', '/platform', '/platform/home', '/platform/home/home'] as const;

/** The flash deal page (`?pageId=`, else the current or next sale): its HTML fetches the sale's banner ahead. */
export const FLASH_DEAL_PAGE_PATH = '/platform/flashDeal';
/** A voucher's detail page (`?skuId=`): its HTML fetches the voucher's first picture ahead. */
export const VOUCHER_DETAIL_PAGE_PATH = '/platform/groupCouponDetail';
