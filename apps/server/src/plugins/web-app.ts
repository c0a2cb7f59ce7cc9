import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ClientBootConfig } from '@lahap/contract/client-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from '../lib/api-paths.js';
import { type FirstPaint, injectClientConfig, injectFirstPaint } from '../lib/html.js';

export interface WebAppOptions {
  /** The built SPA (apps/web/dist). */
  distDir: string;
  /** Written into index.html's lahap-client meta tag. */
  clientConfig: ClientBootConfig;
}

/** What a page's first paint shows, from its query; null when there is nothing to add. */
export type FirstPaintSource = (query: URLSearchParams) => Promise<FirstPaint | null>;

declare module 'fastify' {
  interface FastifyInstance {
    webApp: {
      /** True for a request the SPA should answer with its page (an app route in a browser). */
      wantsAppShell(request: FastifyRequest): boolean;
      /**
       * The page of the request's app with the client config filled in: staff.html for the store
       * staff console (`/staff`, `/staff/…`), ordering.html for the ordering site (`/menuQr`,
       * `/menuQr/…`), else index.html (and, for a page with a first-paint source, its hero image);
       * a 503 text when the app is not built.
       */
      sendIndex(reply: FastifyReply, request?: FastifyRequest): Promise<FastifyReply>;
      /** Lets `pathname`'s HTML carry what `source` knows of the page's top (see FirstPaint). */
      addFirstPaint(pathname: string, source: FirstPaintSource): void;
    };
  }
}

/**
 * The longest a page's HTML waits for its first-paint lookup; past it the page goes out as it is,
 * since a late hero would delay the first paint it is meant to speed up.
 */
const FIRST_PAINT_BUDGET_MS = 150;

const IMMUTABLE = 'public, max-age=31536000, immutable';
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

/** Which page a request's path belongs to. */
function shellOf(url: string): Shell {
  const pathname = url.split('?')[0] ?? '';
  if (STAFF_PATH.test(pathname)) return 'staff';
  if (ORDERING_PATH.test(pathname)) return 'ordering';
  return 'index';
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
    async function firstPaintOf(request: FastifyRequest): Promise<FirstPaint | null> {
      const url = new URL(request.url, 'http://localhost');
      const source = firstPaintSources.get(url.pathname);
      if (!source) return null;
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), FIRST_PAINT_BUDGET_MS);
      });
      try {
        return await Promise.race([source(url.searchParams), budget]);
      } catch (error) {
        request.log.warn({ err: error }, 'first-paint lookup failed; the page goes out without it');
        return null;
      } finally {
        clearTimeout(timer);
      }
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
      const firstPaint = shell === 'index' && request ? await firstPaintOf(request) : null;
      const html = firstPaint ? injectFirstPaint(page, firstPaint) : page;
      return reply.code(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
    }

    function sendIndex(reply: FastifyReply, request?: FastifyRequest): Promise<FastifyReply> {
      return sendShell(reply, request ? shellOf(request.url) : 'index', request);
    }

    function wantsAppShell(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (isApiUrl(request.url) || request.url.startsWith('/assets/')) return false;
      return request.headers.accept?.includes('text/html') ?? false;
    }

    function addFirstPaint(pathname: string, source: FirstPaintSource): void {
      firstPaintSources.set(pathname, source);
    }

    app.decorate('webApp', { wantsAppShell, sendIndex, addFirstPaint });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
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
        allowedPath: (pathName) => !isApiUrl(pathName),
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
