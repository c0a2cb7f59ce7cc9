import { createRequire } from 'node:module';
import { constants as zlib } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

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

// First-load libraries get chunks of their own: they change less often than app code, so a
// deploy leaves them cached. The rest of what start-up loads is one chunk, and so are the
// shared UI parts the pages load later: left to split by route, each came as a dozen files of
// 1–6 KiB, and every file is a request and a preload link of its own (the store page
// came as 38 files). Everything else splits by route.
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
        navigateFallbackDenylist: SERVER_PATHS.map((path) => new RegExp(`^${path}(/|$)`)),
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The developer debug console is half a megabyte that almost no one loads: never precache it.
        globIgnores: ['**/eruda-*.js'],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    assetsDir: 'assets',
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map((chunk) => ({ ...chunk, priority: 10 })),
            { name: 'app', tags: ['$initial'], priority: 5 },
            { name: 'ui', test: /[\\/]src[\\/]shared[\\/](ui|product)[\\/]/, minShareCount: 2, priority: 3 },
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
