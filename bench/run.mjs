// Every benchmark in one run (started by `npm run bench` through index.mjs, which builds first);
// prints the results and writes bench/results/latest.md.
// Goals (issues "Foundation" and "Speed and scale-out", bench/frontend.mjs): first-load JS of the
// home ≤ 120 KiB gzip, Lighthouse mobile performance ≥ 95 on home (LCP ≤ 1.8 s, TBT ≤ 100 ms,
// CLS ≤ 0.02), on the store page and on the other pages a guest opens first (voucher detail, flash deal,
// search, my coupons, orders tab), each of those loading ≤ 60 KiB of scripts beyond the home's; the real read call ≥ 0.5× hello-world req/s on PostgreSQL. Discovery (bench/discovery.mjs):
// nearby list and store search on 100,000 stores, p99 ≤ 50 ms on PostgreSQL.
// Store page (issue "Store home"): LCP ≤ 2.0 s.
// Claim storm (issue "Coupons and red envelopes", bench/claims.mjs): ≥ 25 % of the claim floor on
// PostgreSQL + Redis, p99 ≤ 200 ms at 100 connections, exactly as many coupons as the batch holds.
// Flash-sale storm (issue "Buy and pay", bench/flash-sale.mjs): 10,000 buyers submitting one sale of
// 100 units give exactly 100 orders; ≥ 30 % of the submit floor on PostgreSQL + Redis, losers' p99 ≤ 150 ms.
// Search quality (issue "Search that finds the right place", bench/search-quality.mjs): the judged query
// set on a fresh demo city, NDCG@10 ≥ 0.9 and the first store relevant in ≥ 95 % of queries, per language.
// Table storm (issue "Ordering food", bench/table-storm.mjs): 200 tables × 4 phones adding at once leave
// every bill exact; table events reach the phones with p99 ≤ 250 ms on PostgreSQL + Redis, none missed.
// Analytics (issue "Analytics", bench/analytics-size.mjs): what it adds to the home's first load,
// ≤ 3 KiB gzip before idle, its tracker loaded only after the load event.
// Analytics ingestion (issue "Usage analytics", bench/analytics.mjs): events stored per second from
// full 100-event batches through the signed sink on PostgreSQL + Redis, every accepted event stored once.
// Soak (issue "Speed and scale-out", bench/soak.mjs): ten minutes of every step on two processes,
// RSS flat and p99 steady minute by minute.
// `npm run bench -- --only discovery` (or `--only claims`, `--only flash`, `--only search-quality`,
// `--only tables`, `--only frontend`, `--only analytics`, `--only analyticsIngest`, `--only soak`)
// runs that part alone and replaces its section.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sign } from '@lahap/contract/signing';
import { API_BASE, API_PATHS } from '@lahap/contract/paths';
import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { ROOT } from '../scripts/build-state.mjs';
import { chromiumPath } from '../e2e/chromium-path.mjs';
import { ANALYTICS_HEADING, analyticsSizeReport, runAnalyticsSize } from './analytics-size.mjs';
import {
  ANALYTICS_HEADING as ANALYTICS_INGEST_HEADING,
  analyticsReport,
  runAnalyticsIngest,
} from './analytics.mjs';
import { CLAIMS_HEADING, claimsReport, runClaimStorm } from './claims.mjs';
import { discoveryReport, runDiscoveryBench } from './discovery.mjs';
import { FLASH_HEADING, flashSaleReport, runFlashSaleStorm } from './flash-sale.mjs';
import { SEARCH_QUALITY_HEADING, runSearchQuality, searchQualityReport } from './search-quality.mjs';
import { SOAK_HEADING, runSoak, soakReport } from './soak.mjs';
import { TABLES_HEADING, runTableStorm, tableStormReport } from './table-storm.mjs';
import { FRONTEND_HEADING, frontendReport, runFrontendBench } from './frontend.mjs';
import { LOAD, measure } from './load.mjs';
import { BENCH_APP_KEY, BENCH_APP_SECRET, startHello, startLahap } from './servers.mjs';
import { fmt, verdict } from './report-format.mjs';

const GOALS = { readToHelloRatioPg: 0.5 };
const READ_PATH = `${API_BASE}${API_PATHS.configInfo}?key=${CONFIG_KEYS.exploreTab}`;

const REPORT = join(ROOT, 'bench/results/latest.md');
const DISCOVERY_HEADING = '## Discovery';
const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const PARTS = {
  discovery: { heading: DISCOVERY_HEADING, run: async () => discoveryReport(await runDiscoveryBench()) },
  claims: { heading: CLAIMS_HEADING, run: async () => claimsReport(await runClaimStorm()) },
  flash: { heading: FLASH_HEADING, run: async () => flashSaleReport(await runFlashSaleStorm()) },
  'search-quality': {
    heading: SEARCH_QUALITY_HEADING,
    run: async () => searchQualityReport(await runSearchQuality()),
  },
  tables: { heading: TABLES_HEADING, run: async () => tableStormReport(await runTableStorm()) },
  frontend: { heading: FRONTEND_HEADING, run: async () => frontendReport(await runFrontendBench()) },
  analytics: { heading: ANALYTICS_HEADING, run: async () => analyticsSizeReport(await runAnalyticsSize()) },
  analyticsIngest: {
    heading: ANALYTICS_INGEST_HEADING,
    run: async () => analyticsReport(await runAnalyticsIngest()),
  },
  soak: { heading: SOAK_HEADING, run: async () => soakReport(await runSoak()) },
};
if (args.only !== undefined && !(args.only in PARTS)) {
  console.error(`--only takes ${Object.keys(PARTS).join(' or ')}`);
  process.exit(2);
}

if (args.only === undefined && !chromiumPath()) {
  console.error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}

/** The report with one `## ` section replaced (or appended), the others as the last full run left them. */
function withSection(previous, heading, section) {
  const at = previous.indexOf(heading);
  if (at === -1) return `${previous.trimEnd()}\n\n${section}\n`;
  const next = previous.indexOf('\n## ', at + heading.length);
  return `${previous.slice(0, at)}${section}\n${next === -1 ? '' : previous.slice(next + 1)}`;
}

if (args.only !== undefined) {
  const part = PARTS[args.only];
  const section = (await part.run()).join('\n');
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Lahap benchmarks\n\n';
  writeFileSync(REPORT, withSection(previous, part.heading, section));
  console.log(`\n${section}`);
  process.exit(0);
}

/** Headers of a signed client GET, as the web app sends them. */
async function signedHeaders() {
  const timestamp = String(Date.now());
  const signature = await sign({
    appKey: BENCH_APP_KEY,
    appSecret: BENCH_APP_SECRET,
    timestamp,
    rawBody: '',
  });
  return { AppKey: BENCH_APP_KEY, Timestamp: timestamp, Sign: signature, 'X-Sys': 'id-ID' };
}

async function measureRead(databaseUrl) {
  const server = await startLahap({ databaseUrl });
  try {
    const check = await fetch(`${server.url}${READ_PATH}`, { headers: await signedHeaders() });
    const body = await check.json();
    if (!body.success) throw new Error(`read call failed: ${JSON.stringify(body)}`);
    return { server, load: await measure(`${server.url}${READ_PATH}`, await signedHeaders()) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const rows = [];
console.log(`▸ hello-world baseline (${LOAD.connections} connections, ${LOAD.durationSeconds} s)`);
const hello = await startHello();
const helloLoad = await measure(`${hello.url}/hello`);
await hello.stop();
rows.push({ name: 'Fastify hello-world', ...helloLoad });

console.log('▸ read call on PGlite');
const pglite = await measureRead();
rows.push({
  name: 'GET config/info on PGlite',
  ...pglite.load,
  ratio: pglite.load.requestsPerSecond / helloLoad.requestsPerSecond,
});

const frontend = await runFrontendBench(pglite.server.url);
console.log('▸ what analytics adds to the first load');
const analytics = await runAnalyticsSize(pglite.server.url);
await pglite.server.stop();

let pgRatio;
if (process.env.DATABASE_URL) {
  console.log('▸ read call on PostgreSQL');
  const pg = await measureRead(process.env.DATABASE_URL);
  await pg.server.stop();
  pgRatio = pg.load.requestsPerSecond / helloLoad.requestsPerSecond;
  rows.push({ name: 'GET config/info on PostgreSQL', ...pg.load, ratio: pgRatio });
}

const searchQuality = await runSearchQuality();
const discovery = await runDiscoveryBench();
const claims = await runClaimStorm();
const flash = await runFlashSaleStorm();
const tables = await runTableStorm();
const analyticsIngest = await runAnalyticsIngest();
const soak = await runSoak();

const lines = [
  '# Lahap benchmarks',
  '',
  `Run ${new Date().toISOString()} on ${cpus().length} cores, ${fmt(totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}.`,
  `Load: autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s after a ${LOAD.warmupSeconds} s warm-up, loopback; the load generator shares the machine.`,
  '',
  '## API throughput',
  '',
  '| target | req/s | p99 ms | requests | failed | × hello-world |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${fmt(r.requestsPerSecond)} | ${fmt(r.p99Ms)} | ${r.total} | ${r.failed} | ${r.ratio === undefined ? '1.00' : fmt(r.ratio, 2)} |`,
  ),
  '',
  `The read call is \`GET ${READ_PATH}\` with the client's signature headers (signature verified, one indexed row read per request).`,
  '',
  pgRatio === undefined
    ? `Read call on PostgreSQL: not measured (set DATABASE_URL to include it; goal ≥ ${GOALS.readToHelloRatioPg}× hello-world).`
    : `Read call on PostgreSQL: ${fmt(pgRatio, 2)}× hello-world, goal ≥ ${GOALS.readToHelloRatioPg}: ${verdict(pgRatio >= GOALS.readToHelloRatioPg)}.`,
  '',
  ...frontendReport(frontend),
  '',
  ...analyticsSizeReport(analytics),
  '',
  ...searchQualityReport(searchQuality),
  '',
  ...discoveryReport(discovery),
  '',
  ...claimsReport(claims),
  '',
  ...flashSaleReport(flash),
  '',
  ...tableStormReport(tables),
  '',
  ...analyticsReport(analyticsIngest),
  '',
  ...soakReport(soak),
];
const report = lines.join('\n');
writeFileSync(REPORT, report);
console.log(`\n${report}`);
