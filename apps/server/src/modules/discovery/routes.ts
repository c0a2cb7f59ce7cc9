import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import {
  allMallListBodySchema,
  allMallListDataSchema,
  applicableStoreListDataSchema,
  brandAllStoreListBodySchema,
  brandAllStoreListDataSchema,
  brandPavilionInfoBodySchema,
  brandPavilionInfoDataSchema,
  couponApplicableStoresBodySchema,
  filterSignBodySchema,
  filterSignDataSchema,
  findByDistanceBodySchema,
  findByRecommendBodySchema,
  findByRegionBodySchema,
  flashSalePageDetailBodySchema,
  flashSalePageDetailDataSchema,
  homeListDataSchema,
  homepageStoreInfoBodySchema,
  homepageStoreInfoDataSchema,
  mallDetailBodySchema,
  mallDetailDataSchema,
  mallRecommendProductBodySchema,
  merchantApplicableStoresBodySchema,
  pageCardListBodySchema,
  pageCardListDataSchema,
  productApplicableStoresBodySchema,
  productListPageDetailBodySchema,
  productListPageDetailDataSchema,
  productListQueryBodySchema,
  productPageDataSchema,
  productSearchDataSchema,
  queryAllCategoryBodySchema,
  queryAllCategoryDataSchema,
  resourcePagePopBodySchema,
  resourcePagePopDataSchema,
  searchBodySchema,
  singleResourcePosBodySchema,
  singleResourcePosDataSchema,
  storeListBodySchema,
  storeListDataSchema,
} from '@lahap/contract/discovery/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { brandCardOf } from './catalog-service.js';

/**
 * Requests per minute per client address to the brand collection. Its own, stricter limit: the
 * brand page has a RATE_LIMIT state with a retry countdown (spec §4 "Brand page status").
 */
export const BRAND_PAVILION_RATE_LIMIT_MAX = 60;
const ONE_MINUTE_MS = 60_000;

export interface DiscoveryRoutesOptions {
  /** Overrides BRAND_PAVILION_RATE_LIMIT_MAX (tests make the 429 cheap to reach). */
  brandPavilionRateLimitMax?: number;
}

const TAGS = ['discovery'];

/**
 * Browsing calls (spec §7 "Home, markets and coupons"): home lists, store lists and search,
 * page cards, malls, brands, resource positions, flash sales, product lists, applicable stores.
 * Guests may call them all (auth optional); every one is a signed POST with the envelope.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryRoutesOptions> = async (app, options) => {
  const { lists: stores, browse: catalog } = app.discovery;

  app.post(
    DISCOVERY_PATHS.queryAllCategory,
    {
      schema: {
        tags: TAGS,
        summary:
          'market/asset_aggregate_page/query_all_category — cuisines with store counts, and regions (0 = all)',
        body: queryAllCategoryBodySchema,
        response: envelopeResponses(queryAllCategoryDataSchema),
      },
    },
    async () => ok(await catalog.allCategories()),
  );

  app.post(
    DISCOVERY_PATHS.filterSign,
    {
      schema: {
        tags: TAGS,
        summary: 'homepage/filter_sign — the search tabs’ cuisine filter',
        body: filterSignBodySchema,
        response: envelopeResponses(filterSignDataSchema),
      },
    },
    async () => ok(await catalog.filterSign()),
  );

  app.post(
    DISCOVERY_PATHS.findByDistance,
    {
      schema: {
        tags: TAGS,
        summary:
          'market/asset_aggregate_page/find_by_distance — store cards within `distance` km, nearest first',
        body: findByDistanceBodySchema,
        response: envelopeResponses(homeListDataSchema),
      },
    },
    async (request) => ok(await stores.findByDistance(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.findByRegion,
    {
      schema: {
        tags: TAGS,
        summary:
          'market/asset_aggregate_page/find_by_region — store cards of a region (0 = all), nearest first',
        body: findByRegionBodySchema,
        response: envelopeResponses(homeListDataSchema),
      },
    },
    async (request) => ok(await stores.findByRegion(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.findByRecommend,
    {
      schema: {
        tags: TAGS,
        summary:
          'market/asset_aggregate_page/find_by_recommend — the stores the origin list did not serve, best score first',
        body: findByRecommendBodySchema,
        response: envelopeResponses(homeListDataSchema),
      },
    },
    async (request) => ok(await stores.findByRecommend(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.queryPoiList,
    {
      schema: {
        tags: TAGS,
        summary: 'homepage/query_poi_list — store cards nearest first (optionally one mall or brand)',
        body: storeListBodySchema,
        response: envelopeResponses(storeListDataSchema),
      },
    },
    async (request) => ok(await stores.poiList(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.queryRecommendPoi,
    {
      schema: {
        tags: TAGS,
        summary: 'homepage/query_recommend_poi — recommended store cards (after a query_poi_list origin)',
        body: storeListBodySchema,
        response: envelopeResponses(storeListDataSchema),
      },
    },
    async (request) => ok(await stores.recommendPoi(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.searchByStore,
    {
      schema: {
        tags: TAGS,
        summary: 'homepage/search_by_store — stores by names, cuisines, brands and dishes (typo-tolerant)',
        body: searchBodySchema,
        response: envelopeResponses(storeListDataSchema),
      },
    },
    async (request) => ok(await stores.searchStores(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.searchByProduct,
    {
      schema: {
        tags: TAGS,
        summary: 'homepage/search_by_product (ours) — products by name, relevance then distance',
        body: searchBodySchema,
        response: envelopeResponses(productSearchDataSchema),
      },
    },
    async (request) => ok(await catalog.searchProducts(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.queryHomepageStoreInfo,
    {
      schema: {
        tags: TAGS,
        summary: 'homepage/query_homepage_store_info — store cards for the ids asked, in that order',
        body: homepageStoreInfoBodySchema,
        response: envelopeResponses(homepageStoreInfoDataSchema),
      },
    },
    async (request) => ok(await stores.storeInfo(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.pageCardList,
    {
      schema: {
        tags: TAGS,
        summary: 'local_life/home/page_card_list — banner, flash sale, brand pavilion and nearby-mall cards',
        body: pageCardListBodySchema,
        response: envelopeResponses(pageCardListDataSchema),
      },
    },
    async (request) => ok(await catalog.pageCards(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.allMallList,
    {
      schema: {
        tags: TAGS,
        summary: 'local_life/home/mall/all_mall_list — malls nearest first',
        body: allMallListBodySchema,
        response: envelopeResponses(allMallListDataSchema),
      },
    },
    async (request) => ok(await catalog.allMalls(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.mallDetail,
    {
      schema: {
        tags: TAGS,
        summary: 'local_life/home/mall/detail (ours) — one mall’s header; 1000404 when unknown',
        body: mallDetailBodySchema,
        response: envelopeResponses(mallDetailDataSchema),
      },
    },
    async (request) => ok(await catalog.mallDetail(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.mallRecommendProductList,
    {
      schema: {
        tags: TAGS,
        summary: 'recommend/mall_recommend_product_list — products usable at a mall, best discount first',
        body: mallRecommendProductBodySchema,
        response: envelopeResponses(productPageDataSchema),
      },
    },
    async (request) => ok(await catalog.mallProducts(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.brandPavilionInfo,
    {
      config: {
        rateLimit: {
          max:
            options.brandPavilionRateLimitMax ??
            Math.min(BRAND_PAVILION_RATE_LIMIT_MAX, app.config.rateLimitMax),
          timeWindow: ONE_MINUTE_MS,
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'brand_pavilion/query_brand_pavilion_info — pavilion brands by page (6), head banner; own rate limit',
        body: brandPavilionInfoBodySchema,
        response: envelopeResponses(brandPavilionInfoDataSchema),
      },
    },
    async (request) => ok(await catalog.brandPavilion(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.brandAllStoreList,
    {
      schema: {
        tags: TAGS,
        summary: 'brand_pavilion/all_store_list — a brand and its stores nearest first; 1000404 when unknown',
        body: brandAllStoreListBodySchema,
        response: envelopeResponses(brandAllStoreListDataSchema),
      },
    },
    async (request) => {
      const { brand, ...list } = await stores.brandStores(request.body);
      return ok({
        ...list,
        brand: { ...brandCardOf(brand), coverImageUrl: brand.cover_url, description: brand.description },
      });
    },
  );

  app.post(
    DISCOVERY_PATHS.resourcePagePop,
    {
      schema: {
        tags: TAGS,
        summary: 'resource_pos/page/pop — the popup of a page, or null',
        body: resourcePagePopBodySchema,
        response: envelopeResponses(resourcePagePopDataSchema),
      },
    },
    async (request) => ok(await catalog.resourcePop(request.body.pageCode)),
  );

  app.post(
    DISCOVERY_PATHS.singleResourcePos,
    {
      schema: {
        tags: TAGS,
        summary: 'resource_pos/page/single_resource_pos — one slot by position code, or null',
        body: singleResourcePosBodySchema,
        response: envelopeResponses(singleResourcePosDataSchema),
      },
    },
    async (request) => ok(await catalog.singleResource(request.body.positionCode)),
  );

  app.post(
    DISCOVERY_PATHS.flashSalePageDetail,
    {
      schema: {
        tags: TAGS,
        summary:
          'local_life/flash_sale/page_detail — a flash sale (or the current / next one) with paged items; null when none',
        body: flashSalePageDetailBodySchema,
        response: envelopeResponses(flashSalePageDetailDataSchema),
      },
    },
    async (request) => ok(await catalog.flashSaleDetail(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.productListPageDetail,
    {
      schema: {
        tags: TAGS,
        summary:
          'local_life/product_list_page/page_detail — a curated page and its lists; 1000404 when unknown',
        body: productListPageDetailBodySchema,
        response: envelopeResponses(productListPageDetailDataSchema),
      },
    },
    async (request) => ok(await catalog.productListPage(request.body.pageId)),
  );

  app.post(
    DISCOVERY_PATHS.productListQuery,
    {
      schema: {
        tags: TAGS,
        summary: 'local_life/product_list_page/query_product_list — a curated list’s products by page',
        body: productListQueryBodySchema,
        response: envelopeResponses(productPageDataSchema),
      },
    },
    async (request) => ok(await catalog.productList(request.body)),
  );

  app.post(
    DISCOVERY_PATHS.productApplicableStores,
    {
      schema: {
        tags: TAGS,
        summary: 'local_life/product/applicable_store_list — stores a product is usable at, nearest first',
        body: productApplicableStoresBodySchema,
        response: envelopeResponses(applicableStoreListDataSchema),
      },
    },
    async (request) => ok(await stores.applicableStores({ productId: request.body.productId }, request.body)),
  );

  app.post(
    DISCOVERY_PATHS.couponApplicableStores,
    {
      schema: {
        tags: TAGS,
        summary: 'market/coupon/applicable_store_list — stores a coupon template is usable at, nearest first',
        body: couponApplicableStoresBodySchema,
        response: envelopeResponses(applicableStoreListDataSchema),
      },
    },
    async (request) =>
      ok(await stores.applicableStores({ couponTemplateId: request.body.couponTemplateId }, request.body)),
  );

  app.post(
    DISCOVERY_PATHS.merchantApplicableStores,
    {
      schema: {
        tags: TAGS,
        summary: 'market/merchant/applicable_store_list (ours) — a merchant’s stores, nearest first',
        body: merchantApplicableStoresBodySchema,
        response: envelopeResponses(applicableStoreListDataSchema),
      },
    },
    async (request) =>
      ok(await stores.applicableStores({ merchantId: request.body.merchantId }, request.body)),
  );
};
