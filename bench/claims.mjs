// The claim storm (issue "Coupons and red envelopes"): 2,000 customers each claiming one batch of
// 1,000 coupons five times at once, 100 connections; the answer must be exactly 1,000 coupons.
// Reports decisions per second (every claim answered, granted or refused) and p99, on PGlite and
// on PostgreSQL + Redis, beside the claim floor — the same signed, logged-in claim answered from
// memory by the same app — measured on the same engine in the same run.
import { createHmac } from 'node:crypto';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { HEADERS } from '@lahap/contract/headers';
import { API_BASE } from '@lahap/contract/paths';
import { signingPayload } from '@lahap/contract/signing';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_APP_KEY, BENCH_APP_SECRET, startClaimServer } from './servers.mjs';

export const STORM = { customers: 2_000, claimsEach: 5, quantity: 1_000, connections: 100 };
const GOALS = { floorShare: 0.25, p99Ms: 200 };
const BENCH_DATABASE = 'lahap_bench_claims';
const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A signed claim of `token`'s customer with a fresh requestId. */
function claimRequest(path, token, batch, sequence) {
  const timestamp = Date.now();
  const body = JSON.stringify({
    sessionId: 'bench-claims',
    requestId: `claim-${timestamp.toString(36)}-${sequence}`,
    timestamp,
    couponBatchId: batch.batchId,
    couponTemplateIds: [batch.templateId],
  });
  const sign = createHmac('sha256', BENCH_APP_SECRET)
    .update(signingPayload({ appKey: BENCH_APP_KEY, timestamp, rawBody: body }))
    .digest('hex');
  return {
    method: 'POST',
    path,
    body,
    headers: {
      'content-type': 'application/json',
      [HEADERS.appKey]: BENCH_APP_KEY,
      [HEADERS.timestamp]: String(timestamp),
      [HEADERS.sign]: sign,
      [HEADERS.authorize]: token,
      [HEADERS.locale]: 'id-ID',
    },
  };
}

/** Sends `amount` claims in the order `tokenAt(i)` gives, `connections` at a time. */
async function storm(url, path, batch, tokenAt, amount) {
  let sequence = 0;
  let granted = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: STORM.connections,
    amount,
    requests: [
      {
        method: 'POST',
        setupRequest: () => {
          const request = claimRequest(path, tokenAt(sequence), batch, sequence);
          sequence += 1;
          return request;
        },
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"success":true')) granted += 1;
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: result.requests.total / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answered: result.requests.total,
    granted,
    errors: result.errors + result.timeouts,
  };
}

async function freshPostgres() {
  const admin = new URL(process.env.DATABASE_URL ?? DEFAULT_PG_ADMIN_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable (${error.message})` };
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
  const bench = new URL(admin);
  bench.pathname = `/${BENCH_DATABASE}`;
  return { databaseUrl: bench.toString() };
}

/** One engine: the storm on a fresh batch, then the floor at the same concurrency. */
async function runEngine(label, target) {
  const server = await startClaimServer(target);
  try {
    const setup = await (
      await fetch(`${server.url}/bench/claims/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customers: STORM.customers, quantity: STORM.quantity }),
      })
    ).json();
    // Each customer's five claims go out back to back, so they are in flight together.
    const tokenAt = (i) => setup.tokens[Math.floor(i / STORM.claimsEach) % setup.tokens.length];
    const amount = STORM.customers * STORM.claimsEach;
    const claims = await storm(server.url, `${API_BASE}${COUPON_PATHS.receive}`, setup, tokenAt, amount);
    const count = await (await fetch(`${server.url}/bench/claims/count?batchId=${setup.batchId}`)).json();
    const floor = await storm(server.url, `${API_BASE}/bench/claim-floor`, setup, tokenAt, amount);
    return { label, claims, floor, coupons: count.coupons, remaining: count.remaining };
  } finally {
    await server.stop();
  }
}

export async function runClaimStorm() {
  const results = [];
  console.log('▸ claim storm on PGlite');
  results.push(await runEngine('PGlite', {}));
  const postgres = await freshPostgres();
  if (postgres.skipped) {
    results.push({ label: 'PostgreSQL + Redis', skipped: postgres.skipped });
  } else {
    console.log('▸ claim storm on PostgreSQL + Redis');
    const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
    results.push(await runEngine('PostgreSQL + Redis', { databaseUrl: postgres.databaseUrl, redisUrl }));
  }
  return results;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const CLAIMS_HEADING = '## Claim storm';

export function claimsReport(results) {
  const lines = [
    CLAIMS_HEADING,
    '',
    `${fmt(STORM.customers)} customers × ${STORM.claimsEach} concurrent claims of one batch of ${fmt(STORM.quantity)} (limit 1 each), ${STORM.connections} connections. Decisions per second count every claim answered, granted or refused; the floor is the same signed, logged-in claim answered from memory by the same app on the same engine.`,
    '',
    '| engine | coupons given | claims/s | p50 | p99 | floor claims/s | share of floor | goal | p99 goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`| ${r.label} | skipped: ${r.skipped} | | | | | | | |`);
      continue;
    }
    const share = r.claims.perSecond / r.floor.perSecond;
    const exact = r.coupons === STORM.quantity && r.remaining === 0;
    const pg = r.label.startsWith('PostgreSQL');
    lines.push(
      `| ${r.label} | ${fmt(r.coupons)} ${exact ? '(exact)' : '(WRONG)'} | ${fmt(r.claims.perSecond)} | ${fmt(r.claims.p50Ms)} ms | ${fmt(r.claims.p99Ms)} ms | ${fmt(r.floor.perSecond)} | ${fmt(share * 100, 1)} % | ${pg ? `≥ ${GOALS.floorShare * 100} % ${share >= GOALS.floorShare ? 'met' : 'not met'}` : '—'} | ${pg ? `≤ ${GOALS.p99Ms} ms ${r.claims.p99Ms <= GOALS.p99Ms ? 'met' : 'not met'}` : '—'} |`,
    );
  }
  return lines;
}
