import { HOME_ASSET_PAGE_SIZE, HOME_DEFAULT_DISTANCE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import type { PageCardListData, QueryAllCategoryData } from '@lahap/contract/discovery/schemas';
import { PAGE_CARD_IDS, type PageCardId } from '@lahap/contract/enums';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { readCategories, readHomeList, readPageCards } from './home-answers';
import type { ListPage, ListPageParam } from '@/features/home/model/home-list-paging';

/** Where the home measures from; the server falls back to Jakarta without it. */
export interface HomePosition {
  lat: number;
  lng: number;
}

/** `query_all_category`: the category filter above the store list. */
export async function fetchCategories(signal?: AbortSignal): Promise<QueryAllCategoryData> {
  return readCategories(await callEndpoint(DISCOVERY_ROUTES.queryAllCategory, {}, { signal }));
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
  return readPageCards(
    await callEndpoint(DISCOVERY_ROUTES.pageCardList, { cardIds: [BANNER_CARD] }, { signal }),
  );
}

/** `page_card_list` for flash sale, brand pavilion and nearby malls, in that order. */
export async function fetchNearbyCards(
  position: HomePosition,
  signal?: AbortSignal,
): Promise<PageCardListData> {
  return readPageCards(
    await callEndpoint(DISCOVERY_ROUTES.pageCardList, { ...position, cardIds: NEARBY_CARDS }, { signal }),
  );
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
    const answer = await callEndpoint(
      DISCOVERY_ROUTES.findByDistance,
      { ...shared, distance: HOME_DEFAULT_DISTANCE, queryId: page.queryId },
      { signal },
    );
    return { type: 'distance', data: readHomeList(answer) };
  }
  if (page.type === 'region') {
    const answer = await callEndpoint(
      DISCOVERY_ROUTES.findByRegion,
      { ...shared, regionId: page.regionId, queryId: page.queryId },
      { signal },
    );
    return { type: 'region', data: readHomeList(answer), regionId: page.regionId };
  }
  const answer = await callEndpoint(
    DISCOVERY_ROUTES.findByRecommend,
    {
      ...shared,
      distance: HOME_DEFAULT_DISTANCE,
      originQueryId: page.originQueryId,
      queryId: page.queryId,
    },
    { signal },
  );
  return { type: 'recommend', data: readHomeList(answer), originQueryId: page.originQueryId };
}
