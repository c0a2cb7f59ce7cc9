/** The screens of spec §2 other than the bottom tabs, one entry each, with the page it loads. */
import type { ComponentType } from 'react';
import type screens from '../locales/id-ID/screens.json';
import { paths } from '../shared/config/paths';

/** The i18n key (namespace `screens`) of a screen's name. */
export type ScreenKey = keyof typeof screens;

/** The folder under src/features/ a screen's code lives in; `shell` pages live in src/app/. */
export type FeatureName =
  | 'identity'
  | 'home'
  | 'discovery'
  | 'store'
  | 'coupons'
  | 'orders'
  | 'payments'
  | 'engagement'
  | 'feeds'
  | 'devtools'
  | 'shell';

export interface ScreenRoute {
  path: string;
  screen: ScreenKey;
  feature: FeatureName;
  /** Rendered without the shared layout (spec §2 marks two such routes). */
  outsideLayout?: boolean;
  /** Imports the page; its default export is the page component. */
  load: () => Promise<{ default: ComponentType }>;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Orders: buying a dine-out voucher (its detail and confirm order).
  {
    path: paths.groupCouponDetail.path,
    screen: 'groupCouponDetail',
    feature: 'orders',
    load: () => import('../features/orders/pages/group-coupon-detail-page'),
  },
  {
    path: paths.confirmOrder.path,
    screen: 'confirmOrder',
    feature: 'orders',
    load: () => import('../features/orders/pages/confirm-order-page'),
  },
  {
    path: paths.groupCouponDetailPreview.path,
    screen: 'groupCouponDetailPreview',
    feature: 'orders',
    outsideLayout: true,
    load: () => import('../features/orders/pages/group-coupon-detail-preview-page'),
  },
  // Payments: the cashier and the pay code, then purchase success.
  {
    path: paths.payPage.path,
    screen: 'payPage',
    feature: 'payments',
    load: () => import('../features/payments/pages/pay-page'),
  },
  {
    path: paths.purchaseSuccess.path,
    screen: 'purchaseSuccess',
    feature: 'payments',
    load: () => import('../features/payments/pages/purchase-success-page'),
  },
  // Coupons: the wallet, its history, coupon details and claims, and the red envelopes.
  {
    path: paths.myCouponList.path,
    screen: 'myCoupons',
    feature: 'coupons',
    load: () => import('../features/coupons/pages/my-coupons-page'),
  },
  {
    path: paths.myOffers.path,
    screen: 'myCoupons',
    feature: 'coupons',
    load: () => import('../features/coupons/pages/my-coupons-page'),
  },
  {
    path: paths.historyOffers.path,
    screen: 'historyOffers',
    feature: 'coupons',
    load: () => import('../features/coupons/pages/coupon-history-page'),
  },
  {
    path: paths.couponDetail.path,
    screen: 'couponDetail',
    feature: 'coupons',
    load: () => import('../features/coupons/pages/coupon-detail-page'),
  },
  {
    path: paths.receiveRedEnvelope.path,
    screen: 'receiveRedEnvelope',
    feature: 'coupons',
    load: () => import('../features/coupons/pages/receive-red-envelope-page'),
  },
  {
    path: paths.redEnvelopeProducts.path,
    screen: 'redEnvelopeProducts',
    feature: 'coupons',
    load: () => import('../features/coupons/pages/red-envelope-products-page'),
  },
  {
    path: paths.redEnvelopeDetail.path,
    screen: 'redEnvelopeDetail',
    feature: 'coupons',
    load: () => import('../features/coupons/pages/red-envelope-detail-page'),
  },
  // Orders.
  {
    path: paths.groupCouponOrderDetail.path,
    screen: 'groupCouponOrderDetail',
    feature: 'orders',
    load: () => import('../features/orders/pages/order-detail-page'),
  },
  {
    path: paths.tripartiteCoupons.path,
    screen: 'tripartiteCoupons',
    feature: 'orders',
    load: () => import('../features/orders/pages/tripartite-coupons-page'),
  },
  // Store: store home and details, photos and the favourites list.
  {
    path: paths.merchant.path,
    screen: 'merchant',
    feature: 'store',
    load: () => import('../features/store/pages/store-home-page'),
  },
  {
    path: paths.merchantDetail.path,
    screen: 'merchantDetail',
    feature: 'store',
    load: () => import('../features/store/pages/store-detail-page'),
  },
  {
    path: paths.imagePreview.path,
    screen: 'imagePreview',
    feature: 'store',
    load: () => import('../features/store/pages/image-preview-page'),
  },
  {
    path: paths.favorites.path,
    screen: 'favorites',
    feature: 'store',
    load: () => import('../features/store/pages/favorites-page'),
  },
  // Discovery: malls, brands, flash deals and search.
  {
    path: paths.mall.path,
    screen: 'mall',
    feature: 'discovery',
    load: () => import('../features/discovery/pages/mall-page'),
  },
  {
    path: paths.mallList.path,
    screen: 'mallList',
    feature: 'discovery',
    load: () => import('../features/discovery/pages/mall-list-page'),
  },
  {
    path: paths.brands.path,
    screen: 'brands',
    feature: 'discovery',
    load: () => import('../features/discovery/pages/brands-page'),
  },
  {
    path: paths.brandHome.path,
    screen: 'brandHome',
    feature: 'discovery',
    load: () => import('../features/discovery/pages/brand-home-page'),
  },
  {
    path: paths.flashDeal.path,
    screen: 'flashDeal',
    feature: 'discovery',
    load: () => import('../features/discovery/pages/flash-deal-page'),
  },
  {
    path: paths.search.path,
    screen: 'search',
    feature: 'discovery',
    load: () => import('../features/discovery/pages/search-page'),
  },
  {
    path: paths.hotProducts.path,
    screen: 'hotProducts',
    feature: 'discovery',
    load: () => import('../features/discovery/pages/hot-products-page'),
  },
  // Feeds.
  {
    path: paths.playVideo.path,
    screen: 'playVideo',
    feature: 'feeds',
    load: () => import('../features/feeds/pages/play-video-page'),
  },
  // Account: profile, settings, legal pages and account deletion.
  {
    path: paths.editProfile.path,
    screen: 'editProfile',
    feature: 'identity',
    load: () => import('../features/identity/pages/edit-profile-page'),
  },
  {
    path: paths.settings.path,
    screen: 'settings',
    feature: 'identity',
    load: () => import('../features/identity/pages/settings-page'),
  },
  {
    path: paths.loginProtocol.path,
    screen: 'loginProtocol',
    feature: 'identity',
    load: () => import('../features/identity/pages/login-protocol-page'),
  },
  {
    path: paths.privacyPolicy.path,
    screen: 'privacyPolicy',
    feature: 'identity',
    load: () => import('../features/identity/pages/privacy-policy-page'),
  },
  {
    path: paths.accountDeletionDeclaration.path,
    screen: 'accountDeletionDeclaration',
    feature: 'identity',
    load: () => import('../features/identity/pages/deletion-declaration-page'),
  },
  {
    path: paths.accountDeletionAssetsCheck.path,
    screen: 'accountDeletionAssetsCheck',
    feature: 'identity',
    load: () => import('../features/identity/pages/deletion-assets-check-page'),
  },
  {
    path: paths.accountDeletionVerify.path,
    screen: 'accountDeletionVerify',
    feature: 'identity',
    load: () => import('../features/identity/pages/deletion-verify-page'),
  },
  {
    path: paths.accountDeletionSubmit.path,
    screen: 'accountDeletionSubmit',
    feature: 'identity',
    load: () => import('../features/identity/pages/deletion-submit-page'),
  },
  {
    path: paths.accountDeletionPolicy.path,
    screen: 'accountDeletionPolicy',
    feature: 'identity',
    load: () => import('../features/identity/pages/deletion-policy-page'),
  },
  // Developer tools: the options a developer unlocks on the account tab, and the debug page.
  {
    path: paths.developerOptions.path,
    screen: 'developerOptions',
    feature: 'devtools',
    load: () => import('../features/devtools/pages/developer-options-page'),
  },
  {
    path: paths.developerDebug.path,
    screen: 'developerDebug',
    feature: 'devtools',
    load: () => import('../features/devtools/pages/developer-debug-page'),
  },
  // Engagement: invitations, lotteries, campaigns and the app download page.
  {
    path: paths.downloadApp.path,
    screen: 'downloadApp',
    feature: 'engagement',
    load: () => import('../features/engagement/pages/download-app-page'),
  },
  {
    path: paths.operationalDelivery.path,
    screen: 'operationalDelivery',
    feature: 'engagement',
    load: () => import('../features/engagement/pages/operational-delivery-page'),
  },
  {
    path: paths.invitationTheme.path,
    screen: 'invitationTheme',
    feature: 'engagement',
    load: () => import('../features/engagement/pages/invitation-theme-page'),
  },
  {
    path: paths.myRewards.path,
    screen: 'myRewards',
    feature: 'engagement',
    load: () => import('../features/engagement/pages/my-rewards-page'),
  },
  {
    path: paths.friendActivity.path,
    screen: 'friendActivity',
    feature: 'engagement',
    outsideLayout: true,
    load: () => import('../features/engagement/pages/friend-activity-page'),
  },
  {
    path: paths.winningRecords.path,
    screen: 'winningRecords',
    feature: 'engagement',
    load: () => import('../features/engagement/pages/winning-records-page'),
  },
  // Test and example pages.
  { path: paths.demo.path, screen: 'demo', feature: 'shell', load: () => import('./dev-pages/demo-page') },
  {
    path: paths.redux.path,
    screen: 'redux',
    feature: 'shell',
    load: () => import('./dev-pages/state-demo-page'),
  },
  {
    path: paths.example.path,
    screen: 'example',
    feature: 'shell',
    load: () => import('./dev-pages/example-page'),
  },
];
