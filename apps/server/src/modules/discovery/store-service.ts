import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  ApplicableStoreListData,
  HomeListData,
  StoreCard,
  StoreListData,
} from '@lahap/contract/discovery/schemas';
import { sanitizeSearchText } from '@lahap/contract/discovery/search-text';
import { DomainError } from '../../lib/domain-error.js';
import type { Clock } from '../identity/clock.js';
import type { CatalogRepository } from './catalog-repository.js';
import { type Position, kmToOneDecimal, positionOf, wholeMetres } from './geo.js';
import type { ListKind, ListState, QueryTokens } from './query-token.js';
import { buildStoreCards } from './store-cards.js';
import type { After, StoreCardRow, StoreFilter, StoreRepository } from './store-repository.js';

/** Algorithm ids the lists answer, so clients and analytics can tell rankings apart. */
export const ALGORITHMS = { nearest: 'nearest-v1', recommend: 'score-v1', search: 'trgm-v1' } as const;
/** Word similarity a search match needs: 0.5 lets one typo in a short word through ("saate" → "sate"). */
export const SEARCH_SIMILARITY_THRESHOLD = 0.5;
/** A search result names at most this many of the store's dishes that matched. */
const MATCHED_DISHES_PER_STORE = 3;

interface PositionInput {
  lat?: number;
  lng?: number;
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
const byDistance = (row: StoreCardRow): After => ({ key: row.chord, id: row.id });

/** The filter a list pinned in its token (written by this service only, so the shape is known). */
const filterOf = (state: ListState): StoreFilter => state.params as StoreFilter;

export function createStoreService(deps: {
  stores: StoreRepository;
  catalog: CatalogRepository;
  tokens: QueryTokens;
  now: Clock;
}) {
  const { stores, catalog, tokens, now } = deps;

  /** The state a list continues from: the token's, or a fresh one pinning this request's filter. */
  function startOrContinue(
    kind: ListKind,
    queryId: string | undefined,
    input: PositionInput,
    filter: StoreFilter,
  ): ListState {
    if (queryId) return tokens.decode(queryId, kind);
    const position: Position = positionOf(input.lat, input.lng);
    return {
      kind,
      snapshot: now(),
      lat: position.lat,
      lng: position.lng,
      key: null,
      id: null,
      served: 0,
      total: null,
      params: { ...filter },
    };
  }

  /** One page of a nearest-first list, counting the whole list once when asked. */
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
    return page;
  }

  const cards = (rows: readonly StoreCardRow[], extra?: (row: StoreCardRow) => Partial<StoreCard>) =>
    buildStoreCards(stores, rows, now(), extra);

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
      state = {
        kind: args.kind,
        snapshot: now(),
        lat: position.lat,
        lng: position.lng,
        key: null,
        id: null,
        served: 0,
        total: null,
        params: {
          categoryIds: args.categoryIds.length > 0 ? args.categoryIds : (originFilter?.categoryIds ?? []),
          origin: origin ? { filter: originFilter, snapshot: origin.snapshot, after: afterOf(origin) } : null,
        },
      };
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
    });
    const page = nextState(state, rows, args.pageSize, (row) => ({ key: row.score, id: row.id }));
    if (page.state.total === null) page.state.total = rows[0]?.total ?? 0;
    return page;
  }

  return {
    async findByDistance(body: {
      lat?: number;
      lng?: number;
      queryId?: string;
      pageSize: number;
      needStatistical?: boolean;
      categoryIdList: string[];
      distance: number;
    }): Promise<HomeListData> {
      const state = startOrContinue('distance', body.queryId, body, {
        radiusMetres: body.distance * 1000,
        categoryIds: body.categoryIdList,
      });
      const page = await nearestPage(state, body.pageSize, body.needStatistical === true);
      return {
        assetList: await cards(page.rows),
        activityId: null,
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        ...(body.needStatistical ? { storeCount: page.state.total ?? 0 } : {}),
      };
    },

    async findByRegion(body: {
      lat?: number;
      lng?: number;
      queryId?: string;
      pageSize: number;
      needStatistical?: boolean;
      categoryIdList: string[];
      regionId: number;
    }): Promise<HomeListData> {
      const state = startOrContinue('region', body.queryId, body, {
        regionId: body.regionId,
        categoryIds: body.categoryIdList,
      });
      const page = await nearestPage(state, body.pageSize, body.needStatistical === true);
      return {
        assetList: await cards(page.rows),
        activityId: null,
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        ...(body.needStatistical ? { storeCount: page.state.total ?? 0 } : {}),
      };
    },

    async findByRecommend(body: {
      lat?: number;
      lng?: number;
      queryId?: string;
      originQueryId: string;
      pageSize: number;
      needStatistical?: boolean;
      categoryIdList: string[];
    }): Promise<HomeListData> {
      const page = await recommendPage({
        kind: 'recommend',
        originKinds: ['distance', 'region'],
        queryId: body.queryId,
        originQueryId: body.originQueryId,
        input: body,
        categoryIds: body.categoryIdList,
        pageSize: body.pageSize,
      });
      return {
        assetList: await cards(page.rows),
        activityId: null,
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        ...(body.needStatistical ? { storeCount: page.state.total ?? 0 } : {}),
      };
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
      const page = await nearestPage(state, body.pageSize, true, offset);
      return {
        storeList: await cards(page.rows),
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        algorithmId: ALGORITHMS.nearest,
        storeCount: page.state.total ?? 0,
      };
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
      return {
        storeList: await cards(page.rows),
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        algorithmId: ALGORITHMS.recommend,
        storeCount: page.state.total ?? 0,
      };
    },

    /** search_by_store: typo-tolerant over names, cuisines, brands and dishes; relevance, then distance. */
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
      const text = filter.keywords ?? '';
      if (text === '') {
        return {
          storeList: [],
          hasMore: false,
          queryId: tokens.encode(state),
          algorithmId: ALGORITHMS.search,
          storeCount: 0,
        };
      }
      const relevance = typeof state.params.relevance === 'number' ? state.params.relevance : null;
      const after = afterOf(state);
      const rows = await stores.search({
        text: text.toLowerCase(),
        threshold: SEARCH_SIMILARITY_THRESHOLD,
        position: { lat: state.lat, lng: state.lng },
        categoryIds: filter.categoryIds ?? [],
        snapshot: state.snapshot,
        after: after && relevance !== null ? { ...after, relevance } : null,
        limit: body.pageSize + 1,
      });
      const page = nextState(state, rows, body.pageSize, (row) => ({ key: row.nearness, id: row.id }));
      const last = page.rows.at(-1);
      if (last) page.state.params = { ...page.state.params, relevance: last.relevance };
      // The count: exact matches from the first page on; similar ones join it once the list reaches
      // them (counting them earlier would cost the similarity of every candidate).
      const counted = (tier: number, key: string): number | undefined => {
        const pinned = state.params[key];
        return typeof pinned === 'number' ? pinned : page.rows.find((row) => row.tier === tier)?.tier_total;
      };
      const exactCount = counted(1, 'exactCount') ?? 0;
      const similarCount = counted(2, 'similarCount');
      page.state.params = {
        ...page.state.params,
        exactCount,
        ...(similarCount !== undefined ? { similarCount } : {}),
      };
      page.state.total = exactCount + (similarCount ?? 0);
      const [storeList, dishes] = await Promise.all([
        cards(page.rows),
        stores.matchedDishes({
          text: text.toLowerCase(),
          threshold: SEARCH_SIMILARITY_THRESHOLD,
          storeIds: page.rows.map((row) => row.id),
          perStore: MATCHED_DISHES_PER_STORE,
        }),
      ]);
      return {
        storeList: storeList.map((card) => ({
          ...card,
          matchedDishes: dishes
            .filter((dish) => dish.store_id === card.storeId)
            .map((dish) => ({ dishId: dish.dish_id, dishName: dish.name })),
        })),
        hasMore: page.hasMore,
        queryId: tokens.encode(page.state),
        algorithmId: ALGORITHMS.search,
        storeCount: page.state.total ?? 0,
      };
    },

    /** query_homepage_store_info: cards of the stores asked for, in that order, unknown ones left out. */
    async storeInfo(body: {
      lat?: number;
      lng?: number;
      storeIds: string[];
    }): Promise<{ storeList: StoreCard[] }> {
      const ids = [...new Set(body.storeIds)];
      const rows = await stores.byIds(positionOf(body.lat, body.lng), ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.map((id) => byId.get(id)).filter((row): row is StoreCardRow => row !== undefined);
      return { storeList: await cards(ordered) };
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
      const page = await nearestPage(state, body.pageSize, true, offset);
      return {
        brand,
        storeList: await cards(page.rows),
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
export type StoreService = ReturnType<typeof createStoreService>;
