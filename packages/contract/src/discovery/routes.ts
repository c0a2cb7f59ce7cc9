import { route } from '../endpoint.js';
import { DISCOVERY_PATHS } from './paths.js';
import type * as S from './schemas.js';

/** The browsing calls of spec §7 "Home, markets and coupons": guest-callable signed POSTs with the envelope. */
export const DISCOVERY_ROUTES = {
  queryAllCategory: route<
    typeof S.queryAllCategoryBodySchema,
    undefined,
    typeof S.queryAllCategoryDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.queryAllCategory }),
  filterSign: route<typeof S.filterSignBodySchema, undefined, typeof S.filterSignDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.filterSign,
  }),
  findByDistance: route<typeof S.findByDistanceBodySchema, undefined, typeof S.homeListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.findByDistance,
  }),
  findByRegion: route<typeof S.findByRegionBodySchema, undefined, typeof S.homeListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.findByRegion,
  }),
  findByRecommend: route<typeof S.findByRecommendBodySchema, undefined, typeof S.homeListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.findByRecommend,
  }),
  queryPoiList: route<typeof S.storeListBodySchema, undefined, typeof S.storeListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.queryPoiList,
  }),
  queryRecommendPoi: route<typeof S.storeListBodySchema, undefined, typeof S.storeListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.queryRecommendPoi,
  }),
  searchByStore: route<typeof S.searchBodySchema, undefined, typeof S.storeListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.searchByStore,
  }),
  searchByProduct: route<typeof S.searchBodySchema, undefined, typeof S.productSearchDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.searchByProduct,
  }),
  queryHomepageStoreInfo: route<
    typeof S.homepageStoreInfoBodySchema,
    undefined,
    typeof S.homepageStoreInfoDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.queryHomepageStoreInfo }),
  pageCardList: route<typeof S.pageCardListBodySchema, undefined, typeof S.pageCardListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.pageCardList,
  }),
  allMallList: route<typeof S.allMallListBodySchema, undefined, typeof S.allMallListDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.allMallList,
  }),
  mallDetail: route<typeof S.mallDetailBodySchema, undefined, typeof S.mallDetailDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.mallDetail,
  }),
  mallRecommendProductList: route<
    typeof S.mallRecommendProductBodySchema,
    undefined,
    typeof S.productPageDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.mallRecommendProductList }),
  brandPavilionInfo: route<
    typeof S.brandPavilionInfoBodySchema,
    undefined,
    typeof S.brandPavilionInfoDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.brandPavilionInfo }),
  brandAllStoreList: route<
    typeof S.brandAllStoreListBodySchema,
    undefined,
    typeof S.brandAllStoreListDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.brandAllStoreList }),
  resourcePagePop: route<typeof S.resourcePagePopBodySchema, undefined, typeof S.resourcePagePopDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.resourcePagePop,
  }),
  singleResourcePos: route<
    typeof S.singleResourcePosBodySchema,
    undefined,
    typeof S.singleResourcePosDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.singleResourcePos }),
  flashSalePageDetail: route<
    typeof S.flashSalePageDetailBodySchema,
    undefined,
    typeof S.flashSalePageDetailDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.flashSalePageDetail }),
  productListPageDetail: route<
    typeof S.productListPageDetailBodySchema,
    undefined,
    typeof S.productListPageDetailDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.productListPageDetail }),
  productListQuery: route<typeof S.productListQueryBodySchema, undefined, typeof S.productPageDataSchema>({
    method: 'POST',
    path: DISCOVERY_PATHS.productListQuery,
  }),
  productApplicableStores: route<
    typeof S.productApplicableStoresBodySchema,
    undefined,
    typeof S.applicableStoreListDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.productApplicableStores }),
  couponApplicableStores: route<
    typeof S.couponApplicableStoresBodySchema,
    undefined,
    typeof S.applicableStoreListDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.couponApplicableStores }),
  merchantApplicableStores: route<
    typeof S.merchantApplicableStoresBodySchema,
    undefined,
    typeof S.applicableStoreListDataSchema
  >({ method: 'POST', path: DISCOVERY_PATHS.merchantApplicableStores }),
} as const;
