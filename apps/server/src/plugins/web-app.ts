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
      /** True for a request the SPA should answer with index.html (an app route in a browser). */
      wantsAppShell(request: FastifyRequest): boolean;
      /**
       * index.html with the client config filled in (and, for a page with a first-paint source,
       * its hero image), or a 503 text when the app is not built.
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

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else
 * (index.html, sw.js, manifest, registerSW.js, icons) is revalidated on each use so a deploy
 * shows up at once. index.html is re-read when the file changes on disk.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, { distDir, clientConfig }) => {
    const indexPath = join(distDir, 'index.html');
    let cached: { mtimeMs: number; size: number; html: string } | undefined;

    async function indexHtml(): Promise<string | null> {
      try {
        const info = await stat(indexPath);
        if (cached?.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
          const html = injectClientConfig(await readFile(indexPath, 'utf8'), clientConfig);
          cached = { mtimeMs: info.mtimeMs, size: info.size, html };
        }
        return cached.html;
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

    async function sendIndex(reply: FastifyReply, request?: FastifyRequest): Promise<FastifyReply> {
      const shell = await indexHtml();
      if (shell === null) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT);
      }
      const firstPaint = request ? await firstPaintOf(request) : null;
      const html = firstPaint ? injectFirstPaint(shell, firstPaint) : shell;
      return reply.code(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
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
