import { HOME_ASSET_PAGE_SIZE, HOME_DEFAULT_DISTANCE } from '@lahap/contract/constants';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type {
  FindByDistanceBody,
  FindByRecommendBody,
  FindByRegionBody,
  PageCardListData,
  QueryAllCategoryData,
} from '@lahap/contract/discovery/schemas';
import { PAGE_CARD_IDS, type PageCardId } from '@lahap/contract/enums';
import { apiPost } from '@/shared/api-client/client';
import { readCategories, readHomeList, readPageCards } from './home-answers';
import type { ListPage, ListPageParam } from '@/features/discovery/home/model/home-list-paging';

/** Where the home measures from; the server falls back to Jakarta without it. */
export interface HomePosition {
  lat: number;
  lng: number;
}

type Envelope = 'sessionId' | 'requestId' | 'timestamp';

/** `query_all_category`: the category filter above the store list. */
export async function fetchCategories(signal?: AbortSignal): Promise<QueryAllCategoryData> {
  return readCategories(await apiPost<unknown>(DISCOVERY_PATHS.queryAllCategory, {}, { signal }));
}

/** The banner card is the same wherever the customer is. */
const BANNER_CARD: PageCardId = 'PAGE_HOME_BANNER_CARD';
/** The cards measured from the position, in the order the home shows them. */
const NEARBY_CARDS = PAGE_CARD_IDS.filter((id) => id !== BANNER_CARD);

/**
 * `page_card_list` for the banner alone. It is asked for at once: a reading from the phone's
 * GPS can take seconds, and the top of the home should not wait for it.
 */
export async function fetchBannerCard(signal?: AbortSignal): Promise<PageCardListData> {
  const body = { cardIds: [BANNER_CARD] };
  return readPageCards(await apiPost<unknown>(DISCOVERY_PATHS.pageCardList, body, { signal }));
}

/** `page_card_list` for flash sale, brand pavilion and nearby malls, in that order. */
export async function fetchNearbyCards(
  position: HomePosition,
  signal?: AbortSignal,
): Promise<PageCardListData> {
  const body = { ...position, cardIds: NEARBY_CARDS };
  return readPageCards(await apiPost<unknown>(DISCOVERY_PATHS.pageCardList, body, { signal }));
}

export interface HomeListRequest {
  position: HomePosition;
  categoryIdList: string[];
  page: ListPageParam;
  signal?: AbortSignal;
}

/**
 * One page of the home store list: by distance (or by the chosen area) first, then the
 * recommend list that continues it.
 */
export async function fetchHomeListPage({
  position,
  categoryIdList,
  page,
  signal,
}: HomeListRequest): Promise<ListPage> {
  const shared = { ...position, categoryIdList, pageSize: HOME_ASSET_PAGE_SIZE };
  if (page.type === 'distance') {
    const body: Omit<FindByDistanceBody, Envelope> = {
      ...shared,
      distance: HOME_DEFAULT_DISTANCE,
      queryId: page.queryId,
    };
    const data = readHomeList(await apiPost<unknown>(DISCOVERY_PATHS.findByDistance, body, { signal }));
    return { type: 'distance', data };
  }
  if (page.type === 'region') {
    const body: Omit<FindByRegionBody, Envelope> = {
      ...shared,
      regionId: page.regionId,
      queryId: page.queryId,
    };
    const data = readHomeList(await apiPost<unknown>(DISCOVERY_PATHS.findByRegion, body, { signal }));
    return { type: 'region', data, regionId: page.regionId };
  }
  const body: Omit<FindByRecommendBody, Envelope> = {
    ...shared,
    distance: HOME_DEFAULT_DISTANCE,
    originQueryId: page.originQueryId,
    queryId: page.queryId,
  };
  const data = readHomeList(await apiPost<unknown>(DISCOVERY_PATHS.findByRecommend, body, { signal }));
  return { type: 'recommend', data, originQueryId: page.originQueryId };
}
