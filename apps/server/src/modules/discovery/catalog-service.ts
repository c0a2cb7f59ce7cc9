import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  AllMallListData,
  BrandCard,
  BrandPavilionInfoData,
  Category,
  FlashSalePageDetailData,
  MallDetailData,
  MallSummary,
  PageCard,
  ProductPageData,
  ProductSearchData,
  QueryAllCategoryData,
  ResourcePos,
} from '@lahap/contract/discovery/schemas';
import { sanitizeSearchText } from '@lahap/contract/discovery/search-text';
import type { PageCardId } from '@lahap/contract/enums';
import { type Locale, type LocalizedText, pickText } from '@lahap/contract/locale';
import { imageSrc } from '@lahap/contract/media/image-src';
import { DomainError } from '../../lib/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import type {
  BrandRow,
  CatalogRepository,
  CategoryRow,
  FlashSaleRow,
  ImageSlotRow,
  MallRow,
} from './catalog-repository.js';
import { type Position, kmToOneDecimal, positionOf, wholeMetres } from '../../lib/geo.js';
import { type ProductContext, type ProductRow, productCardOf } from '../catalog/index.js';
import { type ListKind, type ListState, type QueryTokens, freshState } from './query-token.js';
import { ALGORITHMS, SEARCH_CANDIDATE_CAP, SEARCH_SIMILARITY_THRESHOLD } from './store-list-service.js';
import { productPageIds } from './product-search-window.js';
import type { ProductCandidateRow } from './catalog-repository.js';
import { createSearchCache } from './search-cache.js';

/** The pavilion card shows this many brands, then "more". */
export const BRAND_CARD_SIZE = 8;
/** The nearby-mall card shows this many malls. */
export const MALL_CARD_SIZE = 6;
/** The flash-sale card shows this many items; the flash deal page pages through the rest. */
export const FLASH_SALE_CARD_ITEMS = 6;
/** The resource position the brand collection's head banner comes from (the seed writes it). */
export const BRAND_PAVILION_HEAD_BANNER = 'BRAND_PAVILION_HEAD_BANNER';

const ALL_REGIONS: LocalizedText = { 'id-ID': 'Semua', 'en-US': 'All', 'zh-CN': '全部' };
const BRAND_CARD_TITLE: LocalizedText = {
  'id-ID': 'Brand Pilihan',
  'en-US': 'Top Brands',
  'zh-CN': '精选品牌',
};
const MALL_CARD_TITLE: LocalizedText = {
  'id-ID': 'Mal Terdekat',
  'en-US': 'Nearby Malls',
  'zh-CN': '附近商场',
};

const categoryOf = (row: CategoryRow): Category => ({
  categoryId: row.id,
  categoryName: row.name,
  iconUrl: row.icon_url,
  storeCount: row.store_count,
});

const mallOf = (row: MallRow): MallSummary => ({
  mallId: row.id,
  mallName: row.name,
  logoUrl: row.logo_url,
  coverImageUrl: row.cover_url,
  address: row.address,
  distance: wholeMetres(row.metres),
  storeDistance: kmToOneDecimal(row.metres),
  storeCount: row.store_count,
});

/** Where a brand card leads: the brand page. */
export const brandPageUrl = (brandId: string): string => `/platform/brandsHomepage?brandId=${brandId}`;

export const brandCardOf = (row: BrandRow): BrandCard => ({
  brandId: row.id,
  logo: row.logo_url,
  name: row.name,
  subTitle: row.subtitle,
  url: brandPageUrl(row.id),
});

const resourceOf = (row: ImageSlotRow): ResourcePos => ({
  resourceId: row.id,
  imageUrlMap: row.image_url_map,
  jumpUrlMap: row.jump_url_map,
  title: row.title ?? {},
});

export function createCatalogService(deps: {
  catalog: CatalogRepository;
  tokens: QueryTokens;
  now: Clock;
  /** The stores the stores tab finds for the words, with their relevance (kept in memory by store search). */
  matchingStores: (text: string) => Promise<readonly { id: string; relevance: number }[]>;
  /** Overrides SEARCH_CACHE_TTL_MS. */
  searchCacheTtlMs?: number;
}) {
  const { catalog, tokens, now } = deps;
  const searchCache = createSearchCache<ProductCandidateRow[]>({
    now,
    sizeOf: (candidates) => candidates.length,
    ttlMs: deps.searchCacheTtlMs,
  });

  /** An offset-paged list's state: the token's, or a fresh one from pageNo. */
  function offsetState(
    kind: ListKind,
    queryId: string | undefined,
    position: Position,
    pageNo: number,
    pageSize: number,
    params: Record<string, unknown>,
  ): ListState {
    if (queryId) return tokens.decode(queryId, kind);
    return freshState(kind, now(), position, params, (pageNo - 1) * pageSize);
  }

  /** One offset page of products: the cards, whether more follow, the token for the next page. */
  function productPage(state: ListState, rows: ProductRow[], pageSize: number, context: ProductContext) {
    const hasMore = rows.length > pageSize;
    const served = hasMore ? rows.slice(0, pageSize) : rows;
    const next: ListState = {
      ...state,
      served: state.served + served.length,
      total: state.total ?? rows[0]?.total ?? 0,
    };
    return {
      productList: served.map((row) => productCardOf(row, context)),
      hasMore,
      queryId: tokens.encode(next),
    };
  }

  /**
   * The first page of an offset-paged product list (pages after it come by pageNo), `fetch`
   * reading `limit` rows from `offset`.
   */
  async function firstProductPage(
    kind: ListKind,
    body: { lat?: number; lng?: number; pageNo: number; pageSize: number },
    params: Record<string, unknown>,
    fetch: (position: Position, offset: number, limit: number) => Promise<ProductRow[]>,
    context: ProductContext,
  ) {
    const state = offsetState(
      kind,
      undefined,
      positionOf(body.lat, body.lng),
      body.pageNo,
      body.pageSize,
      params,
    );
    const rows = await fetch({ lat: state.lat, lng: state.lng }, state.served, body.pageSize + 1);
    return productPage(state, rows, body.pageSize, context);
  }

  /** What a flash sale's card and its page both say about the sale. */
  const saleHeader = (sale: FlashSaleRow, countdownTime: number, started: boolean) => ({
    pageId: sale.page_id,
    productListId: sale.product_list_id,
    title: sale.title,
    countdownTime,
    started,
    startTime: new Date(sale.starts_at_ms).toISOString(),
    endTime: new Date(sale.ends_at_ms).toISOString(),
  });

  async function flashSaleContext(sale: FlashSaleRow) {
    const at = now();
    const started = sale.starts_at_ms <= at;
    return {
      started,
      countdownTime: Math.max(0, Math.round(started ? sale.ends_at_ms - at : sale.starts_at_ms - at)),
      context: {
        flashSale: { id: sale.id, pageId: sale.page_id, productListId: sale.product_list_id, started },
      },
    };
  }

  async function flashSaleCard(position: Position): Promise<PageCard | null> {
    const sale = await catalog.flashSale(now(), undefined);
    if (!sale) return null;
    const { started, countdownTime, context } = await flashSaleContext(sale);
    const items = await catalog.flashSaleItems(position, sale.id, 0, FLASH_SALE_CARD_ITEMS);
    if (items.length === 0) return null;
    return {
      cardId: 'FLASH_SALE_CARD',
      data: {
        ...saleHeader(sale, countdownTime, started),
        items: items.map((row) => productCardOf(row, context)),
        hasMore: sale.item_count > items.length,
        pageType: 'FLASH_SALE',
      },
    };
  }

  const cardBuilders: Record<PageCardId, (position: Position) => Promise<PageCard | null>> = {
    async PAGE_HOME_BANNER_CARD() {
      const banners = await catalog.activeBanners(now());
      if (banners.length === 0) return null;
      return {
        cardId: 'PAGE_HOME_BANNER_CARD',
        data: {
          banners: banners.map((row) => ({
            bannerId: row.id,
            imageUrlMap: row.image_url_map,
            jumpUrlMap: row.jump_url_map,
          })),
        },
      };
    },
    FLASH_SALE_CARD: flashSaleCard,
    async BRAND_PAVILION_CARD() {
      const rows = await catalog.pavilionBrands([], 0, BRAND_CARD_SIZE + 1);
      if (rows.length === 0) return null;
      return {
        cardId: 'BRAND_PAVILION_CARD',
        data: {
          title: BRAND_CARD_TITLE,
          brands: rows.slice(0, BRAND_CARD_SIZE).map((row) => ({
            brandId: row.id,
            name: row.name,
            brandLogo: row.logo_url,
            url: brandPageUrl(row.id),
          })),
          hasMore: rows.length > BRAND_CARD_SIZE,
        },
      };
    },
    async MALL_NEARBY_CARD(position) {
      const rows = await catalog.nearestMalls(position, null, MALL_CARD_SIZE + 1);
      if (rows.length === 0) return null;
      return {
        cardId: 'MALL_NEARBY_CARD',
        data: {
          title: MALL_CARD_TITLE,
          malls: rows.slice(0, MALL_CARD_SIZE).map(mallOf),
          hasMore: rows.length > MALL_CARD_SIZE,
        },
      };
    },
  };

  return {
    async allCategories(): Promise<QueryAllCategoryData> {
      const [categories, regions] = await Promise.all([catalog.categories(), catalog.regions()]);
      return {
        categoryList: categories.map(categoryOf),
        regionList: [
          { regionId: 0, regionName: ALL_REGIONS },
          ...regions.filter((row) => row.id !== 0).map((row) => ({ regionId: row.id, regionName: row.name })),
        ],
      };
    },

    async filterSign(): Promise<{ categoryList: Category[] }> {
      return { categoryList: (await catalog.categories()).map(categoryOf) };
    },

    /**
     * Where the home's first banner loads from in `locale`, as the app asks for it (the
     * carousel starts there), or null when there is no banner.
     */
    async firstBannerImage(locale: Locale): Promise<string | null> {
      const [first] = await catalog.activeBanners(now());
      return first ? imageSrc(pickText(first.image_url_map, locale), 'bannerPhone') : null;
    },

    /** The cards asked for, in that order, leaving out those with nothing to show. */
    async pageCards(body: {
      lat?: number;
      lng?: number;
      cardIds: PageCardId[];
    }): Promise<{ cardList: PageCard[] }> {
      const position = positionOf(body.lat, body.lng);
      const ids = [...new Set(body.cardIds)];
      const cards = await Promise.all(ids.map((id) => cardBuilders[id](position)));
      return { cardList: cards.filter((card): card is PageCard => card !== null) };
    },

    async allMalls(body: {
      lat?: number;
      lng?: number;
      pageNo: number;
      pageSize: number;
      queryId?: string;
    }): Promise<AllMallListData> {
      let state: ListState;
      let offsetRows = 0;
      if (body.queryId) {
        state = tokens.decode(body.queryId, 'malls');
      } else {
        const position = positionOf(body.lat, body.lng);
        state = {
          kind: 'malls',
          snapshot: now(),
          lat: position.lat,
          lng: position.lng,
          key: null,
          id: null,
          served: 0,
          total: null,
          params: {},
        };
        offsetRows = (body.pageNo - 1) * body.pageSize;
      }
      const position = { lat: state.lat, lng: state.lng };
      const after = state.key !== null && state.id !== null ? { key: state.key, id: state.id } : null;
      const rows = await catalog.nearestMalls(position, after, offsetRows + body.pageSize + 1);
      const page = rows.slice(offsetRows);
      const hasMore = page.length > body.pageSize;
      const served = page.slice(0, body.pageSize);
      const last = served.at(-1);
      const next: ListState = {
        ...state,
        key: last ? last.chord : state.key,
        id: last ? last.id : state.id,
        served: state.served + offsetRows + served.length,
      };
      return { mallList: served.map(mallOf), hasMore, queryId: tokens.encode(next) };
    },

    async mallDetail(body: { lat?: number; lng?: number; mallId: string }): Promise<MallDetailData> {
      const row = await catalog.mall(positionOf(body.lat, body.lng), body.mallId);
      if (!row) throw new DomainError(ERROR_CODES.NOT_FOUND);
      return {
        ...mallOf(row),
        mapLinkAddress: row.map_link,
        openingHours: row.opening_hours,
        floorList: row.floors.map((floorName) => ({ floorName })),
      };
    },

    async mallProducts(body: {
      lat?: number;
      lng?: number;
      mallId: string;
      pageNo: number;
      pageSize: number;
    }): Promise<ProductPageData> {
      return firstProductPage(
        'mall-products',
        body,
        { mallId: body.mallId },
        (position, offset, limit) => catalog.mallProducts(position, body.mallId, offset, limit),
        {},
      );
    },

    async brandPavilion(body: {
      pageNo: number;
      pageSize: number;
      categoryIdList: string[];
    }): Promise<BrandPavilionInfoData> {
      const [rows, banner] = await Promise.all([
        catalog.pavilionBrands(body.categoryIdList, (body.pageNo - 1) * body.pageSize, body.pageSize + 1),
        catalog.resourcePosition('SINGLE', BRAND_PAVILION_HEAD_BANNER),
      ]);
      return {
        brand: rows.slice(0, body.pageSize).map(brandCardOf),
        hasMore: rows.length > body.pageSize,
        headBanner: {
          bannerImageUrlMap: banner?.image_url_map ?? {},
          bannerJumpUrlMap: banner?.jump_url_map ?? {},
        },
        shareInfo: { mall_id: null, product_id: null, activity_id: null, store_id: null },
      };
    },

    async resourcePop(pageCode: string): Promise<ResourcePos | null> {
      const row = await catalog.resourcePosition('POPUP', pageCode);
      return row ? resourceOf(row) : null;
    },

    async singleResource(positionCode: string): Promise<ResourcePos | null> {
      const row = await catalog.resourcePosition('SINGLE', positionCode);
      return row ? resourceOf(row) : null;
    },

    /**
     * Where the flash deal page's banner loads from, as the page asks for it: the sale `pageId`
     * names, or the current or next one; null when there is none or it has no banner.
     */
    async flashDealImage(pageId: string | undefined): Promise<string | null> {
      const sale = await catalog.flashSale(now(), pageId);
      return imageSrc(sale?.banner_url, 'bannerPhone');
    },

    /** The flash deal page: the sale asked for (or current / next), its items a page at a time. */
    async flashSaleDetail(body: {
      lat?: number;
      lng?: number;
      pageId?: string;
      pageNo: number;
      pageSize: number;
    }): Promise<FlashSalePageDetailData> {
      const sale = await catalog.flashSale(now(), body.pageId);
      if (!sale) return null;
      const { started, countdownTime, context } = await flashSaleContext(sale);
      const position = positionOf(body.lat, body.lng);
      const offset = (body.pageNo - 1) * body.pageSize;
      const rows = await catalog.flashSaleItems(position, sale.id, offset, body.pageSize + 1);
      return {
        ...saleHeader(sale, countdownTime, started),
        items: rows.slice(0, body.pageSize).map((row) => productCardOf(row, context)),
        hasMore: rows.length > body.pageSize,
        pageType: 'FLASH_SALE',
        bannerImageUrl: sale.banner_url,
      };
    },

    async productListPage(pageId: string) {
      const row = await catalog.productListPage(pageId);
      if (!row) throw new DomainError(ERROR_CODES.NOT_FOUND);
      return {
        pageId: row.page_id,
        title: row.title,
        bannerImageUrl: row.banner_url,
        productListIds: row.list_ids ?? [],
      };
    },

    async productList(body: {
      lat?: number;
      lng?: number;
      productListId: string;
      pageNo: number;
      pageSize: number;
    }): Promise<ProductPageData> {
      if (!(await catalog.productListExists(body.productListId)))
        throw new DomainError(ERROR_CODES.NOT_FOUND);
      return firstProductPage(
        'product-list',
        body,
        { productListId: body.productListId },
        (position, offset, limit) => catalog.productListItems(position, body.productListId, offset, limit),
        { productListId: body.productListId },
      );
    },

    /** search_by_product: vouchers by their names or their stores' in any language, ranked by `rel-v2`. */
    async searchProducts(body: {
      lat?: number;
      lng?: number;
      keywords: string;
      queryId?: string;
      pageNo: number;
      pageSize: number;
    }): Promise<ProductSearchData> {
      const state = offsetState(
        'search-product',
        body.queryId,
        positionOf(body.lat, body.lng),
        body.pageNo,
        body.pageSize,
        { keywords: sanitizeSearchText(body.keywords) },
      );
      const text = typeof state.params.keywords === 'string' ? state.params.keywords : '';
      if (text === '') {
        return {
          productList: [],
          hasMore: false,
          queryId: tokens.encode(state),
          algorithmId: ALGORITHMS.search,
          total: 0,
        };
      }
      const position = { lat: state.lat, lng: state.lng };
      const lower = text.toLowerCase();
      const candidates = await searchCache.of(lower, async () =>
        catalog.productCandidates({
          text: lower,
          threshold: SEARCH_SIMILARITY_THRESHOLD,
          cap: SEARCH_CANDIDATE_CAP,
          stores: await deps.matchingStores(lower),
        }),
      );
      const ids = productPageIds(candidates, position, state.served, body.pageSize + 1);
      const found = new Map(
        (ids.length === 0 ? [] : await catalog.productsByIds(position, ids)).map((row) => [
          row.product_id,
          row,
        ]),
      );
      const rows = ids.flatMap((id) => found.get(id) ?? []);
      // The first page's count holds for the list, whose pages all rank the same candidates.
      const total = state.total ?? candidates.length;
      const page = productPage({ ...state, total }, rows, body.pageSize, {});
      return { ...page, algorithmId: ALGORITHMS.search, total };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
