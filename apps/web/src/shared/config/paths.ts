/**
 * Every in-app route of spec §2, spelled once. Route definitions use `path`; links and
 * navigation use `getHref(...)`, so no component ever concatenates a URL by hand.
 */
import type { OrderTab } from '@lahap/contract/enums';

type QueryValue = string | number | boolean | null | undefined;
type Query = Readonly<Record<string, QueryValue>>;

/** Appends the query values that are set, in the order given. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

interface StaticPage {
  readonly path: string;
  getHref(): string;
}
interface QueryPage<Q extends Query> {
  readonly path: string;
  getHref(query: Q): string;
}

function staticPage(path: string): StaticPage {
  return { path, getHref: () => path };
}

function queryPage<Q extends Query>(path: string): QueryPage<Q> {
  return { path, getHref: (query: Q) => withQuery(path, query) };
}

/** A page whose query is optional: `getHref()` alone is its plain path. */
function optionalQueryPage<Q extends Query>(
  path: string,
): { readonly path: string; getHref(query?: Q): string } {
  return { path, getHref: (query?: Q) => withQuery(path, query) };
}

/** The bottom tabs, named by the `activeKey` segment of /platform/home/{activeKey}. */
export const HOME_TAB_KEYS = ['home', 'exploreFeeds', 'order', 'account'] as const;
export type HomeTabKey = (typeof HOME_TAB_KEYS)[number];

export const PAY_STEPS = ['cashier', 'payCode'] as const;
export type PayStep = (typeof PAY_STEPS)[number];

/** The two kinds of coupon the wallet and the history list, one tab each (`tab` in the query). */
export const COUPON_WALLET_TABS = ['store', 'redEnvelope'] as const;
export type CouponWalletTab = (typeof COUPON_WALLET_TABS)[number];

/** The pay page's query (spec §2 "Pay code page"). */
export interface PayPageQuery extends Query {
  orderId: string;
  partnerCode?: string;
  /** The open charge (paymentId) the pay code shows. */
  box?: string;
  pageId?: string;
  channel_id?: string;
}

/** Group coupon detail's query (spec §2): skuId, and optionally the flash sale and the list entry. */
export interface GroupCouponQuery extends Query {
  skuId: string;
  isFlashSale?: boolean;
  detailId?: string;
  pageId?: string;
  /** The red envelope the customer came to spend (red envelope products), carried to confirm order. */
  redEnvelopeId?: string;
}

const P = '/platform';

export const paths = {
  home: staticPage('/'),
  platform: staticPage(P),
  homeTab: {
    path: `${P}/home/:activeKey?`,
    getHref: (activeKey?: HomeTabKey) =>
      !activeKey || activeKey === 'home' ? '/' : `${P}/home/${activeKey}`,
  },
  orderTab: {
    path: `${P}/home/order`,
    getHref: (key?: OrderTab) => withQuery(`${P}/home/order`, { key }),
  },
  /**
   * The cashier and the pay code (spec §2 "Pay code page"): `box` is the open charge's paymentId;
   * `channel_id` comes from session storage when the session has one.
   */
  payPage: {
    path: `${P}/payPage/:activeStep?`,
    getHref: (step: PayStep, query: PayPageQuery) => withQuery(`${P}/payPage/${step}`, query),
  },
  myCouponList: optionalQueryPage<{ tab?: CouponWalletTab }>(`${P}/myCouponList`),
  myOffers: optionalQueryPage<{ tab?: CouponWalletTab }>(`${P}/myOffers`),
  historyOffers: optionalQueryPage<{ tab?: CouponWalletTab }>(`${P}/historyOffers`),
  /** `couponId` a claimed coupon, else `detailId` a batch to claim, else `token` a claim link. */
  couponDetail: queryPage<{ couponId?: string; detailId?: string; token?: string }>(`${P}/couponDetail`),
  groupCouponDetail: queryPage<GroupCouponQuery>(`${P}/groupCouponDetail`),
  groupCouponOrderDetail: queryPage<{ orderId: string; key?: string }>(`${P}/groupCouponOrderDetail`),
  tripartiteCoupons: queryPage<{ orderId: string }>(`${P}/tripartiteCoupons`),
  /** Place order: the product (flash sale with its page), and a red envelope chosen beforehand. */
  confirmOrder: queryPage<{
    skuId: string;
    isFlashSale?: boolean;
    pageId?: string;
    quantity?: number;
    redEnvelopeId?: string;
    /** The video whose Buy led here (the explore feed's funnel). */
    contentId?: string;
  }>(`${P}/confirmOrder`),
  purchaseSuccess: queryPage<{ orderId: string }>(`${P}/purchaseSuccessPage`),
  merchant: queryPage<{
    storeId?: string;
    cpType?: string;
    channel_id?: string;
    qrCodeId?: string;
    poiId?: string;
  }>(`${P}/merchant`),
  merchantDetail: queryPage<{ storeId: string }>(`${P}/merchantDetail`),
  mall: queryPage<{ id: string }>(`${P}/mall`),
  mallList: staticPage(`${P}/shoppingMallListPage`),
  brands: staticPage(`${P}/brands`),
  brandHome: queryPage<Query>(`${P}/brandsHomepage`),
  flashDeal: queryPage<{ pageId?: string }>(`${P}/flashDeal`),
  search: staticPage(`${P}/searchDishes`),
  playVideo: queryPage<{ id: string }>(`${P}/playVideo`),
  imagePreview: queryPage<Query>(`${P}/imagePreview`),
  favorites: staticPage(`${P}/favoritesList`),
  editProfile: queryPage<{ source?: 'edit' }>(`${P}/editProfile`),
  settings: staticPage(`${P}/setting`),
  developerOptions: staticPage(`${P}/developerOptions`),
  developerDebug: staticPage(`${P}/developerDebug`),
  downloadApp: staticPage(`${P}/downloadLahap`),
  operationalDelivery: queryPage<Query>(`${P}/operationalDelivery`),
  /** The best-selling dine-out vouchers near the customer (ours; the spec's placeholder made real). */
  hotProducts: staticPage(`${P}/hotProducts`),
  invitationTheme: staticPage(`${P}/inviteFriends/invitationTheme`),
  myRewards: staticPage(`${P}/inviteFriends/myRewards`),
  friendActivity: queryPage<{ inviteCode: string; shareType?: string }>(`${P}/inviteFriends/friendActivity`),
  groupCouponDetailPreview: queryPage<GroupCouponQuery>(`${P}/groupCouponDetailPreview`),
  receiveRedEnvelope: optionalQueryPage<{ activityId?: string }>(`${P}/receiveRedEnvelope`),
  /** What a red envelope (`couponId`) or an envelope not yet claimed (`templateId`) can buy. */
  redEnvelopeProducts: queryPage<{ couponId?: string; templateId?: string }>(`${P}/redEnvelopeProducts`),
  redEnvelopeDetail: queryPage<{ couponId: string }>(`${P}/redEnvelopeDetail`),
  winningRecords: staticPage(`${P}/winningRecords`),
  loginProtocol: staticPage(`${P}/loginProtocol`),
  privacyPolicy: staticPage(`${P}/PrivacyPolicy`),
  accountDeletionDeclaration: staticPage(`${P}/accountDeletionDeclaration`),
  accountDeletionAssetsCheck: staticPage(`${P}/accountDeletionAssetsCheck`),
  accountDeletionVerify: staticPage(`${P}/accountDeletionVerify`),
  accountDeletionSubmit: queryPage<{ processToken: string }>(`${P}/accountDeletionSubmit`),
  accountDeletionPolicy: staticPage(`${P}/accountDeletionPolicy`),
  demo: staticPage(`${P}/demo`),
  redux: staticPage(`${P}/redux`),
  example: staticPage(`${P}/example`),
} as const;
