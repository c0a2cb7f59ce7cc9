// Front-end measurements: the gzip size of the JavaScript and CSS a first visit of the home loads,
// where those bytes come from (bundle-report.mjs), and Lighthouse mobile performance at 390×844
// on the home and on a store page, all in the system Chromium. `npm run bench -- --only frontend`
// runs this part alone on a fresh PGlite server.
import { gzipSync } from 'node:zlib';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path.mjs';
import { bundleShares } from './bundle-report.mjs';
import { signedCalls } from './discovery.mjs';
import { startCustomerPageServer, startLahap } from './servers.mjs';
import { fmt, verdict } from './report-format.mjs';

export const FRONTEND_HEADING = '## Home route';
const KIB = 1024;
const GOALS = {
  firstLoadJsKiB: 120,
  lighthouse: 95,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  storeLighthouse: 95,
  /** The store page's own LCP bound (ADR 014). */
  storeLcpMs: 2000,
  /** The other pages a customer opens first (issue "Speed and scale-out"): each at least this. */
  pageLighthouse: 95,
  /** What a page past the home may load on a first visit beyond what the home loads (gzip). */
  routeOwnJsKiB: 60,
};

/**
 * A page's scripts on a cold first visit, to network idle, against the home's: how many files,
 * their gzip KiB, and the KiB of those the home does not load (the route's own).
 */
async function routeScripts(url, homeFiles, customer) {
  const { jsKiB, files } = await firstLoadSize(url, customer);
  const home = new Set(homeFiles.filter((f) => f.type === 'script').map((f) => f.path));
  const scripts = files.filter((f) => f.type === 'script');
  const ownKiB = scripts.filter((f) => !home.has(f.path)).reduce((total, f) => total + f.gzip, 0) / KIB;
  return { count: scripts.length, jsKiB, ownKiB };
}
/** The groups of the bundle report worth a row; the rest are summed in one. */
const BUNDLE_ROWS = 20;
/** The longest main-thread tasks of the median run worth a row. */
const LONG_TASK_ROWS = 8;

/** The analytics answer's key, both as the app keeps it and as the cookie the server reads. */
const ANALYTICS_CONSENT = 'lahap_analytics_consent';

/**
 * What a logged-in customer's browser holds before a page opens: the login (as the app keeps it)
 * and their answer to the analytics notice, which a returning customer has given (they accepted).
 */
function customerStorage(url, customer) {
  const { origin, hostname } = new URL(url);
  const { accessToken, refreshToken, userId } = customer;
  return {
    cookies: [{ name: ANALYTICS_CONSENT, value: 'granted', domain: hostname, path: '/', sameSite: 'Lax' }],
    localStorage: [
      { name: 'lahap_token_info', value: JSON.stringify({ accessToken, refreshToken, userId }) },
      { name: ANALYTICS_CONSENT, value: 'granted' },
    ],
    origin,
  };
}

/**
 * Sums the gzip size of every script and stylesheet the page loads on a cold first visit (a
 * customer's, logged in, when `customer` is given).
 */
export async function firstLoadSize(url, customer) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const storage = customer ? customerStorage(url, customer) : undefined;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      ...(storage && {
        storageState: {
          cookies: storage.cookies.map((c) => ({ ...c, expires: -1, httpOnly: false, secure: false })),
          origins: [{ origin: storage.origin, localStorage: storage.localStorage }],
        },
      }),
    });
    const page = await context.newPage();
    const files = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      files.push({ path: new URL(response.url()).pathname, type, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sum = (type) => files.filter((f) => f.type === type).reduce((total, f) => total + f.gzip, 0) / KIB;
    return { jsKiB: sum('script'), cssKiB: sum('stylesheet'), files };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse mobile performance at 390×844: `runs` runs, reported by the median one (Lighthouse's
 * own pick: nearest the median FCP and interactive time), since one run varies by ±10 points here.
 */
export async function lighthouseMobile(url, runs = 3, customer) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(url, customer));
  const valid = filterToValidRuns(results);
  const lhr = valid.length > 0 ? computeMedianRun(valid) : results[0];
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpPhases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    scores: results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
    // Lighthouse's own measure of the host's speed at each run (higher is faster): the scores
    // move with it, so runs at different indexes do not compare.
    benchmarkIndexes: results.map((r) => Math.round(r.environment?.benchmarkIndex ?? Number.NaN)),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpPhases: lcpPhases.map((phase) => ({ phase: phase.phase, ms: phase.timing })),
    lcpElement: lhr.audits[
      'largest-contentful-paint-element'
    ]?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel
      ?.replace(/[\s|]+/g, ' ')
      .slice(0, 60),
    longTasks: longTasks.slice(0, LONG_TASK_ROWS).map((task) => ({
      script: task.url
        ? new URL(task.url, 'http://x').pathname.split('/').pop() || 'the page'
        : 'unattributed',
      startMs: task.startTime,
      ms: task.duration,
    })),
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * Writes a customer's storage into the browser Lighthouse drives (on `port`), from a light page of
 * the same origin, so the measured load starts logged in but otherwise cold.
 */
async function logIn(port, url, customer) {
  const storage = customerStorage(url, customer);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies(storage.cookies);
    const page = await context.newPage();
    await page.goto(`${storage.origin}/healthz`);
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, storage.localStorage);
    await page.close();
  } finally {
    // Disconnects only: the browser stays up for Lighthouse.
    await browser.close();
  }
}

/** One Lighthouse mobile performance run (logged in as `customer` when given); answers its report (lhr). */
async function lighthouseRun(url, customer) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
  });
  try {
    if (customer) await logIn(chrome.port, url, customer);
    const result = await lighthouse(url, {
      // Lighthouse would clear the login just written; the cache stays cold all the same, since
      // the light page above loads none of the app's files.
      disableStorageReset: Boolean(customer),
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The store page of the demo store nearest Grand Indonesia, as a shared link opens it. */
async function nearestStorePath(url) {
  const { path, body, headers } = signedCalls()(DISCOVERY_PATHS.findByDistance, {
    lat: -6.1951,
    lng: 106.82,
    distance: 10,
    pageSize: 1,
    categoryIdList: [],
  });
  const answer = await (await fetch(`${url}${path}`, { method: 'POST', body, headers })).json();
  const storeId = answer?.data?.assetList?.[0]?.storeId;
  if (!storeId) throw new Error(`no store to open: ${JSON.stringify(answer).slice(0, 200)}`);
  return `/platform/merchant?storeId=${storeId}`;
}

/**
 * The other pages a customer often opens first, as a guest: the demo's current (or next) flash
 * sale and its first voucher, search, my coupons and the orders tab. Confirm order needs a login,
 * so it is measured apart ({@link confirmOrderPage}).
 */
async function otherPagePaths(url) {
  const { path, body, headers } = signedCalls()(DISCOVERY_PATHS.flashSalePageDetail, {
    pageNo: 1,
    pageSize: 1,
  });
  const answer = await (await fetch(`${url}${path}`, { method: 'POST', body, headers })).json();
  const sale = answer?.data;
  const skuId = sale?.items?.[0]?.skuId;
  if (!sale?.pageId || !skuId)
    throw new Error(`no flash sale to open: ${JSON.stringify(answer).slice(0, 200)}`);
  return {
    'voucher detail': `/platform/groupCouponDetail?skuId=${skuId}`,
    'flash deal': `/platform/flashDeal?pageId=${sale.pageId}`,
    search: '/platform/searchDishes',
    'my coupons (guest)': '/platform/myCouponList',
    'orders tab (guest)': '/platform/home/order',
  };
}

/**
 * Confirm order, opened cold by a logged-in customer on a server of its own (a production server
 * shows no login code, so that server makes the customer), for the voucher on sale with the most
 * stock.
 */
async function confirmOrderPage(homeFiles) {
  const server = await startCustomerPageServer({});
  try {
    const answer = await (await fetch(`${server.url}/bench/customer`, { method: 'POST' })).json();
    if (!answer?.accessToken || !answer.skuId)
      throw new Error(`no customer or voucher: ${JSON.stringify(answer).slice(0, 200)}`);
    const { skuId, ...customer } = answer;
    const path = `/platform/confirmOrder?skuId=${skuId}`;
    console.log('▸ scripts and Lighthouse on confirm order');
    const scripts = await routeScripts(`${server.url}${path}`, homeFiles, customer);
    const lh = await lighthouseMobile(`${server.url}${path}`, 3, customer);
    return { name: 'confirm order', path, lh, scripts };
  } finally {
    await server.stop();
  }
}

/** Everything this part measures, on the Lahap server at `url` (one on PGlite of its own when none). */
export async function runFrontendBench(url) {
  const server = url ? null : await startLahap({});
  const base = url ?? server.url;
  try {
    console.log('▸ first-load size and Lighthouse on home');
    const size = await firstLoadSize(`${base}/`);
    const bundle = await bundleShares(size.files);
    const home = await lighthouseMobile(`${base}/`);
    console.log('▸ Lighthouse on a store page');
    const storePath = await nearestStorePath(base);
    const store = await lighthouseMobile(`${base}${storePath}`);
    const pages = [];
    for (const [name, pagePath] of Object.entries({
      'store page': storePath,
      ...(await otherPagePaths(base)),
    })) {
      console.log(`▸ scripts and Lighthouse on ${name}`);
      const scripts = await routeScripts(`${base}${pagePath}`, size.files);
      const lh = name === 'store page' ? store : await lighthouseMobile(`${base}${pagePath}`);
      pages.push({ name, path: pagePath, lh, scripts });
    }
    pages.push(await confirmOrderPage(size.files));
    return { size, bundle, home, storePath, store, pages };
  } finally {
    await server?.stop();
  }
}

/** The lowest and highest of Lighthouse's BenchmarkIndex over some runs. */
function indexRange(indexes) {
  const known = indexes.filter(Number.isFinite);
  return known.length > 0 ? `${Math.min(...known)}–${Math.max(...known)}` : 'n/a';
}

/** A Lighthouse result's rows: score, the paints and shifts against their goals, then why. */
function lighthouseRows(lh, scoreGoal, lcpGoal) {
  return [
    '| measure | value | goal | |',
    '|---|---:|---:|---|',
    `| Lighthouse mobile performance (median run; runs scored ${lh.scores.join(', ')}) | ${lh.score} | ≥ ${scoreGoal} | ${verdict(lh.score >= scoreGoal)} |`,
    `| LCP | ${fmt(lh.lcpMs)} ms | ≤ ${lcpGoal} ms | ${verdict(lh.lcpMs <= lcpGoal)} |`,
    `| FCP | ${fmt(lh.fcpMs)} ms | | |`,
    `| TBT | ${fmt(lh.tbtMs)} ms | ≤ ${GOALS.tbtMs} ms | ${verdict(lh.tbtMs <= GOALS.tbtMs)} |`,
    `| CLS | ${fmt(lh.cls, 3)} | ≤ ${GOALS.cls} | ${verdict(lh.cls <= GOALS.cls)} |`,
    '',
    `Lighthouse's BenchmarkIndex of this machine at each run (higher is faster): ${lh.benchmarkIndexes.join(', ')}.`,
    `LCP by phase: ${lh.lcpPhases.map((p) => `${p.phase} ${fmt(p.ms)} ms`).join(', ') || 'n/a'}.`,
    `Longest main-thread tasks (script, start, length): ${
      lh.longTasks.map((t) => `${t.script} at ${fmt(t.startMs)} ms ${fmt(t.ms)} ms`).join('; ') || 'none'
    }.`,
    lh.runtimeError ? `\nLighthouse runtime error: ${lh.runtimeError}` : '',
  ];
}

/** The part's report, as markdown lines. */
export function frontendReport({ size, bundle, home, storePath, store, pages = [] }) {
  const rest = bundle.groups.slice(BUNDLE_ROWS).reduce((sum, g) => sum + g.gzip, 0);
  // The store page has its own section above.
  const otherPages = pages.filter(({ name }) => name !== 'store page');
  return [
    FRONTEND_HEADING,
    '',
    'A cold first visit of `/` at 390×844, to network idle; Lighthouse mobile (simulated slow 4G, 4× CPU) on PGlite, the median of three runs.',
    '',
    '| measure | value | goal | |',
    '|---|---:|---:|---|',
    `| first-load JS (gzip) | ${fmt(size.jsKiB, 1)} KiB | ≤ ${GOALS.firstLoadJsKiB} KiB | ${verdict(size.jsKiB <= GOALS.firstLoadJsKiB)} |`,
    `| first-load CSS (gzip) | ${fmt(size.cssKiB, 1)} KiB | | |`,
    '',
    ...lighthouseRows(home, GOALS.lighthouse, GOALS.lcpMs),
    '',
    '### Where the first load comes from',
    '',
    'Each loaded script read back through its source map, its modules summed by package or app area, each module gzipped alone (so the sum runs above the wire size).',
    '',
    '| package or area | gzip KiB |',
    '|---|---:|',
    ...bundle.groups.slice(0, BUNDLE_ROWS).map((g) => `| ${g.group} | ${fmt(g.gzip / KIB, 1)} |`),
    ...(rest > 0 ? [`| ${bundle.groups.length - BUNDLE_ROWS} more | ${fmt(rest / KIB, 1)} |`] : []),
    ...(bundle.unmapped.length > 0 ? ['', `Scripts without a map: ${bundle.unmapped.join(', ')}.`] : []),
    '',
    '### Files of the first load',
    '',
    '| file | gzip bytes |',
    '|---|---:|',
    ...[...size.files].sort((a, b) => b.gzip - a.gzip).map((f) => `| ${f.path} | ${f.gzip} |`),
    '',
    '### Store page',
    '',
    `\`${storePath}\` (the demo store nearest Grand Indonesia), Lighthouse mobile at 390×844 on PGlite, the median of three runs. The server's HTML carries the store's first banner image (preloaded and drawn before the app's code runs).`,
    '',
    ...lighthouseRows(store, GOALS.storeLighthouse, GOALS.storeLcpMs),
    '',
    '### Other pages',
    '',
    "Lighthouse mobile at 390×844 on PGlite, the median of three runs each, as a guest on a first visit, except confirm order: a logged-in customer (who has answered the analytics notice) opens it cold for the voucher on sale with the most stock. The server's HTML draws the top of a voucher and of the flash deal page (their bar and image) as it does the home's and a store link's, and on every page the analytics notice a first visit gets; search, my coupons, the orders tab and confirm order otherwise start from the splash.",
    '',
    '| page | score (runs) | goal | | LCP | FCP | TBT | CLS | LCP element |',
    '|---|---:|---:|---|---:|---:|---:|---:|---|',
    ...otherPages.map(
      ({ name, path, lh }) =>
        `| ${name} \`${path}\` | ${lh.score} (${lh.scores.join(', ')}) | ≥ ${GOALS.pageLighthouse} | ${verdict(lh.score >= GOALS.pageLighthouse)} | ${fmt(lh.lcpMs)} ms | ${fmt(lh.fcpMs)} ms | ${fmt(lh.tbtMs)} ms | ${fmt(lh.cls, 3)} | ${lh.lcpElement ?? 'n/a'} |`,
    ),
    '',
    `Lighthouse's BenchmarkIndex of this machine over these runs (higher is faster): ${indexRange(otherPages.flatMap(({ lh }) => lh.benchmarkIndexes))}.`,
    '',
    '### What each page loads beyond the home',
    '',
    `Scripts of a cold first visit, to network idle (gzip): every file, and those the home does not load, the route's own (goal ≤ ${GOALS.routeOwnJsKiB} KiB). The home loads ${size.files.filter((f) => f.type === 'script').length} files, ${fmt(size.jsKiB, 1)} KiB.`,
    '',
    "| page | script files | JS KiB | the route's own KiB | goal | |",
    '|---|---:|---:|---:|---:|---|',
    ...pages
      .filter(({ scripts }) => scripts)
      .map(
        ({ name, scripts }) =>
          `| ${name} | ${scripts.count} | ${fmt(scripts.jsKiB, 1)} | ${fmt(scripts.ownKiB, 1)} | ≤ ${GOALS.routeOwnJsKiB} | ${verdict(scripts.ownKiB <= GOALS.routeOwnJsKiB)} |`,
      ),
  ];
}
