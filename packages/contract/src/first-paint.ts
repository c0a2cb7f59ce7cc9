import type { Locale } from './locale.js';

/**
 * A page the server knows the top of gets that top in its HTML, so the browser fetches and draws
 * it before any script runs: a shared store link its banner, the home its header and first
 * banner. The server writes the element with this id; the web app removes it once the page has
 * drawn the same image itself, or moved on.
 */
export const FIRST_PAINT_HERO_ID = 'lahap-first-paint-hero';

/** What the server's element draws, in its `data-placement`. */
export const FIRST_PAINT_PLACEMENTS = {
  /** A store's banner across the top of the page. */
  top: 'top',
  /** The home's header and its first banner, where the home draws them. */
  home: 'home',
  /** A page's bar and, under it, the first of a voucher's pictures (its detail page). */
  gallery: 'gallery',
  /** A page's bar and, under it, a flash sale's banner on its red band (the flash deal page). */
  flash: 'flash',
} as const;

/**
 * The class names of the server's drawing of a page's bar, a voucher's gallery and a flash sale's
 * banner. Their rules are
 * in the web app's global stylesheet (the only one a page loads before its code), drawn as the
 * NavBar, ProductGallery and the flash deal page draw; journeys hold the two to the same boxes. A shared link has no
 * history in the app, so the bar's button is the one going home.
 */
export const PAGE_FIRST_PAINT_CLASSES = {
  bar: 'lahap-page-bar',
  barInner: 'lahap-page-bar-inner',
  barSide: 'lahap-page-bar-side',
  barTitle: 'lahap-page-bar-title',
  barButton: 'lahap-page-bar-button',
  gallery: 'lahap-voucher-gallery',
  galleryImage: 'lahap-voucher-gallery-image',
  flashHero: 'lahap-flash-hero',
  flashBanner: 'lahap-flash-hero-banner',
} as const;

/**
 * The titles in the bar of the pages whose bar the server draws (a voucher's detail, the flash
 * deal page), here rather than only in the web app's catalogues because the server draws them
 * too; a web test holds the catalogues to the same texts.
 */
export const VOUCHER_DETAIL_TITLES: Readonly<Record<Locale, string>> = {
  'id-ID': 'Detail Voucher',
  'en-US': 'Voucher Details',
  'zh-CN': '代金券详情',
};
export const FLASH_DEAL_TITLES: Readonly<Record<Locale, string>> = {
  'id-ID': 'Flash Sale',
  'en-US': 'Flash Deals',
  'zh-CN': '限时秒杀',
};

/**
 * The class names the server's drawing of the home's top carries: the bar inviting web visitors
 * to the native app, the header, the first banner. The web app's own share their rules (the web app's CSS modules name them with `:global`), so the drawing
 * looks as the page will.
 */
export const HOME_FIRST_PAINT_CLASSES = {
  openApp: 'lahap-open-app',
  openAppLogo: 'lahap-open-app-logo',
  openAppText: 'lahap-open-app-text',
  openAppTitle: 'lahap-open-app-title',
  openAppDescription: 'lahap-open-app-description',
  openAppOpen: 'lahap-open-app-open',
  openAppClose: 'lahap-open-app-close',
  hero: 'lahap-home-hero',
  heroTop: 'lahap-home-hero-top',
  brand: 'lahap-home-brand',
  brandLogo: 'lahap-home-brand-logo',
  greeting: 'lahap-home-greeting',
  search: 'lahap-home-search',
  searchIcon: 'lahap-home-search-icon',
  cards: 'lahap-home-cards',
  banner: 'lahap-home-banner',
  bannerImage: 'lahap-home-banner-image',
} as const;

interface HomeHeaderTexts {
  greeting: string;
  searchPlaceholder: string;
}

/**
 * The home header's texts, here rather than in the web app's catalogues because the server draws
 * them too (the home's first paint) and both must say the same.
 */
export const HOME_HEADER_TEXTS: Readonly<Record<Locale, HomeHeaderTexts>> = {
  'id-ID': { greeting: 'Mau makan apa hari ini?', searchPlaceholder: 'Cari makanan atau restoran' },
  'en-US': { greeting: 'What are you craving today?', searchPlaceholder: 'Search dishes or restaurants' },
  'zh-CN': { greeting: '今天想吃点什么？', searchPlaceholder: '搜索美食或餐厅' },
};

interface OpenAppBannerTexts {
  title: string;
  description: string;
  open: string;
}

/**
 * The visible texts of the bar at the top of the home inviting web visitors to the native app,
 * here for the same reason as the header's.
 */
export const OPEN_APP_BANNER_TEXTS: Readonly<Record<Locale, OpenAppBannerTexts>> = {
  'id-ID': { title: 'Lebih hemat di aplikasi', description: 'Promo eksklusif tiap hari', open: 'Buka' },
  'en-US': { title: 'Save more in the app', description: 'Exclusive deals every day', open: 'Open' },
  'zh-CN': { title: '打开 App 更省钱', description: '每天都有独家优惠', open: '打开' },
};

/**
 * A visitor who has not answered the analytics notice (no CONSENT_COOKIE) gets the notice drawn
 * in the page's HTML: on a page of little text it is the largest thing on the first screen, and
 * drawn by the app's code it came seconds after the page. The server writes the element with this
 * id; the web app removes it at its first render, which draws its own notice in the same place
 * (or none, when this device has answered already).
 */
export const FIRST_PAINT_NOTICE_ID = 'lahap-first-paint-notice';

/**
 * The class names of the analytics notice, the app's and the server's drawing alike: their rules
 * are the app's (web: shared/analytics, named with `:global`), in the stylesheet every page loads
 * before its code.
 */
export const CONSENT_NOTICE_CLASSES = {
  notice: 'lahap-consent-notice',
  card: 'lahap-consent-notice-card',
  title: 'lahap-consent-notice-title',
  description: 'lahap-consent-notice-description',
  privacy: 'lahap-consent-notice-privacy',
  actions: 'lahap-consent-notice-actions',
  deny: 'lahap-consent-notice-deny',
  accept: 'lahap-consent-notice-accept',
} as const;

interface ConsentNoticeTexts {
  title: string;
  description: string;
  /** The link to the privacy policy, at the end of the description. */
  privacy: string;
  accept: string;
  deny: string;
}

/**
 * The analytics notice's texts, here rather than in the web app's catalogues because the server
 * draws the notice too and both must say the same.
 */
export const CONSENT_NOTICE_TEXTS: Readonly<Record<Locale, ConsentNoticeTexts>> = {
  'id-ID': {
    title: 'Bantu kami membuat Lahap lebih baik',
    description:
      'Kami mencatat cara kamu memakai Lahap, seperti halaman yang kamu buka dan tombol yang kamu ketuk. ' +
      'Kalau kamu setuju, catatan itu terhubung ke perangkat dan akunmu. Kalau tidak, kami hanya ' +
      'menghitungnya tanpa nama. Kamu bisa mengubahnya kapan saja di Akun.',
    privacy: 'Kebijakan Privasi',
    accept: 'Setuju',
    deny: 'Hitungan anonim saja',
  },
  'en-US': {
    title: 'Help us make Lahap better',
    description:
      'We record how you use Lahap, such as the pages you open and the buttons you tap. If you ' +
      'accept, these records are linked to your device and account. If not, we only count them ' +
      'anonymously. You can change this at any time in Account.',
    privacy: 'Privacy Policy',
    accept: 'Accept',
    deny: 'Only anonymous counts',
  },
  'zh-CN': {
    title: '帮助我们改进 Lahap',
    description:
      '我们会记录你使用 Lahap 的方式，例如打开的页面和点击的按钮。如果你同意，这些记录会关联到你的设备和账号；' +
      '如果不同意，我们只做匿名统计。你可以随时在“我的”中更改。',
    privacy: '隐私政策',
    accept: '同意',
    deny: '仅匿名统计',
  },
};
