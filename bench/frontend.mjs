// Front-end measurements of the home route: the gzip size of the JavaScript and CSS a first visit
// loads, and a Lighthouse mobile performance run at 390×844, both in the system Chromium.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path.mjs';

const KIB = 1024;

/** Sums the gzip size of every script and stylesheet the page loads on a cold first visit. */
export async function firstLoadSize(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
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
export async function lighthouseMobile(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(url));
  const valid = filterToValidRuns(results);
  const lhr = valid.length > 0 ? computeMedianRun(valid) : results[0];
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    scores: results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** One Lighthouse mobile performance run; answers its report (lhr). */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
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
