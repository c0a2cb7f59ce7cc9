import { expect, test, type Page } from '@playwright/test';
// The journeys read the customer app's own route table, so a new route cannot go unchecked; the
// rules that keep the apps apart are not about the journeys, which test them from outside.
// eslint-disable-next-line import-x/no-relative-packages
import { paths } from '../apps/web/src/shared/config/paths.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { dismissHomePopups } from './home-popup.js';
import { logInToStaffConsole } from './login.js';

/** This journey's own client address: its logins count against no other journey's limits. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.24.0.11' } });

// Every screen of the customer app and the staff console passes axe-core with no serious or
// critical violation, at the phone size of playwright.config (issue 17). A screen is checked as
// a guest sees it on arrival, once its calls have answered.

/** Ids from the demo seed: a store with vouchers, coupons and photos; one of its vouchers. */
const STORE = '10000195';
const VOUCHER = '60000073';
const MALL = '1001';
const BRAND = '2001';
/** A claim link of the demo's coupon batches (coupons.spec.ts). */
const CLAIM_LINK = '1.1830272399.E52D8z56BqXx2qLBPR1BBhAUkhju2_gY9uShbQxzdZs';
/** Where the id belongs to a customer (an order, a coupon), a guest gets the screen's own answer. */
const SOMEONE_ELSES = '1';

/**
 * The addresses checked for each route of `paths` (apps/web/src/shared/config/paths.ts). Typed
 * against it, so a new route does not compile until it is listed here; null for an address that
 * only redirects.
 */
const ROUTES = {
  home: ['/'],
  platform: null,
  homeTab: ['/platform/home/exploreFeeds', '/platform/home/account'],
  orderTab: ['/platform/home/order'],
  payPage: [paths.payPage.getHref('cashier', { orderId: SOMEONE_ELSES })],
  myCouponList: [paths.myCouponList.getHref()],
  myOffers: [paths.myOffers.getHref({ tab: 'redEnvelope' })],
  historyOffers: [paths.historyOffers.getHref()],
  couponDetail: [paths.couponDetail.getHref({ token: CLAIM_LINK })],
  groupCouponDetail: [paths.groupCouponDetail.getHref({ skuId: VOUCHER })],
  groupCouponOrderDetail: [paths.groupCouponOrderDetail.getHref({ orderId: SOMEONE_ELSES })],
  tripartiteCoupons: [paths.tripartiteCoupons.getHref({ orderId: SOMEONE_ELSES })],
  confirmOrder: [paths.confirmOrder.getHref({ skuId: VOUCHER })],
  purchaseSuccess: [paths.purchaseSuccess.getHref({ orderId: SOMEONE_ELSES })],
  merchant: [paths.merchant.getHref({ storeId: STORE })],
  merchantDetail: [paths.merchantDetail.getHref({ storeId: STORE })],
  mall: [paths.mall.getHref({ id: MALL })],
  mallList: [paths.mallList.getHref()],
  brands: [paths.brands.getHref()],
  brandHome: [paths.brandHome.getHref({ brandId: BRAND })],
  flashDeal: [paths.flashDeal.getHref({})],
  search: [paths.search.getHref()],
  playVideo: [paths.playVideo.getHref({ id: SOMEONE_ELSES })],
  imagePreview: [paths.imagePreview.getHref({ storeId: STORE, imageType: 'BACKGROUND', index: 0 })],
  favorites: [paths.favorites.getHref()],
  editProfile: [paths.editProfile.getHref({})],
  settings: [paths.settings.getHref()],
  developerOptions: [paths.developerOptions.getHref()],
  developerDebug: [paths.developerDebug.getHref()],
  downloadApp: [paths.downloadApp.getHref()],
  operationalDelivery: [paths.operationalDelivery.getHref({})],
  hotProducts: [paths.hotProducts.getHref()],
  invitationTheme: [paths.invitationTheme.getHref()],
  myRewards: [paths.myRewards.getHref()],
  friendActivity: [paths.friendActivity.getHref({ inviteCode: 'LAHAP1' })],
  groupCouponDetailPreview: [paths.groupCouponDetailPreview.getHref({ skuId: VOUCHER })],
  receiveRedEnvelope: [paths.receiveRedEnvelope.getHref()],
  redEnvelopeProducts: [paths.redEnvelopeProducts.getHref({ couponId: SOMEONE_ELSES })],
  redEnvelopeDetail: [paths.redEnvelopeDetail.getHref({ couponId: SOMEONE_ELSES })],
  winningRecords: [paths.winningRecords.getHref()],
  loginProtocol: [paths.loginProtocol.getHref()],
  privacyPolicy: [paths.privacyPolicy.getHref()],
  accountDeletionDeclaration: [paths.accountDeletionDeclaration.getHref()],
  accountDeletionAssetsCheck: [paths.accountDeletionAssetsCheck.getHref()],
  accountDeletionVerify: [paths.accountDeletionVerify.getHref()],
  accountDeletionSubmit: [paths.accountDeletionSubmit.getHref({ processToken: 'expired' })],
  accountDeletionPolicy: [paths.accountDeletionPolicy.getHref()],
  demo: [paths.demo.getHref()],
  redux: [paths.redux.getHref()],
  example: [paths.example.getHref()],
} satisfies Record<keyof typeof paths, readonly string[] | null>;

/**
 * Waits until the screen has its answers and its entrances have finished: axe reads colours as
 * they are painted, and a card fading in is paler than it will be. Endless animations (skeleton
 * shine, spinners) are left running.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

// axe walks the whole page (and any frame) on each screen: on a busy machine that alone took
// most of the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.describe('every customer screen', () => {
  const addresses = [...Object.values(ROUTES).flat(), '/platform/no-such-screen'].filter(
    (address): address is string => address !== null,
  );
  for (const address of addresses) {
    test(`has no serious accessibility violation: ${address}`, async ({ page }) => {
      await page.goto(address);
      if (address === '/') {
        // The home brings up the red packet or a campaign popup by itself; the home under it is
        // what is checked here (home-popup.spec.ts checks the popups).
        // The first visit of a run waits for the server's first answers: allow it more time.
        await expect(page.getByTestId('home-popups')).toHaveAttribute('data-turn', /./, { timeout: 20_000 });
        await dismissHomePopups(page);
      }
      await settle(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe('the staff console', () => {
  test('has no serious accessibility violation on its login', async ({ page }) => {
    await page.goto('/staff');
    await expect(page.getByTestId('login-phone-input')).toBeVisible();
    await settle(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('has no serious accessibility violation at the counter, scanning and today', async ({ page }) => {
    await page.goto('/staff');
    await logInToStaffConsole(page);
    for (const address of ['/staff', '/staff/scan', '/staff/today']) {
      await test.step(address, async () => {
        await page.goto(address);
        await settle(page);
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
});
