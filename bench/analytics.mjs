// Analytics ingestion (issue "Usage analytics"): full batches of 100 events sent through the real,
// signed `POST /api/analytics/events` by many phones at once, 100 connections. Reports events
// stored per second and the batches' p50/p99 on PostgreSQL + Redis (and on PGlite beside it), and
// checks afterwards, through the team's report, that every event of every accepted batch was
// stored once: none lost, none twice.
import { randomUUID } from 'node:crypto';
import { ANALYTICS_BATCH_MAX_BYTES, ANALYTICS_BATCH_MAX_EVENTS } from '@lahap/contract/analytics/context';
import { ANALYTICS_PATHS } from '@lahap/contract/analytics/paths';
import { addDays } from '@lahap/contract/analytics/report';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { signedCalls } from './discovery.mjs';
import { BENCH_TEAM_TOKEN, startLahap } from './servers.mjs';
import { fmt, onEachEngine, signedPost, storm } from './storm.mjs';

/**
 * Batches per engine. Each batch is its own phone (a device may send 600 events a minute, six
 * full batches), so the per-device bound never refuses the bench; PGlite takes fewer. Ingestion is
 * about throughput: 25 batches in flight keep a small machine's cores busy, where the storms' 100
 * only queue 50 KiB bodies past autocannon's 10 s timeout on PGlite.
 */
export const INGEST = {
  batches: 3_000,
  pgliteBatches: 600,
  eventsPerBatch: ANALYTICS_BATCH_MAX_EVENTS,
  connections: 25,
};
const BENCH_DATABASE = 'lahap_bench_analytics';
const signedCall = signedCalls();
const ROUTES = ['/', '/platform/merchant', '/platform/groupCouponDetail', '/platform/confirmOrder'];

/** One phone's batch of page views, taps and searches, as the tracker would queue them. */
function batchOf(i) {
  const device = `bench-${i}-${randomUUID().slice(0, 8)}`;
  const session = `s-${i}`;
  const now = Date.now();
  return Array.from({ length: INGEST.eventsPerBatch }, (_, n) => {
    const route = ROUTES[n % ROUTES.length];
    const kind = n % 10;
    return {
      id: `${device}-${n}`,
      name: kind === 9 ? 'search' : kind === 8 ? 'store_click' : 'page_view',
      time: new Date(now - (INGEST.eventsPerBatch - n) * 50).toISOString(),
      context: {
        app_system: 'android',
        host_environment: 'h5',
        event_page: route,
        user_id: i % 3 === 0 ? String(100_000 + i) : null,
        login_status: i % 3 === 0 ? 1 : 0,
        device_id: device,
        session_id: session,
        channel_id: null,
        source_tag: null,
        language: i % 4 === 0 ? 'en-US' : 'id-ID',
        url: `https://lahap.example${route}`,
        from_page: null,
        from_event_id: null,
        search_id: null,
        platform_type: 'LAHAP_C',
        h5_version: '2.5.5',
        consent: 'granted',
      },
      props:
        kind === 9
          ? { query: 'nasi goreng', result_count: n % 3, tab: 'store' }
          : kind === 8
            ? { store_id: String(10_000_000 + n), list: 'home', position: n }
            : { route },
    };
  });
}

/** The events of today and yesterday (Jakarta) as the team's report counts them. */
async function storedEvents(url) {
  const to = jakartaDay(Date.now());
  const { path, body, headers } = signedPost(ANALYTICS_PATHS.report, `Bearer ${BENCH_TEAM_TOKEN}`, {
    from: addDays(to, -1),
    to,
  });
  const answer = await (await fetch(`${url}${path}`, { method: 'POST', body, headers })).json();
  if (!answer.success) throw new Error(`report refused: ${JSON.stringify(answer.error)}`);
  return answer.data.days.reduce((sum, day) => sum + day.events, 0);
}

async function runEngine(label, target) {
  const batches = label === 'PGlite' ? INGEST.pgliteBatches : INGEST.batches;
  const sample = JSON.stringify({ sessionId: 's', requestId: 'r', timestamp: 0, events: batchOf(0) });
  if (Buffer.byteLength(sample) > ANALYTICS_BATCH_MAX_BYTES) {
    throw new Error(`a bench batch is ${Buffer.byteLength(sample)} bytes, over the sink's limit`);
  }
  const server = await startLahap(target);
  try {
    const before = await storedEvents(server.url);
    const result = await storm(server.url, batches, {
      connections: INGEST.connections,
      request: (i) => ({ method: 'POST', ...signedCall(ANALYTICS_PATHS.events, { events: batchOf(i) }) }),
      outcome: (status, body) =>
        status === 200 && body.includes('"success":true') ? 'accepted' : `HTTP ${status}`,
    });
    const stored = (await storedEvents(server.url)) - before;
    const accepted = (result.outcomes.accepted?.count ?? 0) * INGEST.eventsPerBatch;
    return { label, batches, result, accepted, stored, batchBytes: Buffer.byteLength(sample) };
  } finally {
    await server.stop();
  }
}

export function runAnalyticsIngest() {
  return onEachEngine('analytics ingestion', BENCH_DATABASE, runEngine);
}

export const ANALYTICS_HEADING = '## Analytics ingestion';

export function analyticsReport(results) {
  const lines = [
    ANALYTICS_HEADING,
    '',
    `Full batches of ${INGEST.eventsPerBatch} events (page views, store taps, searches; about ${fmt((results.find((r) => r.batchBytes)?.batchBytes ?? 0) / 1024, 1)} KiB each) through the signed \`POST /api/analytics/events\`, each batch a phone of its own, ${INGEST.connections} connections, on the real server: checked against the catalogue, consent applied, counted against the device's minute, stored in the day's partition once per event id. "Stored" is what the team's report counts afterwards.`,
    '',
    '| engine | batches | events/s | batches/s | p50 | p99 | events accepted | events stored | other answers |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`| ${r.label} | skipped: ${r.skipped} | | | | | | | |`);
      continue;
    }
    const accepted = r.result.outcomes.accepted ?? { count: 0, p50Ms: Number.NaN, p99Ms: Number.NaN };
    const eventsPerSecond = (accepted.count * INGEST.eventsPerBatch) / r.result.seconds;
    const others = Object.entries(r.result.outcomes)
      .filter(([name]) => name !== 'accepted')
      .map(([name, o]) => `${fmt(o.count)}× ${name}`);
    if (r.result.unanswered > 0) others.push(`${fmt(r.result.unanswered)} unanswered`);
    // A batch past autocannon's timeout was still stored: what was stored lies between what was
    // accepted and what was sent, and equals what was accepted when every batch was answered.
    const sent = r.batches * INGEST.eventsPerBatch;
    const exact =
      r.result.unanswered === 0 ? r.stored === r.accepted : r.stored >= r.accepted && r.stored <= sent;
    lines.push(
      `| ${r.label} | ${fmt(r.batches)} | ${fmt(eventsPerSecond)} | ${fmt(accepted.count / r.result.seconds, 1)} | ${fmt(accepted.p50Ms)} ms | ${fmt(accepted.p99Ms)} ms | ${fmt(r.accepted)} | ${fmt(r.stored)} ${exact ? (r.result.unanswered === 0 ? '(exact)' : '(none lost, none twice)') : '(CHECK FAILED)'} | ${others.join(', ') || '—'} |`,
    );
  }
  return lines;
}
