// The discovery benchmark (issue "Discovery"): the nearby list (find_by_distance) and store search
// (search_by_store) on the 100,000-store data set at 100 connections, on PostgreSQL and on PGlite,
// each against a bare Fastify hello-world measured in the same run at the same concurrency.
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import {
  HOME_ASSET_PAGE_SIZE,
  HOME_DEFAULT_DISTANCE,
  STORE_SEARCH_PAGE_SIZE,
} from '@lahap/contract/constants';
import { HEADERS } from '@lahap/contract/headers';
import { API_BASE } from '@lahap/contract/paths';
import { signingPayload } from '@lahap/contract/signing';
import pg from 'pg';
import { ROOT } from '../scripts/build-state.mjs';
import { BENCH_STORE_COUNT, ensureDiscoveryData, GREATER_JAKARTA } from './discovery-data.mjs';
import { AREAS } from './discovery-words.mjs';
import { measure, measureCalls } from './load.mjs';
import { cpuMeter } from './proc-cpu.mjs';
import {
  BENCH_APP_KEY,
  BENCH_APP_SECRET,
  FLOOR_PATH,
  startFloor,
  startHello,
  startLahap,
} from './servers.mjs';
import { fmt, verdict } from './report-format.mjs';

/**
 * p99 on every call (issue "Foundation"; issue "Search that finds the right place" asks ≤ 300 ms of
 * search, which this holds), the nearby list against hello-world, and each search tab against the
 * floor, the same request path answered from memory.
 */
export const DISCOVERY_GOALS = { p99MsPg: 50, nearbyToHelloRatioPg: 0.5, searchToFloorRatioPg: 0.2 };
export const DISCOVERY_LOAD = { connections: 100, durationSeconds: 15, warmupSeconds: 3 };
/** PGlite answers one query at a time; a shorter run says as much. */
const PGLITE_LOAD = { connections: 100, durationSeconds: 8, warmupSeconds: 2 };
const BENCH_DATABASE = 'lahap_bench_discovery';
const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** The server's DATA_DIR of the PGlite run; `.data/` is ignored by git and kept between runs. */
const PGLITE_DATA_DIR = join(ROOT, '.data', 'bench-discovery');

/** What people type: cuisines, dishes in three languages, an owner's name. */
export const SEARCH_KEYWORDS = [
  'sate',
  'satay',
  'bakso',
  'nasi goreng',
  'ayam geprek',
  'kopi susu',
  'soto betawi',
  'ramen',
  'martabak',
  'rendang',
  '海南鸡饭',
  'seafood',
  'pak budi',
  'dimsum',
  'gado gado',
  'sushi',
];

/** A small seeded generator (mulberry32), so every run asks about the same places. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Where people open the app: drawn like the stores, so busy areas are asked about more. */
export function jakartaPoints(count, seed = 2026) {
  const random = seededRandom(seed);
  const total = AREAS.reduce((sum, area) => sum + area.weight, 0);
  const clamp = (value, min, max) => Math.min(max, Math.max(min, value));
  return Array.from({ length: count }, () => {
    let pickAt = random() * total;
    const area = AREAS.find((a) => (pickAt -= a.weight) < 0) ?? AREAS[0];
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    return {
      lat: clamp(
        area.lat + area.sigma * radius * Math.cos(angle),
        GREATER_JAKARTA.minLat,
        GREATER_JAKARTA.maxLat,
      ),
      lng: clamp(
        area.lng + area.sigma * radius * Math.sin(angle),
        GREATER_JAKARTA.minLng,
        GREATER_JAKARTA.maxLng,
      ),
    };
  });
}

/**
 * Builds signed requests as the web client sends them: a new requestId and timestamp each time
 * (the replay guard refuses a repeated id), HMAC over the exact body bytes.
 */
export function signedCalls() {
  const run = Date.now().toString(36);
  let sequence = 0;
  return (path, fields) => {
    sequence += 1;
    const timestamp = Date.now();
    const body = JSON.stringify({
      sessionId: `bench-${run}`,
      requestId: `bench-${run}-${sequence}`,
      timestamp,
      ...fields,
    });
    const sign = createHmac('sha256', BENCH_APP_SECRET)
      .update(signingPayload({ appKey: BENCH_APP_KEY, timestamp, rawBody: body }))
      .digest('hex');
    return {
      path: `${API_BASE}${path}`,
      body,
      headers: {
        'content-type': 'application/json',
        [HEADERS.appKey]: BENCH_APP_KEY,
        [HEADERS.timestamp]: String(timestamp),
        [HEADERS.sign]: sign,
        [HEADERS.locale]: 'id-ID',
      },
    };
  };
}

/** The calls, each cycling through its points (and keywords). */
function scenarios() {
  const points = jakartaPoints(2_000);
  const call = signedCalls();
  let nearbyAt = 0;
  /** A search tab's call: the keywords in turn, each from the next point, first page. */
  const searchScenario = (key, path, name, list) => {
    let at = 0;
    const ask = (keywords, { lat, lng }) =>
      call(path, { keywords, lat, lng, pageNo: 1, pageSize: STORE_SEARCH_PAGE_SIZE, categoryIdList: [] });
    return {
      key,
      label: `${name} (${SEARCH_KEYWORDS.length} keywords, ${STORE_SEARCH_PAGE_SIZE} per page)`,
      list,
      build: () => {
        at += 1;
        return ask(SEARCH_KEYWORDS[at % SEARCH_KEYWORDS.length], points[at % points.length]);
      },
      // Each keyword's first ask on a fresh server, before anything of it is kept in memory.
      cold: () => SEARCH_KEYWORDS.map((keywords, i) => ask(keywords, points[(i * 7) % points.length])),
    };
  };
  return [
    {
      key: 'nearby',
      label: 'find_by_distance (10 km, 10 per page)',
      list: (data) => data?.assetList,
      build: () => {
        const { lat, lng } = points[nearbyAt++ % points.length];
        return call(DISCOVERY_PATHS.findByDistance, {
          lat,
          lng,
          distance: HOME_DEFAULT_DISTANCE,
          pageSize: HOME_ASSET_PAGE_SIZE,
          categoryIdList: [],
        });
      },
    },
    searchScenario('search', DISCOVERY_PATHS.searchByStore, 'search_by_store', (data) => data?.storeList),
    searchScenario(
      'search-product',
      DISCOVERY_PATHS.searchByProduct,
      'search_by_product',
      (data) => data?.productList,
    ),
  ];
}

/**
 * Sends a few requests first: each must succeed, and the list must hold stores. Answers the list
 * sizes and the last answer's data.
 */
async function checkAnswers(url, scenario) {
  const counts = [];
  let data;
  for (let i = 0; i < 3; i += 1) {
    const { path, body, headers } = scenario.build();
    const response = await fetch(`${url}${path}`, { method: 'POST', body, headers });
    const text = await response.text();
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    const list = scenario.list(answer?.data);
    if (!response.ok || answer?.success !== true || !Array.isArray(list) || list.length === 0) {
      throw new Error(`${scenario.label}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
    counts.push(list.length);
    data = answer.data;
  }
  return { counts, data };
}

/**
 * Each request's latency asked one at a time (a search's first ask of its words reads and scores
 * them in the database; later asks within a minute find them in memory). Answers median and max.
 */
async function coldTimes(url, requests) {
  const times = [];
  for (const { path, body, headers } of requests) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { method: 'POST', body, headers });
    await response.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], maxMs: times.at(-1) };
}

/**
 * Measures the given calls on one running server; a call that fails its check is reported, not
 * measured. Answers the rows and, per call, the data of a checked answer.
 */
async function measureServer(url, engine, load, hello, list = scenarios(), meter = null) {
  const rows = [];
  const samples = {};
  for (const scenario of list) {
    const name = `${scenario.label} on ${engine}`;
    console.log(`▸ ${name}`);
    try {
      const cold = scenario.cold ? await coldTimes(url, scenario.cold()) : null;
      const { counts, data } = await checkAnswers(url, scenario);
      samples[scenario.key] = data;
      const result = await measureCalls(url, scenario.build, load, meter);
      rows.push({
        key: scenario.key,
        name,
        ...result,
        ratio: result.requestsPerSecond / hello.requestsPerSecond,
        cold,
        sample: `${counts.join('/')} ${scenario.key === 'search-product' ? 'vouchers' : 'stores'}`,
      });
    } catch (error) {
      console.error(`  ${error.message}`);
      rows.push({ key: scenario.key, name, error: error.message });
    }
  }
  return { rows, samples };
}

/**
 * The nearby call's floor: the same signed request to a server of the same app answering `page`
 * (a real first page) from memory. Its latency is what the request path costs before any query.
 */
async function measureFloor(target, redisUrl, label, load, hello, page) {
  const pageFile = join(mkdtempSync(join(tmpdir(), 'lahap-floor-')), 'page.json');
  writeFileSync(pageFile, JSON.stringify(page));
  const nearby = scenarios().find((scenario) => scenario.key === 'nearby');
  const floor = {
    key: 'floor',
    label: 'floor: the same find_by_distance request answered from memory (no database)',
    list: nearby.list,
    build: () => ({ ...nearby.build(), path: `${API_BASE}${FLOOR_PATH}` }),
  };
  const server = await startFloor({ ...target, redisUrl }, pageFile);
  const meter = cpuMeter(server.pid, { postgres: Boolean(target.databaseUrl) });
  try {
    return (await measureServer(server.url, label, load, hello, [floor], meter)).rows;
  } finally {
    await server.stop();
  }
}

/** The admin URL of the PostgreSQL server (DATABASE_URL's server when set) and the bench database's. */
function postgresUrls() {
  const admin = new URL(process.env.DATABASE_URL ?? DEFAULT_PG_ADMIN_URL);
  admin.pathname = '/postgres';
  const bench = new URL(admin);
  bench.pathname = `/${BENCH_DATABASE}`;
  return { adminUrl: admin.toString(), benchUrl: bench.toString() };
}

/** The bench database's URL (created when missing), or why PostgreSQL is skipped. */
async function preparePostgres() {
  const { adminUrl, benchUrl } = postgresUrls();
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${new URL(adminUrl).host} (${error.message})` };
  }
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    if (rows.length === 0) await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    const [{ server_version: version }] = (await client.query('SHOW server_version')).rows;
    return { databaseUrl: benchUrl, version };
  } finally {
    await client.end();
  }
}

/** REDIS_URL, or the local default when something answers PING there; undefined otherwise. */
async function reachableRedis() {
  const url = new URL(process.env.REDIS_URL ?? DEFAULT_REDIS_URL);
  const answered = await new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
  return answered ? url.toString() : undefined;
}

/**
 * Runs one engine's part: data set, server, both calls. Answers its rows and a note; a data set
 * or server that fails is noted, so the rest of the report is still written.
 */
async function measureEngine({ label, target, redisUrl, load, hello, floor = false }) {
  console.log(`▸ discovery data set on ${label}`);
  let data;
  let server;
  try {
    data = await ensureDiscoveryData(target, { log: (line) => console.log(line) });
    server = await startLahap({ ...target, redisUrl });
  } catch (error) {
    console.error(error);
    return { rows: [], note: `${label}: not measured, ${error.message.split('\n')[0]}.` };
  }
  try {
    const note = data.reused
      ? `${label}: the data set from an earlier run was reused.`
      : `${label}: the data set was generated in ${data.seconds.toFixed(0)} s (server start, migrations and demo seed included).`;
    const meter = cpuMeter(server.pid, { postgres: Boolean(target.databaseUrl) });
    const { rows, samples } = await measureServer(server.url, label, load, hello, scenarios(), meter);
    await server.stop();
    if (floor && samples.nearby) {
      rows.push(...(await measureFloor(target, redisUrl, label, load, hello, samples.nearby)));
    }
    return { rows, note };
  } finally {
    await server.stop();
  }
}

/**
 * The whole discovery part of `npm run bench`. Answers the hello-world baseline at 100
 * connections, a row per engine and call, and notes on what was skipped or rebuilt.
 */
export async function runDiscoveryBench() {
  // Everything shares the machine's cores; a busy machine lowers every number below.
  const notes = [`Load average when the part started: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`];
  console.log(`▸ hello-world baseline (${DISCOVERY_LOAD.connections} connections)`);
  const helloServer = await startHello();
  const hello = await measure(`${helloServer.url}/hello`, {}, DISCOVERY_LOAD, cpuMeter(helloServer.pid));
  await helloServer.stop();
  const rows = [];

  const postgres = await preparePostgres();
  if (postgres.skipped) {
    notes.push(`PostgreSQL part skipped: ${postgres.skipped}.`);
  } else {
    const redisUrl = await reachableRedis();
    const label = redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL';
    notes.push(`PostgreSQL ${postgres.version}.`);
    if (!redisUrl) notes.push('No Redis reachable: the replay guard wrote every requestId to PostgreSQL.');
    const pgRun = await measureEngine({
      label,
      target: { databaseUrl: postgres.databaseUrl },
      redisUrl,
      load: DISCOVERY_LOAD,
      hello,
      floor: true,
    });
    notes.push(pgRun.note);
    rows.push(...pgRun.rows.map((row) => ({ ...row, engine: 'postgres' })));
  }

  const pgliteRun = await measureEngine({
    label: 'PGlite',
    target: { dataDir: PGLITE_DATA_DIR },
    load: PGLITE_LOAD,
    hello,
  });
  notes.push(pgliteRun.note);
  rows.push(...pgliteRun.rows.map((row) => ({ ...row, engine: 'pglite' })));
  return { hello, rows, notes };
}

/**
 * A row's CPU per request: the server process's (with the kernel's part of it in parentheses),
 * and PostgreSQL's where it is the database.
 */
const cpuText = (row) => {
  const server =
    row.serverSystemCpuMs == null
      ? fmt(row.serverCpuMs, 2)
      : `${fmt(row.serverCpuMs, 2)} (kernel ${fmt(row.serverSystemCpuMs, 2)})`;
  return row.postgresCpuMs == null ? server : `${server} + ${fmt(row.postgresCpuMs, 2)}`;
};

/** The report section, in the style of bench/results/latest.md. */
export function discoveryReport({ hello, rows, notes }) {
  const measured = rows.filter((row) => !row.error);
  const goalRows = [];
  // A run with failures proves nothing about latency: autocannon times only the answers it got.
  const clean = (row) => !row.error && row.total > 0 && row.failed === 0;
  const floor = rows.find((row) => row.key === 'floor' && !row.error);
  for (const row of rows.filter((r) => r.engine === 'postgres' && r.key !== 'floor')) {
    const p99 = row.error ? Number.NaN : row.p99Ms;
    const failures = clean(row) ? '' : ` (${row.error ? 'not measured' : `${row.failed} failed`})`;
    goalRows.push(
      `| ${row.name}: p99 | ${fmt(p99)} ms${failures} | ≤ ${DISCOVERY_GOALS.p99MsPg} ms | ${verdict(clean(row) && p99 <= DISCOVERY_GOALS.p99MsPg)} |`,
    );
    if (row.key === 'nearby') {
      const ratio = row.error ? Number.NaN : row.ratio;
      goalRows.push(
        `| ${row.name}: × hello-world | ${fmt(ratio, 2)}${failures} | ≥ ${DISCOVERY_GOALS.nearbyToHelloRatioPg} | ${verdict(clean(row) && ratio >= DISCOVERY_GOALS.nearbyToHelloRatioPg)} |`,
      );
    }
    if (row.key.startsWith('search')) {
      const share = row.error || !floor ? Number.NaN : row.requestsPerSecond / floor.requestsPerSecond;
      goalRows.push(
        `| ${row.name}: × floor | ${fmt(share, 2)}${failures} | ≥ ${DISCOVERY_GOALS.searchToFloorRatioPg} | ${verdict(clean(row) && share >= DISCOVERY_GOALS.searchToFloorRatioPg)} |`,
      );
    }
  }
  if (goalRows.length === 0) goalRows.push('| PostgreSQL goals | not measured | | NOT met |');
  const floorLine = floor
    ? `The floor row is the same signed request answered by the same app from memory — a real first page of the nearby list, no query: signature, replay guard, body and response schemas and the socket write alone reach ${fmt(floor.ratio, 2)}× hello-world with p99 ${fmt(floor.p99Ms)} ms, so no query plan or cache can bring the nearby list past that on this machine.`
    : 'The floor (the nearby request answered from memory) was not measured.';
  const seconds = (load) => `${load.durationSeconds} s after ${load.warmupSeconds} s warm-up`;
  return [
    `## Discovery on ${BENCH_STORE_COUNT.toLocaleString('en-US')} stores`,
    '',
    `Measured ${new Date().toISOString()}. Load: autocannon, ${DISCOVERY_LOAD.connections} connections; PostgreSQL ${seconds(DISCOVERY_LOAD)}, PGlite ${seconds(PGLITE_LOAD)}. Every request is signed and carries a new requestId.`,
    '',
    '| target | req/s | p50 ms | p99 ms | requests | failed | × hello-world | CPU ms per request: server (its kernel part) + PostgreSQL | sample answer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    `| Fastify hello-world (${DISCOVERY_LOAD.connections} connections) | ${fmt(hello.requestsPerSecond)} | ${fmt(hello.p50Ms)} | ${fmt(hello.p99Ms)} | ${hello.total} | ${hello.failed} | 1.00 | ${cpuText(hello)} | |`,
    ...rows.map((r) =>
      r.error
        ? `| ${r.name} | not measured | | | | | | | ${r.error.replaceAll('|', '\\|').slice(0, 160)} |`
        : `| ${r.name} | ${fmt(r.requestsPerSecond)} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${r.total} | ${r.failed} | ${fmt(r.ratio, 2)} | ${cpuText(r)} | ${r.total === 0 ? 'no answer within the run' : r.sample}${r.cold ? `; first ask of each word ${fmt(r.cold.medianMs)} ms median, ${fmt(r.cold.maxMs)} ms max` : ''} |`,
    ),
    '',
    '| goal (PostgreSQL) | value | goal | |',
    '|---|---:|---:|---|',
    ...goalRows,
    '',
    floorLine,
    `With ${DISCOVERY_LOAD.connections} connections always busy, mean latency = ${DISCOVERY_LOAD.connections} ÷ req/s (Little's law): p99 ≤ ${DISCOVERY_GOALS.p99MsPg} ms takes well over ${(DISCOVERY_LOAD.connections * 1000) / DISCOVERY_GOALS.p99MsPg} req/s.`,
    'CPU per request is read from /proc before and after the measured run (not the warm-up) and divided by the requests answered: the server process (user + system; on PGlite it includes the database, which runs inside it) and, on PostgreSQL, every `postgres` process of the machine (backends that exited included). It is the cost of a request whatever the load generator, which shares the machine, manages to send.',
    `Failed counts non-2xx answers, socket errors, timeouts (10 s) and 2xx answers without \`"success":true\`; ${measured.length === rows.length ? 'every call passed its check (success, stores in the list) before the load' : 'a call that failed its check was not loaded'}.`,
    `Nearby: \`${API_BASE}${DISCOVERY_PATHS.findByDistance}\` at 2,000 seeded points spread like the stores, no cuisine filter. Search: \`${API_BASE}${DISCOVERY_PATHS.searchByStore}\` and \`${API_BASE}${DISCOVERY_PATHS.searchByProduct}\` with ${SEARCH_KEYWORDS.map((k) => `“${k}”`).join(', ')} in turn, first page, each from the next point. What matches a word is kept in memory for a minute (ADR 018), so the load measures searches of words asked before; the first ask of each word, on the fresh server before the load, is in the sample column.`,
    ...notes,
    '',
  ];
}
