// The table storm (issue "Ordering food"): a full restaurant of 200 tables with 4 phones each, on
// PGlite and on PostgreSQL + Redis. Every phone joins its table at once, opens its table's event
// stream (800 streams open together), then every phone adds five dishes at once through the real
// signed API (100 connections) and one phone per table sends the round. Afterwards it checks in
// SQL that each table's bill holds exactly what the bench added (lines and sum of quantity × unit
// price). Then every phone pays its part of an even split in four by QRIS, the four of a table at
// once, and the sandbox bank approves every charge; it checks that each bill is paid exactly, once,
// in shares and in the ledger. It reports how late the table events reached the phones (receive
// time minus the event's `at`, same clock), how many a phone never heard, and the server's CPU
// time per cart/add.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { signedCalls } from './discovery.mjs';
import { processCpuMs } from './proc-cpu.mjs';
import { startTableStormServer } from './servers.mjs';
import { STORM_CONNECTIONS, fmt, onEachEngine, percentile, prepare, storm } from './storm.mjs';

/**
 * PGlite answers one statement at a time in-process: the full 200 tables took it about two minutes,
 * 232 of the 4,000 adds unanswered after autocannon's 10 s, so it gets a quarter of the restaurant.
 */
export const TABLES = {
  tables: 200,
  pgliteTables: 50,
  phonesPerTable: 4,
  addsEach: 5,
  maxQuantity: 3,
  dishes: 10,
  connections: STORM_CONNECTIONS,
};
/** A storm's size from its number of tables: phones are numbered table by table. */
function sizeOf(tables) {
  const phones = tables * TABLES.phonesPerTable;
  return { tables, phones, adds: phones * TABLES.addsEach };
}
const FULL = sizeOf(TABLES.tables);
const GOALS = { fanOutP99Ms: 250 };
const BENCH_DATABASE = 'lahap_bench_tables';
/** The dishes and quantities are drawn from this seed: every run orders the same meal. */
const SEED = 0x1a4a9;
/**
 * File descriptors each process needs at least: one socket per stream (the bench holds the phones'
 * ends, the server its own), the storm's connections, and headroom for the database, Redis and
 * the runtime.
 */
const OPEN_FILES_NEEDED = FULL.phones + TABLES.connections + 256;

/** A small seeded generator (mulberry32): uniform in [0, 1). */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** This process's soft limit of open files (Linux); Infinity where it cannot be read. */
function openFilesLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.trim().split(/\s+/)[3];
    return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return Infinity;
  }
}

/** The answer's envelope, or null when the body is none. */
function envelopeOf(body) {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** What an answer that is not a success was: its error code, or its HTTP status when it has none. */
const kindOf = (status, answer) =>
  status >= 500 || !answer?.error ? `HTTP ${status}` : `code ${answer.error.code}`;

/** Counts of answers by kind, for what a storm answered besides successes. */
function tally() {
  const counts = new Map();
  return {
    add: (kind, n = 1) => counts.set(kind, (counts.get(kind) ?? 0) + n),
    text: () => [...counts].map(([kind, n]) => `${fmt(n)}× ${kind}`).join(', '),
  };
}

/** The signed POST a phone sends: a guest's, so no Authorize header, as a phone without an account. */
function phoneCall() {
  const signedCall = signedCalls();
  return (path, fields) => ({ method: 'POST', ...signedCall(path, fields) });
}

/** The table a phone sits at: phones are numbered table by table. */
const tableOf = (phone) => Math.floor(phone / TABLES.phonesPerTable);

/**
 * Every phone scans its table's QR, the four of a table back to back so they are in flight
 * together (the first opens the session, the others join it). Not timed as the storm, but reported.
 */
async function joinAll(url, setup, call, size) {
  const phones = new Array(size.phones);
  const refused = tally();
  const joined = await storm(url, size.phones, {
    connections: TABLES.connections,
    request: (i) => call(ORDERING_PATHS.tableJoin, { qrCodeId: setup.tables[tableOf(i)].qrCodeId }),
    outcome: (status, body, i) => {
      const answer = envelopeOf(body);
      if (status !== 200 || answer?.success !== true) {
        refused.add(kindOf(status, answer));
        return 'refused';
      }
      phones[i] = answer.data;
      return 'joined';
    },
  });
  const missing = size.phones - (joined.outcomes.joined?.count ?? 0);
  if (missing > 0) {
    if (joined.unanswered > 0) refused.add('no answer', joined.unanswered);
    throw new Error(`table storm: ${missing} of ${size.phones} joins failed (${refused.text()})`);
  }
  // Concurrent joins at one table must land in one session.
  let split = 0;
  for (let t = 0; t < size.tables; t += 1) {
    const ids = new Set(
      phones.slice(t * TABLES.phonesPerTable, (t + 1) * TABLES.phonesPerTable).map((p) => p.tableSessionId),
    );
    if (ids.size !== 1) split += 1;
  }
  return { phones, split, seconds: joined.seconds, p50Ms: joined.p50Ms, p99Ms: joined.p99Ms };
}

/** The next message of `type` from the worker; rejects when the worker fails or exits first. */
function messageOf(worker, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message);
    };
    const onError = (error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code) => {
      cleanup();
      reject(new Error(`the phones' worker exited (${code}) before "${type}"`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * The meal: the k-th add of every phone goes out before anyone's (k+1)-th, so the hundred in
 * flight are the four phones of 25 tables adding at once, each fighting its table mates for the
 * bill's lock. Dishes and quantities (1–3) drawn from {@link SEED}; every add a fresh clientLineId.
 */
function planMeal(setup, size) {
  const random = seeded(SEED);
  return Array.from({ length: size.adds }, (_, i) => {
    const dish = setup.dishes[Math.floor(random() * setup.dishes.length)];
    return {
      phone: i % size.phones,
      dishId: dish.dishId,
      price: dish.price,
      quantity: 1 + Math.floor(random() * TABLES.maxQuantity),
      clientLineId: randomUUID(),
    };
  });
}

/**
 * A table storm's calls of `path`: the i-th by `phoneAt(i)` with `fields(i)`, success (its data
 * handed to `onData`) or the kind of refusal.
 */
async function tableCalls(url, call, path, amount, phoneAt, fields = () => ({}), onData = () => {}) {
  const why = tally();
  const result = await storm(url, amount, {
    // autocannon refuses more connections than requests (a small restaurant's rounds).
    connections: Math.min(TABLES.connections, amount),
    request: (i) => {
      const phone = phoneAt(i);
      return call(path, {
        tableSessionId: phone.tableSessionId,
        participantToken: phone.participantToken,
        ...fields(i),
      });
    },
    outcome: (status, body, i) => {
      const answer = envelopeOf(body);
      if (status === 200 && answer?.success === true) {
        onData(i, answer.data);
        return 'ok';
      }
      why.add(kindOf(status, answer));
      return 'error';
    },
  });
  if (result.unanswered > 0) why.add('no answer (connection error or 10 s timeout)', result.unanswered);
  const errors = (result.outcomes.error?.count ?? 0) + result.unanswered;
  return { ...result, errors, errorKinds: why.text() };
}

/** The sandbox bank approves every charge, as the customers would in their banking apps. */
async function approveAll(url, paymentIds) {
  const why = tally();
  if (paymentIds.length === 0)
    return { count: 0, seconds: 0, p50Ms: Number.NaN, p99Ms: Number.NaN, errors: 0, errorKinds: '' };
  const result = await storm(url, paymentIds.length, {
    connections: Math.min(TABLES.connections, Math.max(1, paymentIds.length)),
    request: (i) => ({ method: 'POST', path: `/bench/tables/approve/${paymentIds[i]}`, headers: {} }),
    outcome: (status, body) => {
      if (status === 200 && envelopeOf(body)?.approved === true) return 'ok';
      why.add(status === 200 ? 'not pending' : `HTTP ${status}`);
      return 'error';
    },
  });
  if (result.unanswered > 0) why.add('no answer', result.unanswered);
  return {
    ...result,
    count: paymentIds.length,
    errors: (result.outcomes.error?.count ?? 0) + result.unanswered,
    errorKinds: why.text(),
  };
}

/**
 * What the bill of each table should hold after the storm, from what the bench sent (not what
 * was answered: an add whose answer came too late still wrote its line).
 */
function billsWanted(meal, size) {
  const tables = Array.from({ length: size.tables }, () => ({ lines: 0, total: 0 }));
  for (const add of meal) {
    const table = tables[tableOf(add.phone)];
    table.lines += 1;
    table.total += add.quantity * add.price;
  }
  return tables;
}

/**
 * What each phone should hear: one CART_CHANGED per line its table's bill holds (every add that
 * wrote a line announces it once it commits, answered in time or not), one ROUND_SENT per round,
 * one BILL_CHANGED per share reserved and per share paid but the last, which says BILL_PAID.
 */
function eventsWanted(rows, size) {
  return Array.from({ length: size.phones }, (_, phone) => {
    const row = rows[tableOf(phone)];
    const paidInFull = row?.bill_status === 'PAID' ? 1 : 0;
    return {
      CART_CHANGED: row?.lines ?? 0,
      ROUND_SENT: row?.rounds ?? 0,
      BILL_CHANGED: (row?.live_shares ?? 0) + (row?.paid_shares ?? 0) - paidInFull,
      BILL_PAID: paidInFull,
    };
  });
}

/** What a table's bill holds when it is not what the bench added; null when it is. */
function wrongTable(row, want, sessionId) {
  if (!row) return 'no row';
  const wrong = [];
  if (row.sessions !== 1 || row.session_id !== sessionId) wrong.push(`${row.sessions} sessions`);
  if (row.participants !== TABLES.phonesPerTable) wrong.push(`${row.participants} participants`);
  if (row.lines !== want.lines) wrong.push(`${row.lines} lines (want ${want.lines})`);
  if (row.total !== want.total) wrong.push(`total ${row.total} (want ${want.total})`);
  if (row.rounds !== 1 || row.sent !== row.lines) wrong.push(`${row.rounds} rounds, ${row.sent} lines sent`);
  if (row.bill_status !== 'PAID' || row.paid_shares !== TABLES.phonesPerTable) {
    wrong.push(`bill ${row.bill_status} with ${row.paid_shares} shares paid`);
  }
  if (row.paid_amount !== row.total || row.charged !== row.total || row.refunds !== 0) {
    wrong.push(
      `paid ${row.paid_amount}, charged ${row.charged}, ${row.refunds} refunds (want ${row.total} each, none)`,
    );
  }
  return wrong.length === 0 ? null : wrong.join(', ');
}

/** What the phones heard against what they should have: misses, extras, and every event's lateness. */
function hearing(heard, expected) {
  let missed = 0;
  let extra = 0;
  // Phones whose stream opened fine yet never heard their table: nothing on their side would tell.
  let deaf = 0;
  const byKind = {};
  heard.heard.forEach((kinds, phone) => {
    const wanted = Object.values(expected[phone]).reduce((sum, n) => sum + n, 0);
    if (heard.open[phone] && wanted > 0 && Object.keys(kinds).length === 0) deaf += 1;
    for (const [kind, n] of Object.entries(kinds)) byKind[kind] = (byKind[kind] ?? 0) + n;
    for (const kind of new Set([...Object.keys(kinds), ...Object.keys(expected[phone])])) {
      const gap = (expected[phone][kind] ?? 0) - (kinds[kind] ?? 0);
      if (gap > 0) missed += gap;
      else extra -= gap;
    }
  });
  const sorted = Float64Array.from(heard.latencies).sort();
  return {
    events: sorted.length,
    byKind,
    missed,
    deaf,
    extra,
    foreign: heard.foreign,
    lost: heard.lost,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/** One engine: the store, the joins, the streams, the add storm with the server's CPU around it, the rounds, what was heard, the check. */
async function runEngine(label, target) {
  const size = sizeOf(target.databaseUrl ? TABLES.tables : TABLES.pgliteTables);
  const server = await startTableStormServer(target);
  let listeners;
  try {
    const started = performance.now();
    // The machine's load before and after: the load generator, the server, PostgreSQL and Redis
    // share these cores, and anything else running skews every figure.
    const loadBefore = loadavg()[0];
    const call = phoneCall();
    const setup = await prepare(`${server.url}/bench/tables/setup`, {
      tableCount: size.tables,
      dishCount: TABLES.dishes,
    });
    const joins = await joinAll(server.url, setup, call, size);
    const { phones } = joins;

    listeners = new Worker(new URL('./table-phones.mjs', import.meta.url), {
      workerData: {
        url: server.url,
        phones: phones.map((p) => ({
          tableSessionId: p.tableSessionId,
          participantToken: p.participantToken,
        })),
        concurrency: TABLES.connections,
      },
    });
    const streams = await messageOf(listeners, 'opened');

    const meal = planMeal(setup, size);
    const cpuBefore = processCpuMs(server.pid);
    const adds = await tableCalls(
      server.url,
      call,
      ORDERING_PATHS.cartAdd,
      size.adds,
      (i) => phones[meal[i].phone],
      (i) => ({ dishId: meal[i].dishId, quantity: meal[i].quantity, clientLineId: meal[i].clientLineId }),
    );
    const cpuMs = processCpuMs(server.pid) - cpuBefore;
    // One phone per table sends what the table added as one round.
    const rounds = await tableCalls(
      server.url,
      call,
      ORDERING_PATHS.roundSend,
      size.tables,
      (t) => phones[t * TABLES.phonesPerTable],
    );

    const tableRowsNow = async () => {
      const rows = await (await fetch(`${server.url}/bench/tables/check?storeId=${setup.storeId}`)).json();
      const byTable = new Map(rows.map((row) => [row.table_id, row]));
      return setup.tables.map((table) => byTable.get(table.tableId));
    };
    // Every phone pays one of four even parts by QRIS, the four of a table in flight together
    // (each takes the bill's lock in turn); then the bank approves every charge.
    const billIds = (await tableRowsNow()).map((row) => row?.bill_id);
    const paymentIds = [];
    const pays = await tableCalls(
      server.url,
      call,
      ORDERING_PATHS.billPay,
      size.phones,
      (i) => phones[i],
      (i) => ({
        billId: billIds[tableOf(i)],
        split: { mode: 'EVEN', parts: TABLES.phonesPerTable },
        payMethod: 'QRIS',
      }),
      (_i, data) => paymentIds.push(data.paymentId),
    );
    if (pays.errors > 0) console.log(`  shares refused: ${pays.errorKinds}`);
    const approvals = await approveAll(server.url, paymentIds);
    const tableRows = await tableRowsNow();
    const wanted = billsWanted(meal, size);
    const wrong = [];
    tableRows.forEach((row, t) => {
      const why = wrongTable(row, wanted[t], phones[t * TABLES.phonesPerTable].tableSessionId);
      if (why) wrong.push(`table ${t + 1}: ${why}`);
    });

    const expected = eventsWanted(tableRows, size);
    const draining = messageOf(listeners, 'heard');
    listeners.postMessage({ type: 'drain', expected });
    const heard = hearing(await draining, expected);
    return {
      label,
      joins,
      streams,
      adds,
      cpuMs,
      rounds,
      pays,
      approvals,
      heard,
      wrong,
      size,
      addedTotal: wanted.reduce((sum, t) => sum + t.total, 0),
      seconds: (performance.now() - started) / 1000,
      load: [loadBefore, loadavg()[0]],
    };
  } finally {
    await listeners?.terminate();
    await server.stop();
  }
}

export async function runTableStorm() {
  const limit = openFilesLimit();
  if (limit < OPEN_FILES_NEEDED) {
    const skipped = `open-files limit ${limit} < ${OPEN_FILES_NEEDED}: raise it (\`ulimit -n 4096\`) before \`npm run bench\``;
    console.log(`▸ table storm skipped: ${skipped}`);
    return [
      { label: 'PGlite', skipped },
      { label: 'PostgreSQL + Redis', skipped },
    ];
  }
  return onEachEngine('table storm', BENCH_DATABASE, runEngine);
}

export const TABLES_HEADING = '## Table storm';

const pair = (o) => `${fmt(o.p50Ms)} / ${fmt(o.p99Ms)} ms`;

export function tableStormReport(results) {
  const lines = [
    TABLES_HEADING,
    '',
    `${fmt(TABLES.tables)} tables × ${TABLES.phonesPerTable} phones (${fmt(TABLES.pgliteTables)} tables on PGlite, where the full restaurant took about two minutes) — guests, no account — of one store with a menu of ${TABLES.dishes} dishes at prices that do not divide evenly. Every phone joins its table at once, then opens its table's event stream (${fmt(FULL.phones)} streams open together, each on its own socket, read by a worker thread so the load generator's lag does not count as the server's); then every phone adds ${TABLES.addsEach} dishes (random, quantity 1–${TABLES.maxQuantity}, the same meal every run) through the signed API, ${fmt(FULL.adds)} adds at ${TABLES.connections} connections with the four phones of a table in flight together, and one phone per table sends the round. Then every phone pays one of four even parts by QRIS (the four of a table at once) and the sandbox bank approves every charge. Fan-out is each event's receive time minus its \`at\` (the server's time of publishing, same clock), over every event every phone heard; a miss is a CART_CHANGED (one per line on the phone's table's bill) or ROUND_SENT the phone never heard. Server CPU per add is the server's user + system time (its workers together, read from /proc) over the add storm divided by the adds: it includes the events written to the streams, and on PGlite the database itself.`,
    '',
    '| engine | tables | bills | adds/s | add p50 / p99 | server CPU per add | pay p50 / p99 | fan-out p50 / p95 / p99 | p99 goal | events missed |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const notes = [];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`| ${r.label} | skipped: ${r.skipped} | | | | | | | | |`);
      continue;
    }
    const pg = r.label.startsWith('PostgreSQL');
    const { size, heard: h } = r;
    lines.push(
      `| ${r.label} | ${fmt(size.tables)} | ${r.wrong.length === 0 ? 'exact' : `**${r.wrong.length} WRONG**`} | ${fmt(r.adds.perSecond)} | ${pair(r.adds)} | ${fmt(r.cpuMs / size.adds, 2)} ms | ${pair(r.pays)} | ${fmt(h.p50Ms)} / ${fmt(h.p95Ms)} / ${fmt(h.p99Ms)} ms | ${pg ? `≤ ${GOALS.fanOutP99Ms} ms ${h.p99Ms <= GOALS.fanOutP99Ms ? 'met' : 'not met'}` : '—'} | ${fmt(h.missed)} (goal 0: ${h.missed === 0 ? 'met' : 'not met'}) |`,
    );
    notes.push(
      r.wrong.length > 0
        ? `- **${r.label}: CHECK FAILED — ${r.wrong.length} of ${size.tables} tables' bills are not what the bench added: ${r.wrong.slice(0, 3).join('; ')}${r.wrong.length > 3 ? '; …' : ''}.**`
        : `- ${r.label}: checked in SQL after the storm: each of the ${size.tables} tables has one session of ${TABLES.phonesPerTable} participants and a bill of exactly the lines the bench added (${fmt(size.adds)} in all), each table's sum of quantity × unit price what the bench added for it (Rp ${fmt(r.addedTotal)} in all), all sent in one round, and each bill PAID by its ${TABLES.phonesPerTable} even shares, their sum and the ledger's charges equal to its total, no refund.`,
      `  ${fmt(size.phones)} joins in ${fmt(r.joins.seconds, 1)} s (p50 / p99 ${pair(r.joins)})${r.joins.split > 0 ? `, **${r.joins.split} tables split across sessions**` : ''}; ${fmt(r.streams.opened)} of ${fmt(size.phones)} streams open${
        Object.keys(r.streams.failures).length > 0
          ? ` (**refused: ${Object.entries(r.streams.failures)
              .map(([why, n]) => `${fmt(n)}× ${why}`)
              .join(', ')}**)`
          : ''
      }. ${fmt(size.adds)} adds in ${fmt(r.adds.seconds, 1)} s${r.adds.errors > 0 ? `, **errors: ${r.adds.errorKinds}**` : ', no errors'}; server CPU ${fmt(r.cpuMs / 1000, 1)} s over it (${fmt((r.cpuMs / (r.adds.seconds * 1000)) * 100)} % of one core). ${fmt(size.tables)} rounds in ${fmt(r.rounds.seconds, 1)} s (p50 / p99 ${pair(r.rounds)})${r.rounds.errors > 0 ? `, **errors: ${r.rounds.errorKinds}**` : ''}. ${fmt(size.phones)} QRIS shares in ${fmt(r.pays.seconds, 1)} s${r.pays.errors > 0 ? `, **errors: ${r.pays.errorKinds}**` : ''}; ${fmt(r.approvals.count)} approvals in ${fmt(r.approvals.seconds, 1)} s (p50 / p99 ${pair(r.approvals)})${r.approvals.errors > 0 ? `, **errors: ${r.approvals.errorKinds}**` : ''}.`,
      `  Events heard: ${fmt(h.events)} (${
        Object.entries(h.byKind)
          .map(([kind, n]) => `${fmt(n)} ${kind}`)
          .join(', ') || 'none'
      }), latest ${fmt(h.maxMs)} ms; missed ${fmt(h.missed)}${h.deaf > 0 ? ` (**${fmt(h.deaf)} phones with an open stream heard nothing**)` : ''}, heard twice or unasked ${fmt(h.extra)}, of another table ${fmt(h.foreign)}, streams lost ${fmt(h.lost)}. The engine's run took ${fmt(r.seconds, 1)} s; load average (1 min) ${fmt(r.load[0], 1)} before, ${fmt(r.load[1], 1)} after, on ${cpus().length} cores.`,
    );
  }
  return [...lines, '', ...notes];
}
