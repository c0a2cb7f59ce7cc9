/**
 * Light shape checks of the home's answers. The contract's zod schemas would put zod in the
 * first bundle the home ships in, so these check only what rendering relies on: a damaged
 * answer fails the list (which offers a retry) and a damaged card or store is left out,
 * rather than crashing the home. callEndpoint's full check against the schema runs in
 * development and tests only; in production these are all there is.
 */
import type {
  Category,
  HomeListData,
  PageCard,
  PageCardListData,
  QueryAllCategoryData,
  StoreCard,
} from '@lahap/contract/discovery/schemas';

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

function arrayOf<T>(value: unknown, keep: (item: Loose) => boolean): T[] {
  return Array.isArray(value) ? (value.filter((item) => isObject(item) && keep(item)) as T[]) : [];
}

function isStoreCard(store: Loose): boolean {
  return (
    typeof store.storeId === 'string' &&
    isObject(store.storeName) &&
    Array.isArray(store.productList) &&
    Array.isArray(store.couponList)
  );
}

/** A page of the home list; throws when the answer is not one. */
export function readHomeList(value: unknown): HomeListData {
  if (!isObject(value) || typeof value.queryId !== 'string' || typeof value.hasMore !== 'boolean') {
    throw new Error('Unexpected home list answer');
  }
  return {
    ...(value as unknown as HomeListData),
    assetList: arrayOf<StoreCard>(value.assetList, isStoreCard),
  };
}

const CARD_LISTS: Record<PageCard['cardId'], string> = {
  PAGE_HOME_BANNER_CARD: 'banners',
  FLASH_SALE_CARD: 'items',
  BRAND_PAVILION_CARD: 'brands',
  MALL_NEARBY_CARD: 'malls',
};

function isPageCard(card: Loose): boolean {
  const list = typeof card.cardId === 'string' ? CARD_LISTS[card.cardId as PageCard['cardId']] : undefined;
  return list !== undefined && isObject(card.data) && Array.isArray(card.data[list]);
}

/** The page cards worth showing; none when the answer is damaged. */
export function readPageCards(value: unknown): PageCardListData {
  return { cardList: arrayOf<PageCard>(isObject(value) ? value.cardList : undefined, isPageCard) };
}

/** The categories of the filter; none when the answer is damaged. */
export function readCategories(value: unknown): QueryAllCategoryData {
  const categoryList = arrayOf<Category>(
    isObject(value) ? value.categoryList : undefined,
    (category) => typeof category.categoryId === 'string' && isObject(category.categoryName),
  );
  const regionList = arrayOf<QueryAllCategoryData['regionList'][number]>(
    isObject(value) ? value.regionList : undefined,
    (region) => Number.isInteger(region.regionId) && isObject(region.regionName),
  );
  return { categoryList, regionList };
}
