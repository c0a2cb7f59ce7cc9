import { CLIENT_META_NAME, type ClientBootConfig } from '@lahap/contract/client-config';
import { NAV_BAR_HEIGHT } from '@lahap/contract/constants';
import {
  CONSENT_NOTICE_CLASSES,
  CONSENT_NOTICE_TEXTS,
  FIRST_PAINT_HERO_ID,
  FIRST_PAINT_NOTICE_ID,
  FIRST_PAINT_PLACEMENTS,
  HOME_FIRST_PAINT_CLASSES,
  HOME_HEADER_TEXTS,
  OPEN_APP_BANNER_TEXTS,
  FLASH_DEAL_TITLES,
  PAGE_FIRST_PAINT_CLASSES,
  VOUCHER_DETAIL_TITLES,
} from '@lahap/contract/first-paint';
import type { Locale } from '@lahap/contract/locale';
import { FIRST_PAINT_APP_ID, FIRST_PAINT_GATE_SCRIPT } from './first-paint-gate.js';

/** The brand, the same in every language. */
const APP_NAME = 'Lahap';
/** The build's module script (an element with a src and no text) and its module preloads. */
const APP_TAGS = /<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Escapes a value for a quoted HTML attribute, or for an element's text. */
export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch);
}

const META_TAG = new RegExp(`<meta\\b[^>]*\\bname\\s*=\\s*["']${CLIENT_META_NAME}["'][^>]*>`, 'i');

/**
 * Puts the client boot config into index.html's `<meta name="lahap-client" content="…">`
 * (the built file carries `content="{}"`). A page without the tag gets one before `</head>`.
 */
export function injectClientConfig(html: string, config: ClientBootConfig): string {
  const tag = `<meta name="${CLIENT_META_NAME}" content="${escapeHtmlAttribute(JSON.stringify(config))}">`;
  if (META_TAG.test(html)) return html.replace(META_TAG, () => tag);
  const head = html.search(/<\/head>/i);
  return head === -1 ? `${tag}${html}` : `${html.slice(0, head)}${tag}${html.slice(head)}`;
}

/** What the server knows of a page's first paint before any of its code runs. */
export type FirstPaint =
  /** A store's banner, across the top of the page. */
  | { placement: 'top'; heroImage: string }
  /**
   * The home's header and first banner, in the language the visitor uses: the home draws the
   * banner under its header, so the HTML draws both as the home will.
   */
  | { placement: 'home'; heroImage: string; locale: Locale }
  /** A voucher's detail: the page's bar with its title in the visitor's language, and the first picture under it. */
  | { placement: 'gallery'; heroImage: string; locale: Locale }
  /** The flash deal page: the page's bar, and the sale's banner under it on the page's red band. */
  | { placement: 'flash'; heroImage: string; locale: Locale };

/** What the server knows of whom a page's first paint is for. */
export interface FirstPaintVisitor {
  /** The page opens inside the Lahap native app (its webview's user agent says so). */
  inNativeApp: boolean;
}

/** `html` with `tag` put before the first match of `before`, else before `fallback`. */
function insertBefore(html: string, before: RegExp, fallback: RegExp, tag: string): string {
  let at = html.search(before);
  if (at === -1) at = html.search(fallback);
  return at === -1 ? `${tag}${html}` : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/** One of the app's line icons (web: shared/ui/icons), drawn as the app draws it. */
function lineIcon(className: string | null, shapes: string): string {
  return (
    `<svg${className ? ` class="${className}"` : ''} viewBox="0 0 24 24" width="1em" height="1em" fill="none" ` +
    `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`
  );
}

/**
 * The home's top as the home draws it for a web visitor (web: the tab shell's OpenAppBanner,
 * features/home's header and banner): the same parts, classes and texts.
 */
function homeTop(image: string, locale: Locale, inNativeApp: boolean): string {
  const c = HOME_FIRST_PAINT_CLASSES;
  const header = HOME_HEADER_TEXTS[locale];
  const openApp = OPEN_APP_BANNER_TEXTS[locale];
  const logo = (className: string, size: number) =>
    `<img class="${className}" src="/logo.svg" alt="" width="${size}" height="${size}">`;
  const bar =
    `<div class="${c.openApp}">${logo(c.openAppLogo, 36)}<div class="${c.openAppText}">` +
    `<span class="${c.openAppTitle}">${escapeHtmlAttribute(openApp.title)}</span>` +
    `<span class="${c.openAppDescription}">${escapeHtmlAttribute(openApp.description)}</span></div>` +
    `<span class="${c.openAppOpen}">${escapeHtmlAttribute(openApp.open)}</span>` +
    `<span class="${c.openAppClose}">${lineIcon(null, '<path d="M6 6l12 12M18 6 6 18"/>')}</span></div>`;
  const hero =
    `<div class="${c.hero}"><div class="${c.heroTop}"><span class="${c.brand}">` +
    `${logo(c.brandLogo, 28)}${APP_NAME}</span></div>` +
    `<div class="${c.greeting}">${escapeHtmlAttribute(header.greeting)}</div>` +
    `<div class="${c.search}">${lineIcon(c.searchIcon, '<circle cx="11" cy="11" r="6.5"/><path d="m20 20-4.2-4.2"/>')}` +
    `<span>${escapeHtmlAttribute(header.searchPlaceholder)}</span></div></div>`;
  const banner = `<div class="${c.cards}"><div class="${c.banner}">${image} class="${c.bannerImage}"></div></div>`;
  return `${inNativeApp ? '' : bar}${hero}${banner}`;
}

/**
 * A page's bar as shared/ui/nav-bar draws it for a shared link (no history in the app, so its
 * button goes home), with `title`.
 */
function pageBar(title: string): string {
  const c = PAGE_FIRST_PAINT_CLASSES;
  const home = lineIcon(
    null,
    '<path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z"/>',
  );
  return (
    `<div class="${c.bar}"><div class="${c.barInner}" style="height:${String(NAV_BAR_HEIGHT)}px">` +
    `<div class="${c.barSide}"><span class="${c.barButton}">${home}</span></div>` +
    `<div class="${c.barTitle}">${escapeHtmlAttribute(title)}</div>` +
    `<div class="${c.barSide}"></div></div></div>`
  );
}

/** A page's top under its bar: a voucher's first picture (features/orders' ProductGallery) or a flash sale's banner. */
function pageTop(placement: 'gallery' | 'flash', image: string, locale: Locale): string {
  const c = PAGE_FIRST_PAINT_CLASSES;
  if (placement === 'gallery') {
    return `${pageBar(VOUCHER_DETAIL_TITLES[locale])}<div class="${c.gallery}">${image} class="${c.galleryImage}"></div>`;
  }
  return `${pageBar(FLASH_DEAL_TITLES[locale])}<div class="${c.flashHero}">${image} class="${c.flashBanner}"></div>`;
}

/** The element a page's first paint draws at the top of the body. */
function heroElement(firstPaint: FirstPaint, src: string, visitor: FirstPaintVisitor): string {
  const image = `<img src="${src}" alt="" fetchpriority="high"`;
  const placement = FIRST_PAINT_PLACEMENTS[firstPaint.placement];
  // The drawn texts are in the visitor's language, which the page's own lang may not name yet.
  const lang = firstPaint.placement === 'top' ? '' : ` lang="${firstPaint.locale}"`;
  const open = `<div id="${FIRST_PAINT_HERO_ID}" data-placement="${placement}"${lang} aria-hidden="true">`;
  let body: string;
  if (firstPaint.placement === 'top') body = `${image}>`;
  else if (firstPaint.placement === 'home') body = homeTop(image, firstPaint.locale, visitor.inNativeApp);
  else body = pageTop(firstPaint.placement, image, firstPaint.locale);
  return `${open}${body}</div>`;
}

/**
 * Puts a page's first paint into its HTML: a preload of its largest image ahead of everything
 * else, and an element at the top of the body that draws the page's top (see FirstPaint) as soon
 * as the image arrives. The module script and its preloads move into a `<template>` that an
 * inline gate (first-paint-gate.ts) opens once the image is in and painted: the first screen
 * needs only the HTML, the stylesheets and the image, and until then they have the connection and
 * the main thread to themselves. The web app removes the element (id FIRST_PAINT_HERO_ID) once
 * its own page shows the image.
 */
export function injectFirstPaint(html: string, firstPaint: FirstPaint, visitor: FirstPaintVisitor): string {
  const href = escapeHtmlAttribute(firstPaint.heroImage);
  const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
  const withPreload = insertBefore(html, /<script\b|<link\b[^>]*\bmodulepreload\b/i, /<\/head>/i, preload);
  const appTags = withPreload.match(APP_TAGS) ?? [];
  const withoutApp = withPreload.replace(APP_TAGS, '');
  const gate =
    `<template id="${FIRST_PAINT_APP_ID}">${appTags.join('')}</template>` +
    `<script>${FIRST_PAINT_GATE_SCRIPT}</script>`;
  const hero = heroElement(firstPaint, href, visitor) + gate;
  const bodyOpen = /<body\b[^>]*>/i.exec(withoutApp);
  if (!bodyOpen) return `${withoutApp}${hero}`;
  const at = bodyOpen.index + bodyOpen[0].length;
  return `${withoutApp.slice(0, at)}${hero}${withoutApp.slice(at)}`;
}

/**
 * Draws the analytics notice into a page of the customer app, as the app draws it for a visitor
 * who has not answered it (web: shared/analytics' ConsentNotice), before the app's root. It is
 * inert: its answers work once the app, at its first render, puts its own notice in its place.
 */
export function injectConsentNotice(html: string, locale: Locale): string {
  const c = CONSENT_NOTICE_CLASSES;
  const texts = CONSENT_NOTICE_TEXTS[locale];
  const text = (className: string, value: string, tag = 'span') =>
    `<${tag} class="${className}">${escapeHtmlAttribute(value)}</${tag}>`;
  const notice =
    `<section id="${FIRST_PAINT_NOTICE_ID}" class="${c.notice} lahap-fixed-frame" lang="${locale}" inert aria-hidden="true">` +
    `<div class="${c.card}">${text(c.title, texts.title, 'h2')}` +
    `<p class="${c.description}">${escapeHtmlAttribute(texts.description)} ${text(c.privacy, texts.privacy)}</p>` +
    `<div class="${c.actions}">${text(c.deny, texts.deny)}${text(c.accept, texts.accept)}</div></div></section>`;
  return insertBefore(html, /<div\b[^>]*\bid="root"/i, /<\/body>/i, notice);
}
