import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  ApplicableStoreListData,
  HomeListData,
  StoreCard,
  StoreListData,
} from '@lahap/contract/discovery/schemas';
import { sanitizeSearchText } from '@lahap/contract/discovery/search-text';
import { DomainError } from '../../lib/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogRepository } from './catalog-repository.js';
import { kmToOneDecimal, positionOf, wholeMetres } from '../../lib/geo.js';
import { type ListKind, type ListState, type QueryTokens, freshState } from './query-token.js';
import { createCardFields } from './card-fields.js';
import { buildStoreCards, isOpenAt } from '../catalog/index.js';
import type { DistanceRow, StoreCardRow } from '../catalog/index.js';
import type { After, StoreFilter, StoreListRepository } from './store-list-repository.js';
import type { StoreSearchRepository } from './store-search-repository.js';
import type { SearchCandidateRow } from './store-search-types.js';
import { createSearchCache } from './search-cache.js';
import { createMatchedDishes } from './matched-dishes.js';
import { openNowByMinute, rankPage } from './store-search-window.js';

/** Algorithm ids the lists answer, so clients and analytics can tell rankings apart. */
export const ALGORITHMS = { nearest: 'nearest-v1', recommend: 'score-v1', search: 'rel-v2' } as const;
/** A recommendation list scores the nearest this many stores (more where the last ones tie). */
export const RECOMMEND_CANDIDATES = 2000;
/** Word similarity a search match needs: 0.5 lets one typo in a short word through ("saate" → "sate"). */
export const SEARCH_SIMILARITY_THRESHOLD = 0.5;
/**
 * Each way of finding candidates (store text, dishes, malls, districts) yields at most this many
 * stores per query variant: the bound on the rows a search scores, whatever the city's size.
 */
export const SEARCH_CANDIDATE_CAP = 2000;
/**
 * Ranked stores read beyond a search page's size, so that stores closed since their words were
 * kept cannot leave the page short.
 */
const PAGE_MARGIN = 10;

interface PositionInput {
  lat?: number;
  lng?: number;
}

/** What every home list's body holds. */
interface HomeListBody extends PositionInput {
  queryId?: string;
  pageSize: number;
  needStatistical?: boolean;
  categoryIdList: string[];
}

/** A page of a keyset list: the rows to serve, whether more follow, and the state after them. */
function nextState<Row>(
  state: ListState,
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => After,
): {
  rows: Row[];
  hasMore: boolean;
  state: ListState;
} {
  const hasMore = rows.length > limit;
  const served = hasMore ? rows.slice(0, limit) : rows;
  const last = served.at(-1);
  const after = last ? keyOf(last) : null;
  return {
    rows: served,
    hasMore,
    state: {
      ...state,
      key: after ? after.key : state.key,
      id: after ? after.id : state.id,
      served: state.served + served.length,
    },
  };
}

const afterOf = (state: ListState): After | null =>
  state.key !== null && state.id !== null ? { key: state.key, id: state.id } : null;
const byDistance = (row: DistanceRow): After => ({ key: row.chord, id: row.id });

/** The filter a list pinned in its token (written by this service only, so the shape is known). */
const filterOf = (state: ListState): StoreFilter => state.params as StoreFilter;

export function createStoreListService(deps: {
  stores: StoreListRepository;
  search: StoreSearchRepository;
  catalog: CatalogRepository;
  tokens: QueryTokens;
  now: Clock;
  /** Overrides SEARCH_CANDIDATE_CAP (tests reach the cap with a few stores). */
  searchCandidateCap?: number;
  /** Overrides SEARCH_CACHE_TTL_MS. */
  searchCacheTtlMs?: number;
  /** Overrides RECOMMEND_CANDIDATES. */
  recommendCandidates?: number;
  /** Overrides CARD_FIELDS_TTL_MS. */
  cardFieldsTtlMs?: number;
}) {
  const { stores, search, catalog, tokens, now } = deps;
  const fields = createCardFields({ load: stores.fields, now, ttlMs: deps.cardFieldsTtlMs });
  const searchCandidateCap = deps.searchCandidateCap ?? SEARCH_CANDIDATE_CAP;
  const searchCache = createSearchCache<SearchCandidateRow[]>({
    now,
    sizeOf: (candidates) => candidates.length,
    ttlMs: deps.searchCacheTtlMs,
  });
  const matchedDishes = createMatchedDishes({ now, ttlMs: deps.searchCacheTtlMs });
  const openNow = openNowByMinute(isOpenAt);
  /** The stores matching the words (and cuisines), from memory while fresh. */
  function candidatesFor(text: string, categoryIds: readonly string[]): Promise<SearchCandidateRow[]> {
    const sorted = [...categoryIds].sort();
    return searchCache.of(`${sorted.join(',')}|${text}`, () =>
      search.candidates({
        text,
        categoryIds: sorted,
        threshold: SEARCH_SIMILARITY_THRESHOLD,
        cap: searchCandidateCap,
      }),
    );
  }
  const recommendCandidates = deps.recommendCandidates ?? RECOMMEND_CANDIDATES;

  /** The state a list continues from: the token's, or a fresh one pinning this request's filter. */
  function startOrContinue(
    kind: ListKind,
    queryId: string | undefined,
    input: PositionInput,
    filter: StoreFilter,
  ): ListState {
    if (queryId) return tokens.decode(queryId, kind);
    return freshState(kind, now(), positionOf(input.lat, input.lng), { ...filter });
  }

  /** One page of a nearest-first list (rows with their card fields), counting the whole list once when asked. */
  async function nearestPage(state: ListState, pageSize: number, count: boolean, offset = 0) {
    const position = { lat: state.lat, lng: state.lng };
    const filter = filterOf(state);
    const rows = await stores.nearest({
      position,
      filter,
      snapshot: state.snapshot,
      after: afterOf(state),
      offset,
      limit: pageSize + 1,
    });
    const page = nextState(state, rows, pageSize, byDistance);
    if (count && page.state.total === null) {
      page.state.total = await stores.count(position, filter, state.snapshot);
    }
    return { ...page, rows: await fields.attach(page.rows) };
  }

  /** A page of store cards, listed nearest first. */
  async function cardPage(state: ListState, pageSize: number, count: boolean, offset = 0) {
    const page = await nearestPage(state, pageSize, count, offset);
    return { ...page, cards: buildStoreCards(page.rows, now()) };
  }

  /** A store list's answer (query_poi_list, query_recommend_poi, search_by_store). */
  const storeList = (
    page: { cards: StoreCard[]; hasMore: boolean; state: ListState },
    algorithmId: string,
  ): StoreListData => ({
    storeList: page.cards,
    hasMore: page.hasMore,
    queryId: tokens.encode(page.state),
    algorithmId,
    storeCount: page.state.total ?? 0,
  });

  /** A home list's answer (find_by_distance / _region / _recommend). */
  const homeList = (
    page: { cards: StoreCard[]; hasMore: boolean; state: ListState },
    needStatistical: boolean | undefined,
  ): HomeListData => ({
    assetList: page.cards,
    activityId: null,
    hasMore: page.hasMore,
    queryId: tokens.encode(page.state),
    ...(needStatistical ? { storeCount: page.state.total ?? 0 } : {}),
  });

  /** A nearest-first home list (find_by_distance, find_by_region) narrowed by `filter` and cuisines. */
  async function nearestHome(
    kind: 'distance' | 'region',
    body: HomeListBody,
    filter: StoreFilter,
  ): Promise<HomeListData> {
    const state = startOrContinue(kind, body.queryId, body, { ...filter, categoryIds: body.categoryIdList });
    return homeList(
      await cardPage(state, body.pageSize, body.needStatistical === true),
      body.needStatistical,
    );
  }

  /** Recommendation page after an origin list (or on its own), best score first. */
  async function recommendPage(args: {
    kind: ListKind;
    originKinds: readonly ListKind[];
    queryId: string | undefined;
    originQueryId: string | undefined;
    input: PositionInput;
    categoryIds: readonly string[];
    pageSize: number;
  }) {
    let state: ListState;
    if (args.queryId) {
      state = tokens.decode(args.queryId, args.kind);
    } else {
      const origin = args.originQueryId
        ? tokens.decode(args.originQueryId, args.originKinds, 'originQueryId')
        : null;
      const position = origin
        ? { lat: origin.lat, lng: origin.lng }
        : positionOf(args.input.lat, args.input.lng);
      const originFilter = origin ? filterOf(origin) : null;
      state = freshState(args.kind, now(), position, {
        categoryIds: args.categoryIds.length > 0 ? args.categoryIds : (originFilter?.categoryIds ?? []),
        origin: origin ? { filter: originFilter, snapshot: origin.snapshot, after: afterOf(origin) } : null,
      });
    }
    const params = state.params as {
      categoryIds: string[];
      origin: { filter: StoreFilter; snapshot: number; after: After | null } | null;
    };
    const rows = await stores.recommended({
      position: { lat: state.lat, lng: state.lng },
      filter: { categoryIds: params.categoryIds },
      snapshot: state.snapshot,
      origin: params.origin,
      after: afterOf(state),
      limit: args.pageSize + 1,
      candidates: recommendCandidates,
    });
    const page = nextState(state, rows, args.pageSize, (row) => ({ key: row.score, id: row.id }));
    if (page.state.total === null) page.state.total = rows[0]?.total ?? 0;
    return { ...page, cards: buildStoreCards(await fields.attach(page.rows), now()) };
  }

  return {
    async findByDistance(body: HomeListBody & { distance: number }): Promise<HomeListData> {
      return nearestHome('distance', body, { radiusMetres: body.distance * 1000 });
    },

    async findByRegion(body: HomeListBody & { regionId: number }): Promise<HomeListData> {
      return nearestHome('region', body, { regionId: body.regionId });
    },

    async findByRecommend(body: HomeListBody & { originQueryId: string }): Promise<HomeListData> {
      const page = await recommendPage({
        kind: 'recommend',
        originKinds: ['distance', 'region'],
        queryId: body.queryId,
        originQueryId: body.originQueryId,
        input: body,
        categoryIds: body.categoryIdList,
        pageSize: body.pageSize,
      });
      return homeList(page, body.needStatistical);
    },

    /** query_poi_list: nearest first, optionally one mall's or one brand's stores. */
    async poiList(body: {
      lat?: number;
      lng?: number;
      queryId?: string;
      pageNo: number;
      pageSize: number;
      categoryIdList: string[];
      mallId?: string;
      brandId?: string;
    }): Promise<StoreListData> {
      const state = startOrContinue('poi', body.queryId, body, {
        categoryIds: body.categoryIdList,
        ...(body.mallId ? { mallId: body.mallId } : {}),
        ...(body.brandId ? { brandId: body.brandId } : {}),
      });
      const offset = body.queryId ? 0 : (body.pageNo - 1) * body.pageSize;
      return storeList(await cardPage(state, body.pageSize, true, offset), ALGORITHMS.nearest);
    },

    async recommendPoi(body: {
      lat?: number;
      lng?: number;
      queryId?: string;
      originQueryId?: string;
      pageSize: number;
      categoryIdList: string[];
    }): Promise<StoreListData> {
      const page = await recommendPage({
        kind: 'poi-recommend',
        originKinds: ['poi'],
        queryId: body.queryId,
        originQueryId: body.originQueryId,
        input: body,
        categoryIds: body.categoryIdList,
        pageSize: body.pageSize,
      });
      return storeList(page, ALGORITHMS.recommend);
    },

    /**
     * search_by_store: typo-tolerant over names, brands, cuisines, malls, districts and dishes in
     * every language, ranked by `rel-v2` (relevance first, then distance, open now, popularity).
     */
    async searchStores(body: {
      lat?: number;
      lng?: number;
      keywords: string;
      categoryIdList: string[];
      queryId?: string;
      pageSize: number;
    }): Promise<StoreListData> {
      const state = body.queryId
        ? tokens.decode(body.queryId, 'search-store')
        : startOrContinue('search-store', undefined, body, {
            keywords: sanitizeSearchText(body.keywords),
            categoryIds: body.categoryIdList,
          });
      const filter = filterOf(state);
      const text = (filter.keywords ?? '').toLowerCase();
      if (text === '') {
        return {
          storeList: [],
          hasMore: false,
          queryId: tokens.encode(state),
          algorithmId: ALGORITHMS.search,
          storeCount: 0,
        };
      }
      const position = { lat: state.lat, lng: state.lng };
      const { ranked, total } = rankPage(
        await candidatesFor(text, filter.categoryIds ?? []),
        position,
        state.snapshot,
        afterOf(state),
        body.pageSize + 1 + PAGE_MARGIN,
        (candidate) => openNow(candidate, state.snapshot),
      );
      const dishesKnown = matchedDishes.known(
        text,
        ranked.map((r) => r.id),
      );
      const rows =
        ranked.length === 0
          ? []
          : matchedDishes.fill(
              text,
              await search.page({
                text,
                threshold: SEARCH_SIMILARITY_THRESHOLD,
                position,
                snapshot: state.snapshot,
                ranked,
                limit: body.pageSize + 1,
                dishesKnown,
              }),
              dishesKnown,
            );
      const page = nextState(state, rows, body.pageSize, (row) => ({ key: row.score, id: row.id }));
      // The first page's count holds for the list, whose pages all rank the same candidates.
      page.state.total = state.total ?? total;
      const cards = buildStoreCards(await fields.attach(page.rows), now(), (row) => ({
        matchedDishes: (row.dishes ?? []).map((dish) => ({
          dishId: dish.dish_id,
          dishName: dish.name,
        })),
      }));
      return storeList({ ...page, cards }, ALGORITHMS.search);
    },

    /** The stores search finds for the words (no cuisine filter), with their relevance: the vouchers tab searches through them. */
    matchingStores: (text: string): Promise<SearchCandidateRow[]> => candidatesFor(text, []),

    /** query_homepage_store_info: cards of the stores asked for, in that order, unknown ones left out. */
    async storeInfo(body: {
      lat?: number;
      lng?: number;
      storeIds: string[];
    }): Promise<{ storeList: StoreCard[] }> {
      const ids = [...new Set(body.storeIds)];
      const at = now();
      const rows = await stores.byIds(positionOf(body.lat, body.lng), ids, at);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.map((id) => byId.get(id)).filter((row): row is StoreCardRow => row !== undefined);
      return { storeList: buildStoreCards(ordered, at) };
    },

    /** brand_pavilion/all_store_list: the brand and its stores nearest first. */
    async brandStores(body: {
      lat?: number;
      lng?: number;
      brandId: string;
      queryId?: string;
      pageNo: number;
      pageSize: number;
    }) {
      const brand = await catalog.brand(body.brandId);
      if (!brand) throw new DomainError(ERROR_CODES.NOT_FOUND);
      const state = startOrContinue('poi', body.queryId, body, { brandId: body.brandId });
      if (filterOf(state).brandId !== body.brandId) {
        throw tokens.mismatch('queryId');
      }
      const offset = body.queryId ? 0 : (body.pageNo - 1) * body.pageSize;
      const page = await cardPage(state, body.pageSize, true, offset);
      return {
        brand,
        storeList: page.cards,
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        algorithmId: ALGORITHMS.nearest,
        storeCount: page.state.total ?? 0,
      };
    },

    /** The three applicable-store searches: nearest first, narrowed by words in names or addresses. */
    async applicableStores(
      target: Pick<StoreFilter, 'productId' | 'couponTemplateId' | 'merchantId'>,
      body: { queryId?: string; pageSize: number; userLat?: number; userLng?: number; keywords: string },
    ): Promise<ApplicableStoreListData> {
      const keywords = sanitizeSearchText(body.keywords);
      const state = startOrContinue(
        'applicable',
        body.queryId,
        { lat: body.userLat, lng: body.userLng },
        { ...target, ...(keywords ? { keywords } : {}) },
      );
      const pinned = filterOf(state);
      if (
        pinned.productId !== target.productId ||
        pinned.couponTemplateId !== target.couponTemplateId ||
        pinned.merchantId !== target.merchantId
      ) {
        throw tokens.mismatch('queryId');
      }
      const page = await nearestPage(state, body.pageSize, true);
      return {
        storeList: page.rows.map((row) => ({
          storeId: row.id,
          storeName: row.name,
          storeLogo: row.logo_url,
          storeAddress: row.address,
          distance: wholeMetres(row.metres),
          storeDistance: kmToOneDecimal(row.metres),
          mapLinkAddress: row.map_link,
        })),
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        storeCount: page.state.total ?? 0,
      };
    },
  };
}
export type StoreListService = ReturnType<typeof createStoreListService>;
