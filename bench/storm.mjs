// What the storms (claims.mjs, flash-sale.mjs) share: signed POSTs of logged-in customers fired
// with autocannon, every answer timed and sorted by outcome, a fresh PostgreSQL database for each
// storm, and running one storm on PGlite and on PostgreSQL + Redis.
import { HEADERS } from '@lahap/contract/headers';
import autocannon from 'autocannon';
import pg from 'pg';
import { signedCalls } from './discovery.mjs';

/** How many requests a storm keeps in flight. */
export const STORM_CONNECTIONS = 100;
const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The Redis the storms' servers use: REDIS_URL, else the machine's own. */
export const benchRedisUrl = () => process.env.REDIS_URL ?? DEFAULT_REDIS_URL;

const signedCall = signedCalls();

/**
 * The signed POST of `path` (under the API base) by the customer of access token `token`, as the
 * app sends it: the envelope with a fresh requestId plus `fields`.
 */
export function signedPost(path, token, fields) {
  const call = signedCall(path, fields);
  return { method: 'POST', ...call, headers: { ...call.headers, [HEADERS.authorize]: token } };
}

/** Asks a storm server's bench-only route to prepare the storm (`body` says what); its JSON answer. */
export async function prepare(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The p-th percentile (nearest rank) of the ascending `sorted`, NaN when it is empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Sends `amount` requests, `connections` at a time: the i-th is `request(i)` (see
 * {@link signedPost}), and `outcome(status, body, i)` names what its answer was. Answers the
 * rate over the whole storm, autocannon's p50/p99 of all answers, and for each outcome its count
 * and p50/p99 (each request timed from its sending to its answer); `unanswered` counts connection
 * errors and timeouts.
 */
export async function storm(url, amount, { request, outcome, connections = STORM_CONNECTIONS }) {
  let next = 0;
  const times = new Map();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        // autocannon builds a connection's next request right before it writes it, and hands
        // its answer over with the same context: one request in flight per connection.
        setupRequest: (_defaults, context) => {
          context.index = next;
          next += 1;
          context.sentAt = performance.now();
          return request(context.index);
        },
        onResponse: (status, body, context) => {
          const ms = performance.now() - context.sentAt;
          const name = outcome(status, body, context.index);
          if (!times.has(name)) times.set(name, []);
          times.get(name).push(ms);
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const outcomes = {};
  for (const [name, ms] of times) {
    ms.sort((a, b) => a - b);
    outcomes[name] = { count: ms.length, p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99) };
  }
  return {
    seconds,
    perSecond: result.requests.total / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answered: result.requests.total,
    unanswered: result.errors,
    outcomes,
  };
}

/** A new, empty PostgreSQL database `name` (dropped first when there); `skipped` says why not. */
export async function freshPostgres(name) {
  const admin = new URL(process.env.DATABASE_URL ?? DEFAULT_PG_ADMIN_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable (${error.message})` };
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const bench = new URL(admin);
  bench.pathname = `/${name}`;
  return { databaseUrl: bench.toString() };
}

/** How many server processes the storms also run on PostgreSQL + Redis, beside one. */
export const STORM_WORKERS = 2;

/**
 * Runs one storm, `runEngine(label, target)`, on PGlite, then on PostgreSQL + Redis with one
 * server process and with {@link STORM_WORKERS} (each in a fresh database `database`; skipped,
 * saying why, when PostgreSQL does not answer).
 */
export async function onEachEngine(what, database, runEngine) {
  const results = [];
  console.log(`▸ ${what} on PGlite`);
  results.push(await runEngine('PGlite', {}));
  const redisUrl = benchRedisUrl();
  for (const workers of [1, STORM_WORKERS]) {
    const label = workers === 1 ? 'PostgreSQL + Redis' : `PostgreSQL + Redis, ${workers} processes`;
    const postgres = await freshPostgres(database);
    if (postgres.skipped) {
      results.push({ label, skipped: postgres.skipped });
      continue;
    }
    console.log(`▸ ${what} on ${label}`);
    results.push(await runEngine(label, { databaseUrl: postgres.databaseUrl, redisUrl, workers }));
  }
  return results;
}

/** CPU per request in ms, "server + PostgreSQL" (or the server's alone on PGlite), from a {@link cpuMeter} reading. */
export function cpuPerRequest(cpu, requests) {
  if (!cpu || cpu.serverMs == null || requests === 0) return 'n/a';
  const server = fmt(cpu.serverMs / requests, 2);
  return cpu.postgresMs == null ? `${server} ms` : `${server} + ${fmt(cpu.postgresMs / requests, 2)} ms`;
}

/** A number as the storms' reports write it: grouped, `digits` decimals, "n/a" when there is none. */
export const fmt = (n, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
