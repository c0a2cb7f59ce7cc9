// What analytics adds to the customer app's first load (goal ≤ 3 KiB gzip before idle), from two
// sides: the build's own measure of the analytics modules inside the first-load chunks
// (apps/web/build-report/analytics-size.json, written by apps/web/build/analytics-size.ts), and a
// cold visit of the home in Chromium that checks the tracker's chunk comes only after the load.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path.mjs';
import { ROOT } from '../scripts/build-state.mjs';

export const ANALYTICS_HEADING = '## Analytics in the first load';
export const ANALYTICS_GOAL_KIB = 3;
const SIZE_FILE = join(ROOT, 'apps/web/build-report/analytics-size.json');
/** The tracker's chunk; the other languages' catalogues are named after their file, analytics.json, too. */
const TRACKER_CHUNK = /\/assets\/analytics-[^/]+\.js$/;
/** The app loads it once idle, at most 4 s after the load event: this leaves room for a busy machine. */
const WAIT_FOR_TRACKER_MS = 15_000;
const KIB = 1024;
const WEB_DIST = join(ROOT, 'apps/web/dist');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

/**
 * The built web app as plain files, every other page answered with index.html and /api with 404:
 * what this part measures is the app's own loading, which needs no database (and a Lahap server
 * on PGlite may not start in time on a loaded machine). The full run passes its real server.
 */
async function serveWebDist() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"success":false,"data":null,"error":{"code":"404","message":"not here"}}');
      return;
    }
    const file = join(WEB_DIST, path);
    const found = file.startsWith(WEB_DIST) && extname(path) !== '' && existsSync(file);
    const served = found ? file : join(WEB_DIST, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** The scripts a cold visit of `url` loads, each marked by whether it was asked for before the load event. */
async function visit(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    let loaded = false;
    const askedAfterLoad = new Set();
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      if (loaded) askedAfterLoad.add(request.url());
    });
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      scripts.push({
        path: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        afterLoad: askedAfterLoad.has(response.url()),
      });
    });
    await page.goto(url, { waitUntil: 'load' });
    const tracker = await page
      .waitForResponse((response) => TRACKER_CHUNK.test(new URL(response.url()).pathname), {
        timeout: WAIT_FOR_TRACKER_MS,
      })
      .catch(() => null);
    await page.waitForLoadState('networkidle');
    return { scripts, trackerLoaded: tracker !== null };
  } finally {
    await browser.close();
  }
}

/** The part: on `url` (a running Lahap server) when given, else on the built files served as they are. */
export async function runAnalyticsSize(url) {
  if (!existsSync(SIZE_FILE)) return { error: `${SIZE_FILE} is missing: build the web app (npm run build)` };
  const build = JSON.parse(readFileSync(SIZE_FILE, 'utf8'));
  if (url) return { build, servedBy: 'the Lahap server on PGlite', ...(await visit(`${url}/`)) };
  const server = await serveWebDist();
  try {
    return {
      build,
      servedBy: 'the built files alone (the API answering 404)',
      ...(await visit(`${server.url}/`)),
    };
  } finally {
    await server.stop();
  }
}

const kib = (bytes) => `${(bytes / KIB).toFixed(2)} KiB`;

/** The report section, in the style of bench/results/latest.md. */
export function analyticsSizeReport({ build, scripts, trackerLoaded, servedBy, error }) {
  if (error) return [ANALYTICS_HEADING, '', `Not measured: ${error}.`];
  const trackers = scripts.filter((script) => TRACKER_CHUNK.test(script.path));
  const beforeLoad = scripts.filter((script) => !script.afterLoad);
  const firstLoadBytes = build.firstLoad.gzipBytes;
  const lazyAfterLoad = trackerLoaded && trackers.every((script) => script.afterLoad);
  const inFirstLoad = trackers.filter((script) => !script.afterLoad);
  return [
    ANALYTICS_HEADING,
    '',
    `Measured ${new Date().toISOString()}. The first-load part is the build's measure of the analytics modules inside the home's first-load chunks (\`${build.firstLoad.modules.join('`, `')}\`), minified and gzipped on their own (level 9), which overstates what they add to chunks that compress them with their neighbours. The lazy part is the tracker's own chunk (the tracker, the context, the queue, web-vitals, the consent notice), seen on a cold visit of the home in Chromium, served by ${servedBy}.`,
    '',
    '| measure | value | goal | |',
    '|---|---:|---:|---|',
    `| analytics in the first load (gzip, before idle) | ${kib(firstLoadBytes)} | ≤ ${ANALYTICS_GOAL_KIB} KiB | ${firstLoadBytes <= ANALYTICS_GOAL_KIB * KIB ? 'met' : 'NOT met'} |`,
    `| tracker chunk, loaded on idle (gzip) | ${kib(trackers.reduce((sum, script) => sum + script.gzip, 0) || build.lazy.gzipBytes)} | after the load event | ${lazyAfterLoad && inFirstLoad.length === 0 ? 'met' : 'NOT met'} |`,
    `| all scripts asked for before the load event (gzip) | ${kib(beforeLoad.reduce((sum, script) => sum + script.gzip, 0))} | | |`,
  ];
}
