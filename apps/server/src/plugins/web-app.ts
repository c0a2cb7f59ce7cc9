import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { CONSENT_COOKIE, isAnalyticsConsent } from '@lahap/contract/analytics/context';
import { isAppPagePath } from '@lahap/contract/app-pages';
import { NATIVE_APP_USER_AGENT_MARK } from '@lahap/contract/bridge';
import type { ClientBootConfig } from '@lahap/contract/client-config';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, toLocale } from '@lahap/contract/locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from '../lib/api-paths.js';
import { type FirstPaint, injectClientConfig, injectConsentNotice, injectFirstPaint } from '../lib/html.js';
import { type LinkPreview, injectLinkPreview } from '../lib/link-preview-html.js';

export interface WebAppOptions {
  /** The built SPA (apps/web/dist). */
  distDir: string;
  /** Written into index.html's lahap-client meta tag. */
  clientConfig: ClientBootConfig;
}

/**
 * What a page's first paint shows, from its query and the visitor's language (the app's
 * LOCALE_COOKIE, else the default); null when there is nothing to add.
 */
export type FirstPaintSource = (query: URLSearchParams, locale: Locale) => Promise<FirstPaint | null>;

/**
 * What a shared link of a page previews as, from its query and the language the link asks for
 * (its `lang`, null when it names none); null when the source knows nothing of it (the page then
 * gets the fallback's preview).
 */
export type LinkPreviewSource = (query: URLSearchParams, lang: Locale | null) => Promise<LinkPreview | null>;

declare module 'fastify' {
  interface FastifyInstance {
    webApp: {
      /** True for a request the SPA should answer with its page (an app route in a browser). */
      wantsAppShell(request: FastifyRequest): boolean;
      /**
       * The page of the request's app with the client config filled in: staff.html for the store
       * staff console (`/staff`, `/staff/…`), ordering.html for the ordering site (`/menuQr`,
       * `/menuQr/…`), else index.html (and, for a page with a first-paint source, its hero image;
       * with a link-preview source, its Open Graph and Twitter tags);
       * a 503 text when the app is not built.
       */
      sendIndex(reply: FastifyReply, request?: FastifyRequest): Promise<FastifyReply>;
      /** Lets `pathname`'s HTML carry what `source` knows of the page's top (see FirstPaint). */
      addFirstPaint(pathname: string, source: FirstPaintSource): void;
      /**
       * Lets `pathname`'s HTML carry the Open Graph and Twitter tags `source` gives; `null` names
       * the fallback every customer-app page without its own source (or whose source knows
       * nothing) gets.
       */
      addLinkPreview(pathname: string | null, source: LinkPreviewSource): void;
    };
  }
}

/**
 * The longest a page's HTML waits for its first-paint lookup; past it the page goes out as it is,
 * since a late hero would delay the first paint it is meant to speed up.
 */
const FIRST_PAINT_BUDGET_MS = 150;
/**
 * The longest a page's HTML waits for its link preview. A previewer waits seconds for a page, so
 * this is looser than the first paint's; past it the fallback preview goes out.
 */
const LINK_PREVIEW_BUDGET_MS = 1_000;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Source maps give the original code away: the build keeps them out of the dist folder
 * (docs/monitoring.md "Source maps"), and one left there by a hand-made build is still not sent.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
const REVALIDATE = 'no-cache';
const NOT_BUILT =
  'The Lahap web app is not built yet. Run `npm run build` and start the server again. (The API under /api works.)\n';

/** The store staff console's paths: its own page, never the customer app's (web: src/staff). */
const STAFF_PATH = /^\/staff(\/|$)/;
/** The ordering site's paths (a table QR code's menu, MENU_QR_PAGE_PATH): its own page (web: src/ordering). */
const ORDERING_PATH = /^\/menuQr(\/|$)/;

/**
 * The built pages: the customer app's, the store staff console's and the ordering site's (the
 * second and third entries of the build).
 */
type Shell = 'index' | 'staff' | 'ordering';
const SHELL_FILES: Readonly<Record<Shell, string>> = {
  index: 'index.html',
  staff: 'staff.html',
  ordering: 'ordering.html',
};

/** The value of the request's cookie `name` (a name of the app's, no pattern characters). */
function cookieValue(request: FastifyRequest, name: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1]?.trim();
}

/** The language the visitor chose in the app (its cookie), else the app's default. */
function cookieLocale(request: FastifyRequest): Locale {
  const value = cookieValue(request, LOCALE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Whether this device has answered the analytics notice (the app's cookie says so). */
function answeredConsent(request: FastifyRequest): boolean {
  return isAnalyticsConsent(cookieValue(request, CONSENT_COOKIE));
}

/** Which page a request's path belongs to. */
function shellOf(url: string): Shell {
  const pathname = url.split('?')[0] ?? '';
  if (STAFF_PATH.test(pathname)) return 'staff';
  if (ORDERING_PATH.test(pathname)) return 'ordering';
  return 'index';
}

/** `value` settled, or null when it fails or takes longer than `budgetMs`. */
async function withinBudget<T>(
  request: FastifyRequest,
  what: string,
  budgetMs: number,
  value: () => Promise<T | null>,
): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([value(), budget]);
  } catch (error) {
    request.log.warn({ err: error }, `${what} lookup failed; the page goes out without it`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else
 * (index.html, staff.html, ordering.html, sw.js, manifests, registerSW.js, icons) is revalidated on each use so
 * a deploy shows up at once. Every page gets the client config and is re-read when the file
 * changes on disk.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, { distDir, clientConfig }) => {
    const cached = new Map<Shell, { mtimeMs: number; size: number; html: string }>();

    /** A page with the client config filled in, or null when it is not built. */
    async function shellHtml(shell: Shell): Promise<string | null> {
      const path = join(distDir, SHELL_FILES[shell]);
      try {
        const info = await stat(path);
        let entry = cached.get(shell);
        if (entry?.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
          const html = injectClientConfig(await readFile(path, 'utf8'), clientConfig);
          entry = { mtimeMs: info.mtimeMs, size: info.size, html };
          cached.set(shell, entry);
        }
        return entry.html;
      } catch {
        return null;
      }
    }

    const firstPaintSources = new Map<string, FirstPaintSource>();

    /** What the request's page shows first, or null: no source, a failure, or too slow. */
    async function firstPaintOf(request: FastifyRequest, url: URL): Promise<FirstPaint | null> {
      const source = firstPaintSources.get(url.pathname);
      if (!source) return null;
      return withinBudget(request, 'first-paint', FIRST_PAINT_BUDGET_MS, () =>
        source(url.searchParams, cookieLocale(request)),
      );
    }

    const linkPreviewSources = new Map<string, LinkPreviewSource>();
    let fallbackPreview: LinkPreviewSource | undefined;

    /** The page's own preview, else the fallback's, else null (no preview module). */
    async function linkPreviewOf(request: FastifyRequest, url: URL): Promise<LinkPreview | null> {
      const lang = url.searchParams.has('lang') ? toLocale(url.searchParams.get('lang')) : null;
      const own = linkPreviewSources.get(url.pathname);
      const preview = own
        ? await withinBudget(request, 'link-preview', LINK_PREVIEW_BUDGET_MS, () =>
            own(url.searchParams, lang),
          )
        : null;
      if (preview || !fallbackPreview) return preview;
      const fallback = fallbackPreview;
      return withinBudget(request, 'link-preview', LINK_PREVIEW_BUDGET_MS, () =>
        fallback(url.searchParams, lang),
      );
    }

    /** The page's address as the previewer asked for it, for og:url and the image's absolute address. */
    function originOf(request: FastifyRequest): string {
      return `${request.protocol}://${request.host}`;
    }

    async function sendShell(reply: FastifyReply, shell: Shell, request?: FastifyRequest) {
      const page = await shellHtml(shell);
      if (page === null) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT);
      }
      if (shell !== 'index' || !request) {
        return reply
          .code(200)
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(page);
      }
      const url = new URL(request.url, 'http://localhost');
      const [firstPaint, preview] = await Promise.all([
        firstPaintOf(request, url),
        linkPreviewOf(request, url),
      ]);
      const inNativeApp = request.headers['user-agent']?.includes(NATIVE_APP_USER_AGENT_MARK) ?? false;
      let html = firstPaint ? injectFirstPaint(page, firstPaint, { inNativeApp }) : page;
      if (!answeredConsent(request)) html = injectConsentNotice(html, cookieLocale(request));
      if (preview) html = injectLinkPreview(html, preview, { origin: originOf(request), url });
      return reply.code(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
    }

    function sendIndex(reply: FastifyReply, request?: FastifyRequest): Promise<FastifyReply> {
      return sendShell(reply, request ? shellOf(request.url) : 'index', request);
    }

    /**
     * A page of the customer app gets its HTML whatever it asks for: a link previewer (WhatsApp,
     * Facebook) asks with `Accept: *\/*` and must read the page's tags. Any other path gets the
     * HTML only from a browser navigating (Accept text/html), which then shows the app's 404
     * page; a script, image or JSON fetch of a missing file gets a 404 rather than HTML it
     * would misread (and the service worker would cache), and so do /api and /assets.
     */
    function wantsAppShell(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (isApiUrl(request.url) || request.url.startsWith('/assets/')) return false;
      if (isAppPagePath(request.url.split('?')[0] ?? '')) return true;
      return request.headers.accept?.includes('text/html') ?? false;
    }

    function addFirstPaint(pathname: string, source: FirstPaintSource): void {
      firstPaintSources.set(pathname, source);
    }

    function addLinkPreview(pathname: string | null, source: LinkPreviewSource): void {
      if (pathname === null) fallbackPreview = source;
      else linkPreviewSources.set(pathname, source);
    }

    app.decorate('webApp', { wantsAppShell, sendIndex, addFirstPaint, addLinkPreview });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(reply, request));
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    // The service worker precaches this file: it must carry the config as the served page does.
    app.get('/staff.html', { schema: { hide: true } }, (_request, reply) => sendShell(reply, 'staff'));
    app.get('/ordering.html', { schema: { hide: true } }, (_request, reply) => sendShell(reply, 'ordering'));

    if (existsSync(distDir)) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        wildcard: true,
        // The build writes each asset's .br and .gz beside it at the highest levels; those go out
        // as they are, and only what has none is compressed per request.
        preCompressed: true,
        cacheControl: false,
        allowedPath: (pathName) => !isApiUrl(pathName) && !SOURCE_MAP.test(pathName),
        setHeaders: (res, filePath) => {
          const inAssets = relative(distDir, filePath).startsWith(`assets${sep}`);
          res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
          // The same path answers brotli, gzip or plain bytes: a shared cache must key on it.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
  },
  { name: 'web-app' },
);
