import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../shared/api-client/client';
import { changeLocale, i18n } from '../shared/i18n/i18n';
import { renderApp } from '../test/render-app';
import { SCREEN_ROUTES } from './route-table';

vi.mock('../shared/api-client/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  configureApiClient: vi.fn(),
}));
vi.mock('../shared/monitoring/monitor', () => ({ reportError: vi.fn(), initMonitoring: vi.fn() }));

/** Every route of spec §2's route table, with the query parameters the spec names. */
const SPEC_PATHS = [
  '/',
  '/platform/home',
  '/platform/home/exploreFeeds',
  '/platform/home/order',
  '/platform/home/account',
  '/platform/payPage',
  '/platform/payPage/cashier',
  '/platform/payPage/payCode?box=1&partnerCode=P&orderId=o1',
  '/platform/myCouponList',
  '/platform/myOffers',
  '/platform/historyOffers',
  '/platform/couponDetail?couponId=c1',
  '/platform/couponDetail?detailId=d1',
  '/platform/groupCouponDetail?skuId=s1&isFlashSale=true&detailId=d1&pageId=p1',
  '/platform/groupCouponOrderDetail?orderId=o1&key=all',
  '/platform/tripartiteCoupons?orderId=o1',
  '/platform/confirmOrder',
  '/platform/purchaseSuccessPage?orderId=o1',
  '/platform/merchant?storeId=s1&cpType=LAHAP&channel_id=2&qrCodeId=q1&poiId=p1',
  '/platform/merchantDetail?storeId=s1',
  '/platform/mall?id=m1',
  '/platform/shoppingMallListPage',
  '/platform/brands',
  '/platform/brandsHomepage',
  '/platform/flashDeal?pageId=p1',
  '/platform/searchDishes',
  '/platform/playVideo?id=v1',
  '/platform/imagePreview',
  '/platform/favoritesList',
  '/platform/editProfile?source=edit',
  '/platform/setting',
  '/platform/developerOptions',
  '/platform/downloadLahap',
  '/platform/operationalDelivery',
  '/platform/inviteFriends/invitationTheme',
  '/platform/inviteFriends/myRewards',
  '/platform/inviteFriends/friendActivity?inviteCode=abc&shareType=WHATS_APP',
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
  '/platform/accountDeletionSubmit?processToken=t1',
  '/platform/accountDeletionPolicy',
  '/platform/demo',
  '/platform/redux',
  '/platform/example',
];

const ANY_SCREEN = /-page$/;

// Each screen's chunk is compiled on its first import, seconds for the larger ones on a busy
// machine: compile them all before the tests rather than inside whichever test shows one first.
beforeAll(async () => {
  await Promise.all([
    ...SCREEN_ROUTES.map((route) => route.load()),
    import('../features/feeds/pages/explore-feeds-page'),
    import('../features/orders/pages/orders-page'),
    import('../features/identity/pages/account-page'),
    import('./shell/not-found-page'),
  ]);
}, 60_000);

beforeEach(() => {
  vi.mocked(apiGet).mockResolvedValue({ allUsers: false, userIds: [] });
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('routes', () => {
  it('redirects /platform to /', async () => {
    const app = renderApp('/platform');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(app.location()?.pathname).toBe('/');
  });

  it('shows the 404 page with a way home for an unknown path', async () => {
    const app = renderApp('/platform/no-such-screen');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByTestId('not-found-home').getAttribute('href')).toBe('/');
    expect(screen.getByText(i18n.t('shell:notFound.title'))).toBeTruthy();
    expect(app.location()?.pathname).toBe('/platform/no-such-screen');
  });

  it.each(SPEC_PATHS)('resolves %s to a screen', async (path) => {
    renderApp(path);
    await screen.findByTestId(ANY_SCREEN);
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it.each([
    ['/platform/inviteFriends/friendActivity?inviteCode=ABCDEFGH', 'friend-activity-page'],
    ['/platform/groupCouponDetailPreview?skuId=60000001', 'group-coupon-preview-page'],
  ])('renders %s outside the shared layout', async (path, testId) => {
    renderApp(path);
    await screen.findByTestId(testId);
    expect(screen.queryByTestId('app-layout')).toBeNull();
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });

  it.each([
    ['/', 'home'],
    ['/platform/home', 'home'],
    ['/platform/home/exploreFeeds', 'exploreFeeds'],
    ['/platform/home/order', 'order'],
    ['/platform/home/account', 'account'],
  ])('shows %s as the %s tab inside the tab shell', async (path, tab) => {
    renderApp(path);
    const pane = await screen.findByTestId(`tab-pane-${tab}`);
    expect(pane.hidden).toBe(false);
    expect(screen.getByTestId('tab-bar')).toBeTruthy();
    expect(screen.getByTestId('app-layout')).toBeTruthy();
  });

  it('keeps a visited tab mounted but hidden after switching', async () => {
    const app = renderApp('/');
    await screen.findByTestId('home-page');
    await app.navigate('/platform/home/account');
    await screen.findByTestId('account-page');
    expect(screen.getByTestId('tab-pane-home').hidden).toBe(true);
    expect(screen.getByTestId('tab-pane-account').hidden).toBe(false);
    expect(screen.getByTestId('home-page')).toBeTruthy();
  });

  it('shows the language picker and the version on the account tab', async () => {
    renderApp('/platform/home/account');
    const picker = await screen.findByTestId('language-picker');
    expect(picker.textContent).toContain('Bahasa Indonesia');
    expect(screen.getByTestId('app-version').textContent).toContain('2.5.5');
  });

  it('asks logged-out visitors to log in on the orders and account tabs', async () => {
    const app = renderApp('/platform/home/order');
    await screen.findByTestId('orders-page');
    expect(screen.getAllByTestId('login-prompt')).toHaveLength(1);
    await app.navigate('/platform/home/account');
    await screen.findByTestId('account-page');
    await waitFor(() => expect(screen.getAllByTestId('login-prompt')).toHaveLength(2));
  });

  it('switches the language from the account tab', async () => {
    renderApp('/platform/home/account');
    fireEvent.click(await screen.findByTestId('language-picker'));
    fireEvent.click(await screen.findByTestId('language-option-en-US'));
    await waitFor(() => expect(screen.getByTestId('tab-bar').textContent).toBe('HomeOrdersAccount'));
    expect(screen.getByTestId('language-picker').textContent).toContain('English');
    expect(screen.getByTestId('app-version').textContent).toBe('Version 2.5.5');
    await changeLocale('id-ID');
  });
});
