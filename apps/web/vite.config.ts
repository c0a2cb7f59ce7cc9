import { createRequire } from 'node:module';
import { constants as zlib } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { analyticsSize } from './build/analytics-size';
import { pageChunkOf, reachedFrom, type PageGraph } from './build/page-chunks';
import { privateSourceMaps } from './build/private-source-maps';

const API_SERVER = 'http://localhost:8080';

// react-router's package exports only its development build (dev warnings on); the production
// build sits beside it with the warnings compiled out.
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);
/** `@/x` is `src/x`: imports name what they use, not how many folders up it is. */
export const SRC_ALIAS = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) };
const BRAND_RED = '#d63c22';
const BACKGROUND = '#f7f3f0';

/** Paths the server answers itself; never the SPA's index.html. */
const SERVER_PATHS = ['/api', '/sandbox', '/healthz', '/readyz'];

/**
 * The store staff console (src/staff): a second entry with its own page, staff.html, answered
 * for `/staff` and everything under it, by the server (plugins/web-app.ts), the service worker
 * and the dev and preview servers alike. Never the customer app's index.html.
 */
const STAFF_PATH = '/staff';
const STAFF_PAGE = 'staff.html';
const STAFF_NAVIGATION = /^\/staff(\/|$)/;

/**
 * The ordering site (src/ordering): a third entry, ordering.html, answered for `/menuQr` (the
 * page a table's QR code opens) and everything under it, the same four ways as the console.
 */
const ORDERING_PATH = '/menuQr';
const ORDERING_PAGE = 'ordering.html';
const ORDERING_NAVIGATION = /^\/menuQr(\/|$)/;

/** Which page the dev and preview servers answer a page request of `pathname` with, if not index.html. */
function entryPageOf(pathname: string): string | null {
  if (STAFF_NAVIGATION.test(pathname)) return STAFF_PAGE;
  if (ORDERING_NAVIGATION.test(pathname)) return ORDERING_PAGE;
  return null;
}

/** `/staff…` and `/menuQr…` page requests of the dev and preview servers get their page, as the server does. */
const serveEntryPage: Connect.NextHandleFunction = (req, _res, next) => {
  const [pathname = '', query] = (req.url ?? '').split('?');
  const page = entryPageOf(pathname);
  if (req.method === 'GET' && page && req.headers.accept?.includes('text/html')) {
    // The ordering page reads its QR code from the query: keep it.
    req.url = query === undefined ? `/${page}` : `/${page}?${query}`;
  }
  next();
};

/**
 * The staff and ordering pages' part of the build: the dev and preview servers answer `/staff…`
 * and `/menuQr…` with them. The staff HTML keeps its own manifest (public/staff.webmanifest: start
 * and scope `/staff`, so an installed console opens the console) instead of the one the PWA plugin
 * adds to every page; the ordering page has none (a table's menu is opened from its QR code, never
 * installed).
 */
function entryPages(): Plugin {
  return {
    name: 'lahap:entry-pages',
    enforce: 'post',
    // Each build (and watch rebuild) follows the pages' imports afresh.
    renderStart: () => {
      pageGraphs = null;
    },
    configureServer: (server) => void server.middlewares.use(serveEntryPage),
    configurePreviewServer: (server) => void server.middlewares.use(serveEntryPage),
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename }) =>
        [STAFF_PAGE, ORDERING_PAGE].includes(path.basename(filename))
          ? html.replace(/<link rel="manifest" href="\/manifest\.webmanifest"[^>]*>/g, '')
          : html,
    },
  };
}

/** The pages the build starts from, by the name their first chunk takes. */
const PAGES = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  staff: fileURLToPath(new URL(`./${STAFF_PAGE}`, import.meta.url)),
  ordering: fileURLToPath(new URL(`./${ORDERING_PAGE}`, import.meta.url)),
};

/** The pages' graphs of the build under way (reset at each build's renderStart). */
let pageGraphs: Record<keyof typeof PAGES, PageGraph> | null = null;

/** The pages' graphs of this build, walked once from the chunking context. */
function graphsOf(ctx: Rolldown.ChunkingContext): Record<keyof typeof PAGES, PageGraph> {
  const graphOf = (page: string): PageGraph => ({
    initial: reachedFrom(page, ctx, false),
    all: reachedFrom(page, ctx, true),
  });
  pageGraphs ??= {
    index: graphOf(PAGES.index),
    staff: graphOf(PAGES.staff),
    ordering: graphOf(PAGES.ordering),
  };
  return pageGraphs;
}

function initialChunkOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  const graphs = graphsOf(ctx);
  return pageChunkOf(id, graphs.index, graphs.staff, graphs.ordering);
}

const SHARED_UI = /[\\/]src[\\/]shared[\\/](ui|product)[\\/]/;

/**
 * The shared UI parts that pages load only later, in one chunk; a part some page starts with is
 * not among them: the chunk would come with that page's first load, whole.
 */
function laterUiChunkOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (!SHARED_UI.test(id)) return null;
  return Object.values(graphsOf(ctx)).some((graph) => graph.initial.has(id)) ? null : 'ui';
}

/** A catalogue of the customer app (the staff console's and the ordering site's are their own). */
const APP_CATALOGUE =
  /[\\/]src[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})[\\/](?!staff\.json$|ordering\.json$)[^\\/]+\.json$/;

/**
 * The catalogues the customer app fetches, one chunk per language: a language is always fetched
 * whole (every namespace the first bundle leaves out, when a screen first needs any; all of
 * another language's when it is chosen), and as a file per namespace that was 11 requests for a
 * guest's first screen past the home and 20 for an English or Chinese start.
 */
function catalogueChunkOf(id: string): string | null {
  const locale = APP_CATALOGUE.exec(id)?.[1];
  return locale ? `texts-${locale}` : null;
}

// First-load libraries get chunks of their own: they change less often than app code, so a
// deploy leaves them cached. The rest of what start-up loads is one chunk per page (and one for
// what the pages share, see initialChunkOf), and so are the shared UI
// parts the pages load later: left to split by route, each came as a dozen files of 1–6 KiB, and every
// file is a request and a preload link of its own (the store page came as 38 files). Everything
// else splits by route.
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

export default defineConfig(({ mode }) => ({
  resolve: {
    alias: [
      SRC_ALIAS,
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  plugins: [
    react(),
    // The server sends these files as they are: brotli at its best level is about an eighth
    // smaller than what it could afford per request.
    compression({
      include: /\.(js|css|svg|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      pwaAssets: { config: true, overrideManifestIcons: true, injectThemeColor: false },
      manifest: {
        id: '/',
        name: 'Lahap',
        short_name: 'Lahap',
        description: 'Promo makanan, kupon, dan voucher makan di restoran sekitarmu.',
        lang: 'id',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND_RED,
        background_color: BACKGROUND,
        categories: ['food', 'shopping', 'lifestyle'],
      },
      workbox: {
        navigateFallback: 'index.html',
        // Workbox tests these against the path with its query: `/menuQr?qrCodeId=…` must match too,
        // or a table's QR link opened with the worker in charge got the customer app's page.
        navigateFallbackDenylist: [...SERVER_PATHS, STAFF_PATH, ORDERING_PATH].map(
          (path) => new RegExp(`^${path}([/?]|$)`),
        ),
        runtimeCaching: [
          // Images (store photos, banners, avatars, resized variants) never change under a key:
          // served from the cache first, the oldest dropped past 300 or 30 days, so lists keep
          // their pictures offline and on a slow network.
          {
            urlPattern: ({ request, url }) =>
              request.method === 'GET' && url.pathname.startsWith('/api/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'lahap-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          // The staff console's pages: the server's staff.html when it answers within a few seconds,
          // else the precached one (a counter opens offline once it has been visited). No page is
          // cached at run time: an old page would name scripts a newer precache no longer holds.
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/staff(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'lahap-staff-page',
              networkTimeoutSeconds: 4,
              plugins: [{ cacheWillUpdate: async () => null }],
              precacheFallback: { fallbackURL: STAFF_PAGE },
            },
          },
          // The ordering site's page, the same way: a table's menu reopens from the precache
          // when the network is gone (its calls still need the server).
          {
            // Written out: workbox copies this function into the worker, without this file's constants.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/menuQr(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'lahap-ordering-page',
              networkTimeoutSeconds: 4,
              plugins: [{ cacheWillUpdate: async () => null }],
              precacheFallback: { fallbackURL: ORDERING_PAGE },
            },
          },
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The developer debug console is half a megabyte that almost no one loads: never precache it.
        // The app's manifest is added by the plugin itself; globbed as well, it came twice with two
        // revisions, and workbox refused the whole precache (add-to-cache-list-conflicting-entries),
        // so the worker cached nothing and answered no navigation.
        // Source maps never leave the build machine's private folder (build/private-source-maps.ts).
        globIgnores: ['**/eruda-*.js', 'manifest.webmanifest', '**/*.map'],
        cleanupOutdatedCaches: true,
        // The worker's own map would be written after the scripts' maps are moved, and name
        // itself in sw.js; the monitor never reports from the worker.
        sourcemap: false,
      },
    }),
    entryPages(),
    privateSourceMaps(),
    analyticsSize(PAGES.index),
  ],
  build: {
    assetsDir: 'assets',
    // Maps for the server to read the team's error stacks with, named by no script (hidden) and
    // moved out of the dist folder by privateSourceMaps.
    sourcemap: 'hidden',
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: PAGES,
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map((chunk) => ({ ...chunk, priority: 10 })),
            {
              name: initialChunkOf,
              debugName: 'initial',
              tags: ['$initial'],
              priority: 5,
              // Each module goes to its own page's chunk: a shared one never imports a page's (a
              // shared module's imports are shared too), and no page's chunk another's.
              includeDependenciesRecursively: false,
            },
            { name: laterUiChunkOf, minShareCount: 2, priority: 3, includeDependenciesRecursively: false },
            {
              name: catalogueChunkOf,
              debugName: 'texts',
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // What analytics loads after the first paint (the tracker, web-vitals, the consent
            // notice) as one lazy file; `track` and the consent store stay in the first load, and
            // the account's consent row goes with the account pages (it brings antd's sheet).
            {
              name: 'analytics',
              test: /[\\/]src[\\/]shared[\\/]analytics[\\/](?!consent-setting)|[\\/]node_modules[\\/]web-vitals[\\/]/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_SERVER, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_SERVER, changeOrigin: true }])),
  },
}));
