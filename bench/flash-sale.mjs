// The flash-sale storm (issue "Buy and pay"): 10,000 buyers — distinct customers, each logged in
// and holding the settlement token of one flash-sale voucher, both made before the storm — submit
// their order of one sale of 100 units (limit 1 each) at once, 100 connections, through the real
// signed API; the answer must be exactly 100 orders to 100 buyers, the sale's stock all taken.
// Reports decisions per second (every submit answered, won or lost) and p50/p99 of winners and of
// losers, on PGlite and on PostgreSQL + Redis, beside the submit floor — the same signed,
// logged-in submit answered from memory by the same app — measured on the same engine in the same run.
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { SETTLEMENT_TTL_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { cpuMeter } from './proc-cpu.mjs';
import { startFlashSaleServer } from './servers.mjs';
import { STORM_CONNECTIONS, cpuPerRequest, fmt, onEachEngine, prepare, signedPost, storm } from './storm.mjs';

/**
 * PGlite answers one statement at a time in-process: 10,000 buyers took it about seven minutes
 * (settling and storm), so it gets the claim storm's crowd of 2,000 instead.
 */
export const FLASH = {
  buyers: 10_000,
  pgliteBuyers: 2_000,
  stock: 100,
  userLimit: 1,
  connections: STORM_CONNECTIONS,
};
const GOALS = { floorShare: 0.3, loserP99Ms: 150 };
const BENCH_DATABASE = 'lahap_bench_flash';
const LOSING_CODES = [ERROR_CODES.PRODUCT_SOLD_OUT, ERROR_CODES.FLASH_SALE_BUSY];
/**
 * Settling is preparation, not measured: ten connections keep the server busy without the waits
 * past autocannon's 10 s timeout that a hundred give some requests on PGlite.
 */
const SETTLE_CONNECTIONS = 10;

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

/** Counts of answers by kind, for what the storm answered besides successes. */
function tally() {
  const counts = new Map();
  return {
    add: (kind, n = 1) => counts.set(kind, (counts.get(kind) ?? 0) + n),
    text: () => [...counts].map(([kind, n]) => `${fmt(n)}× ${kind}`).join(', '),
  };
}

/** Every buyer prices the sale through the signed API (not timed): their settlement tokens. */
async function settleAll(url, setup) {
  const fields = { skuId: setup.skuId, quantity: 1, settlementType: 'FLASH_SALE', pageId: setup.pageId };
  const settlementTokens = new Array(setup.tokens.length);
  const refused = tally();
  const settled = await storm(url, setup.tokens.length, {
    connections: SETTLE_CONNECTIONS,
    request: (i) => signedPost(ORDER_PATHS.flashSettlement, setup.tokens[i], fields),
    outcome: (status, body, i) => {
      const answer = envelopeOf(body);
      if (status !== 200 || answer?.success !== true) {
        refused.add(kindOf(status, answer));
        return 'refused';
      }
      settlementTokens[i] = answer.data.settlementToken;
      return 'settled';
    },
  });
  const missing = setup.tokens.length - (settled.outcomes.settled?.count ?? 0);
  if (missing > 0) {
    if (settled.unanswered > 0) refused.add('no answer', settled.unanswered);
    throw new Error(
      `flash sale: ${missing} of ${setup.tokens.length} settlements failed (${refused.text()})`,
    );
  }
  return { settlementTokens, seconds: settled.seconds };
}

/** Every buyer submits their token to `path` (under the API base) once: winners, losers (sold out or busy) and errors. */
async function submitAll(url, path, setup, settlementTokens) {
  const why = tally();
  const losers = tally();
  const result = await storm(url, setup.tokens.length, {
    connections: FLASH.connections,
    request: (i) => signedPost(path, setup.tokens[i], { settlementToken: settlementTokens[i] }),
    outcome: (status, body) => {
      const answer = envelopeOf(body);
      if (status < 500 && answer?.success === true) return 'winner';
      if (status < 500 && LOSING_CODES.includes(answer?.error?.code)) {
        losers.add(answer.error.code === ERROR_CODES.FLASH_SALE_BUSY ? 'busy' : 'sold out');
        return 'loser';
      }
      why.add(kindOf(status, answer));
      return 'error';
    },
  });
  if (result.unanswered > 0) why.add('no answer (connection error or 10 s timeout)', result.unanswered);
  const errors = (result.outcomes.error?.count ?? 0) + result.unanswered;
  return { ...result, errors, errorKinds: why.text(), loserKinds: losers.text() };
}

/** One engine: buyers and sale, everyone's settlement, the storm, the check, then the floor. */
async function runEngine(label, target) {
  const buyers = target.databaseUrl ? FLASH.buyers : FLASH.pgliteBuyers;
  const server = await startFlashSaleServer(target);
  try {
    const setup = await prepare(`${server.url}/bench/flash/setup`, {
      buyers,
      stock: FLASH.stock,
      userLimit: FLASH.userLimit,
    });
    const settled = await settleAll(server.url, setup);
    const measured = cpuMeter(server.pid, { postgres: Boolean(target.databaseUrl) })();
    const sale = await submitAll(server.url, ORDER_PATHS.submit, setup, settled.settlementTokens);
    const cpu = measured();
    const check = await (await fetch(`${server.url}/bench/flash/count?productId=${setup.productId}`)).json();
    const floor = await submitAll(server.url, '/bench/submit-floor', setup, settled.settlementTokens);
    return { label, buyers, settleSeconds: settled.seconds, sale, cpu, floor, check };
  } finally {
    await server.stop();
  }
}

export function runFlashSaleStorm() {
  return onEachEngine('flash-sale storm', BENCH_DATABASE, runEngine);
}

export const FLASH_HEADING = '## Flash-sale storm';

/** What the database holds after the storm when it is not what the issue wants; null when it is. */
function wrongCheck({ orders, buyers, left }) {
  return orders === FLASH.stock && buyers === FLASH.stock && left === 0
    ? null
    : `${orders} orders to ${buyers} distinct buyers, flash stock left ${left} (want ${FLASH.stock}, ${FLASH.stock}, 0)`;
}

const latency = (o) => (o ? `${fmt(o.p50Ms)} / ${fmt(o.p99Ms)} ms` : 'none');

export function flashSaleReport(results) {
  const lines = [
    FLASH_HEADING,
    '',
    `${fmt(FLASH.buyers)} buyers (${fmt(FLASH.pgliteBuyers)} on PGlite, where 10,000 took about seven minutes) — distinct customers, logged in and each holding a settlement token, both made before the storm — submit one order each of a flash sale of ${FLASH.stock} units (limit ${FLASH.userLimit} each) through the signed API, ${FLASH.connections} connections. Decisions per second count every submit answered, won or lost; losers are answered "sold out" (${ERROR_CODES.PRODUCT_SOLD_OUT}) or "busy" (${ERROR_CODES.FLASH_SALE_BUSY}), errors are any other answer, a 5xx or none. The floor is the same signed, logged-in submit answered from memory by the same app on the same engine. CPU per submit is the server's (its workers' with several processes) and PostgreSQL's user + system time over the storm, read from /proc, divided by the submits answered.`,
    '',
    '| engine | orders | decisions/s | winners p50 / p99 | losers p50 / p99 | errors | CPU per submit: server + PostgreSQL | floor submits/s | share of floor | goal | loser p99 goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const notes = [];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`| ${r.label} | skipped: ${r.skipped} | | | | | | | | | |`);
      continue;
    }
    const share = r.sale.perSecond / r.floor.perSecond;
    const wrong = wrongCheck(r.check);
    const loserP99 = r.sale.outcomes.loser?.p99Ms ?? Number.NaN;
    const pg = r.label.startsWith('PostgreSQL');
    lines.push(
      `| ${r.label} | ${fmt(r.check.orders)} ${wrong ? '(WRONG)' : '(exact)'} | ${fmt(r.sale.perSecond)} | ${latency(r.sale.outcomes.winner)} | ${latency(r.sale.outcomes.loser)} | ${fmt(r.sale.errors)} | ${cpuPerRequest(r.cpu, r.sale.answered)} | ${fmt(r.floor.perSecond)} | ${fmt(share * 100, 1)} % | ${pg ? `≥ ${GOALS.floorShare * 100} % ${share >= GOALS.floorShare ? 'met' : 'not met'}` : '—'} | ${pg ? `≤ ${GOALS.loserP99Ms} ms ${loserP99 <= GOALS.loserP99Ms ? 'met' : 'not met'}` : '—'} |`,
    );
    notes.push(
      wrong
        ? `- **${r.label}: CHECK FAILED — ${wrong}.**`
        : `- ${r.label}: checked after the storm: ${r.check.orders} orders to ${r.check.buyers} distinct buyers, flash stock left ${r.check.left}.`,
      `  ${fmt(r.buyers)} buyers settled in ${fmt(r.settleSeconds, 1)} s before the storm; the storm took ${fmt(r.sale.seconds, 1)} s and answered ${fmt(r.sale.outcomes.winner?.count ?? 0)} winners and ${fmt(r.sale.outcomes.loser?.count ?? 0)} losers (${r.sale.loserKinds || 'none'}).${r.sale.errors > 0 ? ` **Errors: ${r.sale.errorKinds}.**` : ''}${r.floor.errors > 0 ? ` Floor errors: ${r.floor.errorKinds}.` : ''}`,
    );
    if (r.settleSeconds + r.sale.seconds > SETTLEMENT_TTL_MS / 1000) {
      notes.push(
        `  **Settling and the storm outlasted the tokens' ${SETTLEMENT_TTL_MS / 60_000} minutes: early tokens expired.**`,
      );
    }
  }
  return [...lines, '', ...notes];
}
