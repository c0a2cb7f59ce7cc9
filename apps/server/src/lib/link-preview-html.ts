import { type Locale } from '@lahap/contract/locale';
import { escapeHtmlAttribute } from './html.js';

/** The size every preview image is drawn at: what WhatsApp and Facebook show largest. */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

/** What a shared link shows in a chat or a feed. */
export interface LinkPreview {
  title: string;
  description: string;
  /** The preview image's path on this server (`/og/…`), made absolute in the tags. */
  imagePath: string;
  /** The language the title and description are in. */
  locale: Locale;
}

/** og:locale spells a locale with an underscore. */
const ogLocaleOf = (locale: Locale): string => locale.replace('-', '_');

/** Query keys a page's canonical address keeps: the ones naming what it shows, and its language. */
const TRACKING_KEY = /^(utm_|fbclid$|gclid$)/;

/** The page's canonical address: the origin, the path and the query without tracking keys. */
function canonicalUrl(origin: string, url: URL): string {
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (!TRACKING_KEY.test(key)) query.append(key, value);
  const search = query.toString();
  return `${origin}${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * Puts a page's Open Graph and Twitter tags and its canonical link at the top of its head (some
 * previewers read only the first bytes), and its title and description in place of the app's.
 * Every value is escaped.
 */
export function injectLinkPreview(
  html: string,
  preview: LinkPreview,
  page: { origin: string; url: URL },
): string {
  const pageUrl = canonicalUrl(page.origin, page.url);
  const image = `${page.origin}${preview.imagePath}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtmlAttribute(value)}">`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Lahap'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:locale', ogLocaleOf(preview.locale)),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', preview.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
    `<link rel="canonical" href="${escapeHtmlAttribute(pageUrl)}">`,
  ].join('');
  const withoutOwn = html
    .replace(/<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*>/i, () =>
      meta('name', 'description', preview.description),
    )
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtmlAttribute(preview.title)}</title>`);
  // After the charset declaration, which must stay within the page's first 1024 bytes.
  const anchor = /<meta\b[^>]*\bcharset\s*=[^>]*>/i.exec(withoutOwn) ?? /<head\b[^>]*>/i.exec(withoutOwn);
  if (!anchor) return `${tags}${withoutOwn}`;
  const at = anchor.index + anchor[0].length;
  return `${withoutOwn.slice(0, at)}${tags}${withoutOwn.slice(at)}`;
}
