/**
 * The pages of the customer app (spec §2 route table) as the server must know them: a page is
 * answered with its HTML to any GET, whatever its Accept header, so a link previewer (which asks
 * for `*\/*`) reads the page's Open Graph tags. The web app's paths.ts spells the same paths for
 * its router; a web test holds the two to the same list. Kept free of schemas.
 */

/** `:name` is one segment, `:name?` an optional last segment. */
export const APP_PAGE_PATTERNS = [
  '/',
  '/platform',
  '/platform/home/:activeKey?',
  '/platform/payPage/:activeStep?',
  '/platform/myCouponList',
  '/platform/myOffers',
  '/platform/historyOffers',
  '/platform/couponDetail',
  '/platform/groupCouponDetail',
  '/platform/groupCouponOrderDetail',
  '/platform/tripartiteCoupons',
  '/platform/confirmOrder',
  '/platform/purchaseSuccessPage',
  '/platform/merchant',
  '/platform/merchantDetail',
  '/platform/mall',
  '/platform/shoppingMallListPage',
  '/platform/brands',
  '/platform/brandsHomepage',
  '/platform/flashDeal',
  '/platform/searchDishes',
  '/platform/playVideo',
  '/platform/imagePreview',
  '/platform/favoritesList',
  '/platform/editProfile',
  '/platform/setting',
  '/platform/developerOptions',
  '/platform/developerDebug',
  '/platform/downloadLahap',
  '/platform/operationalDelivery',
  '/platform/hotProducts',
  '/platform/inviteFriends/invitationTheme',
  '/platform/inviteFriends/myRewards',
  '/platform/inviteFriends/friendActivity',
  '/platform/groupCouponDetailPreview',
  '/platform/receiveRedEnvelope',
  '/platform/redEnvelopeProducts',
  '/platform/redEnvelopeDetail',
  '/platform/winningRecords',
  '/platform/loginProtocol',
  '/platform/PrivacyPolicy',
  '/platform/accountDeletionDeclaration',
  '/platform/accountDeletionAssetsCheck',
  '/platform/accountDeletionVerify',
  '/platform/accountDeletionSubmit',
  '/platform/accountDeletionPolicy',
  '/platform/demo',
  '/platform/redux',
  '/platform/example',
] as const;

const SEGMENT = '[^/?#]+';

function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':') && part.endsWith('?')) return `(?:/${SEGMENT})?`;
      if (part.startsWith(':')) return `/${SEGMENT}`;
      return part === '' ? '' : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return source === '' ? /^\/$/ : new RegExp(`^${source}/?$`);
}

const PAGE_REGEXES = APP_PAGE_PATTERNS.map(patternRegex);

/** True for a path (no query) the customer app's router shows a page at. */
export function isAppPagePath(pathname: string): boolean {
  return PAGE_REGEXES.some((regex) => regex.test(pathname));
}
