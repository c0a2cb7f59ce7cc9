import { CLIENT_META_NAME, type ClientBootConfig } from '@lahap/contract/client-config';
import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Escapes a value for a quoted HTML attribute. */
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
export interface FirstPaint {
  /** The page's largest image: fetched first, ahead of the scripts. */
  heroImage: string;
  /**
   * `top`: the image spans the top of the page (a store's banner), so the HTML draws it at once.
   * `inPage`: the page draws it in a place only its code knows (the home's banner, under the
   * header), so the HTML only fetches it.
   */
  placement: 'top' | 'inPage';
}

/** `html` with `tag` put before the first match of `before`, else before `fallback`. */
function insertBefore(html: string, before: RegExp, fallback: RegExp, tag: string): string {
  let at = html.search(before);
  if (at === -1) at = html.search(fallback);
  return at === -1 ? `${tag}${html}` : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/**
 * Puts a page's hero image into index.html: a preload ahead of the scripts, so the image is the
 * first thing fetched, and for a `top` one the image itself at the top of the body, drawn as soon
 * as it arrives. The web app removes that element (id FIRST_PAINT_HERO_ID) once its own page
 * shows the image.
 */
export function injectFirstPaint(html: string, { heroImage, placement }: FirstPaint): string {
  const href = escapeHtmlAttribute(heroImage);
  const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
  const withPreload = insertBefore(html, /<script\b|<link\b[^>]*\bmodulepreload\b/i, /<\/head>/i, preload);
  if (placement === 'inPage') return withPreload;
  const hero =
    `<div id="${FIRST_PAINT_HERO_ID}" aria-hidden="true">` +
    `<img src="${href}" alt="" fetchpriority="high"></div>`;
  const bodyOpen = /<body\b[^>]*>/i.exec(withPreload);
  if (!bodyOpen) return `${withPreload}${hero}`;
  const at = bodyOpen.index + bodyOpen[0].length;
  return `${withPreload.slice(0, at)}${hero}${withPreload.slice(at)}`;
}
