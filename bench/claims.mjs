// The claim storm (issue "Coupons and red envelopes"): 2,000 customers each claiming one batch of
// 1,000 coupons five times at once, 100 connections; the answer must be exactly 1,000 coupons.
// Reports decisions per second (every claim answered, granted or refused) and p99, on PGlite and
// on PostgreSQL + Redis, beside the claim floor — the same signed, logged-in claim answered from
// memory by the same app — measured on the same engine in the same run.
import { availableParallelism } from 'node:os';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { cpuMeter } from './proc-cpu.mjs';
import { startClaimServer } from './servers.mjs';
import { STORM_CONNECTIONS, cpuPerRequest, fmt, onEachEngine, prepare, signedPost, storm } from './storm.mjs';

export const STORM = { customers: 2_000, claimsEach: 5, quantity: 1_000, connections: STORM_CONNECTIONS };
const GOALS = { floorShare: 0.25, p99Ms: 100 };
const BENCH_DATABASE = 'lahap_bench_claims';

/** Sends the storm's claims to `path` (under the API base) in the order `tokenAt(i)` gives the customers. */
function claimStorm(url, path, batch, tokenAt) {
  const fields = { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId] };
  return storm(url, STORM.customers * STORM.claimsEach, {
    connections: STORM.connections,
    request: (i) => signedPost(path, tokenAt(i), fields),
    outcome: (status, body) => (status === 200 && body.includes('"success":true') ? 'granted' : 'refused'),
  });
}

/** One engine: the storm on a fresh batch, then the floor at the same concurrency. */
async function runEngine(label, target) {
  const server = await startClaimServer(target);
  try {
    const setup = await prepare(`${server.url}/bench/claims/setup`, {
      customers: STORM.customers,
      quantity: STORM.quantity,
    });
    // Each customer's five claims go out back to back, so they are in flight together.
    const tokenAt = (i) => setup.tokens[Math.floor(i / STORM.claimsEach) % setup.tokens.length];
    const measured = cpuMeter(server.pid, { postgres: Boolean(target.databaseUrl) })();
    const claims = await claimStorm(server.url, COUPON_PATHS.receive, setup, tokenAt);
    const cpu = measured();
    const count = await (await fetch(`${server.url}/bench/claims/count?batchId=${setup.batchId}`)).json();
    const floor = await claimStorm(server.url, '/bench/claim-floor', setup, tokenAt);
    return { label, claims, cpu, floor, coupons: count.coupons, remaining: count.remaining };
  } finally {
    await server.stop();
  }
}

export function runClaimStorm() {
  return onEachEngine('claim storm', BENCH_DATABASE, runEngine);
}

export const CLAIMS_HEADING = '## Claim storm';

export function claimsReport(results) {
  const lines = [
    CLAIMS_HEADING,
    '',
    `${fmt(STORM.customers)} customers × ${STORM.claimsEach} concurrent claims of one batch of ${fmt(STORM.quantity)} (limit 1 each), ${STORM.connections} connections. Decisions per second count every claim answered, granted or refused; the floor is the same signed, logged-in claim answered from memory by the same app on the same engine. CPU per claim is the server's (its workers' with several processes) and PostgreSQL's user + system time over the storm, read from /proc, divided by the claims answered.`,
    '',
    '| engine | coupons given | claims/s | p50 | p99 | CPU per claim: server + PostgreSQL | floor claims/s | share of floor | goal | p99 goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`| ${r.label} | skipped: ${r.skipped} | | | | | | | | |`);
      continue;
    }
    const share = r.claims.perSecond / r.floor.perSecond;
    const exact = r.coupons === STORM.quantity && r.remaining === 0;
    const pg = r.label.startsWith('PostgreSQL');
    lines.push(
      `| ${r.label} | ${fmt(r.coupons)} ${exact ? '(exact)' : '(WRONG)'} | ${fmt(r.claims.perSecond)} | ${fmt(r.claims.p50Ms)} ms | ${fmt(r.claims.p99Ms)} ms | ${cpuPerRequest(r.cpu, r.claims.answered)} | ${fmt(r.floor.perSecond)} | ${fmt(share * 100, 1)} % | ${pg ? `≥ ${GOALS.floorShare * 100} % ${share >= GOALS.floorShare ? 'met' : 'not met'}` : '—'} | ${pg ? `≤ ${GOALS.p99Ms} ms ${r.claims.p99Ms <= GOALS.p99Ms ? 'met' : 'not met'}` : '—'} |`,
    );
  }
  lines.push('', ...latencyBounds(results));
  return lines;
}

/**
 * What the machine allows the p99 to be, from the measured CPU per claim: with every connection
 * always waiting, the mean latency is connections ÷ claims per second (Little's law), and the
 * cores can decide at most cores ÷ CPU per claim a second even with the load generator gone.
 */
function latencyBounds(results) {
  const cores = availableParallelism();
  const lines = [];
  for (const r of results) {
    // As cpuPerRequest: no bound from a run that answered nothing or could not read the CPU.
    if (r.skipped || !r.cpu || r.cpu.serverMs == null || r.cpu.postgresMs == null || r.claims.answered === 0)
      continue;
    const cpuMs = (r.cpu.serverMs + r.cpu.postgresMs) / r.claims.answered;
    const fastest = (cores * 1000) / cpuMs;
    const meanFloorMs = (STORM.connections / fastest) * 1000;
    // A mean of half the p99 goal leaves room for the tail.
    const coresForGoal = (STORM.connections / (GOALS.p99Ms / 2 / 1000)) * (cpuMs / 1000);
    lines.push(
      `${r.label}: ${fmt(cpuMs, 2)} ms of CPU per claim lets this machine's ${cores} cores decide at most ${fmt(fastest)} claims/s with nothing else running, so ${STORM.connections} waiting connections see a mean of at least ${fmt(meanFloorMs)} ms (Little's law)${meanFloorMs > GOALS.p99Ms ? `, above the p99 goal: this machine cannot show it` : ''}. A mean of ${fmt(GOALS.p99Ms / 2)} ms at ${STORM.connections} connections takes about ${fmt(coresForGoal, 1)} cores for the server and PostgreSQL.`,
    );
  }
  return lines;
}
