// The soak (issue "Speed and scale-out"): customers doing everything the product does, over and
// over for ten minutes, against two server processes on PostgreSQL + Redis — browse (the nearby
// list and a store page), claim a coupon, buy a voucher, pay it by QRIS (the sandbox bank
// approves), have it redeemed by the store's staff, and order at a table (join, add a dish, send
// the round, pay the bill). It reports each step's p50/p99 minute by minute, so a p99 that creeps shows, and the
// server's memory (RSS of the primary and its workers) at the start and the end, sampled through
// the run. A journey whose step fails is counted with the step's error, and the soak goes on.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  DEFAULT_CP_TYPE,
  HOME_ASSET_PAGE_SIZE,
  HOME_DEFAULT_DISTANCE,
  IDENTITY_TYPE,
} from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { API_PATHS } from '@lahap/contract/paths';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import { jakartaPoints, signedCalls } from './discovery.mjs';
import { processTreeRssMiB } from './proc-cpu.mjs';
import { fmt } from './report-format.mjs';
import { startSoakServer } from './servers.mjs';
import { STORM_WORKERS, benchRedisUrl, freshPostgres, percentile, prepare } from './storm.mjs';

const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 10);

export const SOAK = {
  minutes: SOAK_MINUTES,
  /** Journeys in flight at once, each a customer going through every step in turn. */
  journeys: 16,
  /**
   * More customers than the soak has journeys (at most about 1,000 a minute on two cores): every
   * claim is a customer's first, and the batch, one for each, never runs out.
   */
  customers: Math.max(12_000, SOAK_MINUTES * 1_500),
  tables: 40,
  workers: STORM_WORKERS,
};
const BENCH_DATABASE = 'lahap_bench_soak';
/** How long a paid order may take to show its voucher (the bank's webhook, then the event). */
const PAID_WITHIN_MS = 10_000;
const STEPS = ['browse', 'claim', 'buy', 'pay', 'redeem', 'table'];
/** Answers a step may get that are the product saying no, not failing (a coupon claimed before). */
const EXPECTED_REFUSALS = { claim: [ERROR_CODES.COUPON_LIMIT_REACHED] };

/**
 * A signed POST as the app sends it; its envelope's data. `as` is a staff token, or a customer
 * (`{accessToken, refreshToken}`): when a customer's access token has run out, the call exchanges
 * the refresh token for new ones, once for all the customer's calls waiting on it, and is sent
 * again, as the app does. `counts.refreshed` counts the exchanges.
 */
function client(url, counts) {
  const call = signedCalls();
  const send = async (path, fields, token) => {
    const { path: fullPath, body, headers } = call(path, fields);
    const response = await fetch(`${url}${fullPath}`, {
      method: 'POST',
      body,
      headers: token ? { ...headers, [HEADERS.authorize]: token } : headers,
    });
    const envelope = await response.json().catch(() => null);
    if (!envelope?.success) {
      const code = envelope?.error?.code ?? `HTTP ${response.status}`;
      throw Object.assign(new Error(`${path}: ${code} ${envelope?.error?.message ?? ''}`), { code });
    }
    return envelope.data;
  };
  const refresh = (customer) => {
    customer.refreshing ??= send(API_PATHS.refreshToken, {
      refreshToken: customer.refreshToken,
      identityType: IDENTITY_TYPE,
      cpType: DEFAULT_CP_TYPE,
    })
      .then((next) => {
        customer.accessToken = next.accessToken;
        customer.refreshToken = next.refreshToken;
        counts.refreshed += 1;
      })
      .finally(() => {
        customer.refreshing = undefined;
      });
    return customer.refreshing;
  };
  return async (path, fields, as) => {
    if (typeof as !== 'object') return send(path, fields, as);
    const token = as.accessToken;
    try {
      return await send(path, fields, token);
    } catch (error) {
      if (error.code !== ERROR_CODES.ACCESS_TOKEN_EXPIRED) throw error;
      // Another call of the customer's may have exchanged it already.
      if (as.accessToken === token) await refresh(as);
      return send(path, fields, as.accessToken);
    }
  };
}

/** One customer's journey through every step; each step's time and outcome go to `record`. */
async function journey(ctx, i, record) {
  const { post, setup, url, points } = ctx;
  const customer = setup.customers[i % setup.customers.length];
  const point = points[i % points.length];
  const step = async (name, work) => {
    const started = performance.now();
    try {
      const value = await work();
      record(name, performance.now() - started, null);
      return value;
    } catch (error) {
      const code = error.code ?? error.message;
      const refused = EXPECTED_REFUSALS[name]?.includes(code);
      if (!refused && !ctx.seen.has(`${name} ${code}`)) {
        ctx.seen.add(`${name} ${code}`);
        console.warn(`soak: ${name} failed first with ${error.message}`);
      }
      record(name, performance.now() - started, refused ? null : code);
      return refused ? null : Promise.reject(error);
    }
  };
  await step('browse', async () => {
    await post(DISCOVERY_PATHS.findByDistance, {
      ...point,
      distance: HOME_DEFAULT_DISTANCE,
      pageSize: HOME_ASSET_PAGE_SIZE,
      categoryIdList: [],
    });
    await post(STORE_PATHS.storeDetail, { storeId: setup.store.storeId, ...point });
  });
  await step('claim', () =>
    post(
      COUPON_PATHS.receive,
      { couponBatchId: setup.batch.batchId, couponTemplateIds: [setup.batch.templateId] },
      customer,
    ),
  );
  const order = await step('buy', async () => {
    const priced = await post(
      ORDER_PATHS.settlement,
      { skuId: setup.voucher.skuId, quantity: 1, settlementType: 'COMMON', couponId: '0' },
      customer,
    );
    return post(ORDER_PATHS.submit, { settlementToken: priced.settlementToken }, customer);
  });
  const voucher = await step('pay', async () => {
    const charge = await post(
      PAYMENT_PATHS.payCreate,
      { orderId: order.orderId, payMethod: 'QRIS' },
      customer,
    );
    await approve(url, charge.paymentId);
    // Paid when the order's voucher shows a code to redeem with.
    const deadline = Date.now() + PAID_WITHIN_MS;
    for (;;) {
      const { voucherList } = await post(ORDER_PATHS.voucherList, { orderId: order.orderId }, customer);
      if (voucherList[0]?.qrText) return voucherList[0];
      if (Date.now() > deadline) throw new Error('paid order showed no voucher code');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await step('redeem', () =>
    post(
      REDEMPTION_PATHS.redeemConfirm,
      { code: voucher.qrText, storeId: setup.store.storeId, clientId: randomUUID() },
      setup.staffToken,
    ),
  );
  await step('table', async () => {
    const table = setup.store.tables[i % setup.store.tables.length];
    const phone = await post(ORDERING_PATHS.tableJoin, { qrCodeId: table.qrCodeId });
    const seat = { tableSessionId: phone.tableSessionId, participantToken: phone.participantToken };
    const dish = setup.store.dishes[i % setup.store.dishes.length];
    await post(ORDERING_PATHS.cartAdd, {
      ...seat,
      dishId: dish.dishId,
      quantity: 1,
      clientLineId: randomUUID(),
    });
    await post(ORDERING_PATHS.roundSend, seat);
    // The party pays the whole bill and leaves, so the next party to scan starts a new table.
    const { billId } = await post(ORDERING_PATHS.bill, seat);
    const share = await post(ORDERING_PATHS.billPay, {
      billId,
      participantToken: seat.participantToken,
      split: { mode: 'ALL' },
      payMethod: 'QRIS',
    });
    await approve(url, share.paymentId);
  });
}

/** The sandbox bank approves a charge, as the customer does in their banking app. */
async function approve(url, paymentId) {
  const approved = await fetch(`${url}/bench/soak/approve/${paymentId}`, { method: 'POST' });
  if (!(await approved.json()).approved) throw new Error('the sandbox bank did not approve');
}

/** How often the soak vacuums its database when the server's autovacuum is off. */
const VACUUM_EVERY_MS = 60_000;

/**
 * Stands in for PostgreSQL's autovacuum when the server runs without it (this machine's does):
 * `VACUUM (ANALYZE)` of the soak's database once a minute, autovacuum's own nap time. Without
 * it the planner never learns how the tables grew, and the hot rows (a batch's remaining count,
 * a voucher's stock) pile up dead versions, so a long soak slows for reasons production does not
 * have. Answers how many runs it made, and null when autovacuum is on.
 */
async function standInForAutovacuum(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('show autovacuum');
  if (rows[0]?.autovacuum === 'on') {
    await client.end();
    return { stop: async () => null };
  }
  let runs = 0;
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => client.query('vacuum (analyze)'))
      .then(
        () => (runs += 1),
        (error) => console.error(`vacuum failed: ${error.message}`),
      );
  }, VACUUM_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await client.end();
      return runs;
    },
  };
}

export async function runSoak() {
  const postgres = await freshPostgres(BENCH_DATABASE);
  if (postgres.skipped) return { skipped: postgres.skipped };
  const redisUrl = benchRedisUrl();
  console.log(`▸ soak: ${SOAK.minutes} min on PostgreSQL + Redis, ${SOAK.workers} processes`);
  const server = await startSoakServer({
    databaseUrl: postgres.databaseUrl,
    redisUrl,
    workers: SOAK.workers,
  });
  try {
    const setup = await prepare(`${server.url}/bench/soak/setup`, {
      customers: SOAK.customers,
      tables: SOAK.tables,
    });
    const counts = { refreshed: 0 };
    const ctx = {
      post: client(server.url, counts),
      setup,
      url: server.url,
      points: jakartaPoints(500),
      seen: new Set(),
    };
    const vacuum = await standInForAutovacuum(postgres.databaseUrl);
    const started = performance.now();
    const endAt = started + SOAK.minutes * 60_000;
    /** Per minute: each step's times and errors. */
    const minutes = Array.from({ length: SOAK.minutes }, () =>
      Object.fromEntries(STEPS.map((s) => [s, { ms: [], errors: new Map() }])),
    );
    const record = (name, ms, error) => {
      const minute = minutes[Math.min(SOAK.minutes - 1, Math.floor((performance.now() - started) / 60_000))];
      minute[name].ms.push(ms);
      if (error) minute[name].errors.set(error, (minute[name].errors.get(error) ?? 0) + 1);
    };
    const rss = [{ atS: 0, mib: processTreeRssMiB(server.pid) }];
    const sampler = setInterval(
      () => rss.push({ atS: (performance.now() - started) / 1000, mib: processTreeRssMiB(server.pid) }),
      10_000,
    );
    let next = 0;
    let journeys = 0;
    await Promise.all(
      Array.from({ length: SOAK.journeys }, async () => {
        while (performance.now() < endAt) {
          await journey(ctx, next++, record).catch(() => {});
          journeys += 1;
        }
      }),
    );
    clearInterval(sampler);
    const vacuums = await vacuum.stop();
    rss.push({ atS: (performance.now() - started) / 1000, mib: processTreeRssMiB(server.pid) });
    const byMinute = minutes.map((minute) =>
      Object.fromEntries(
        STEPS.map((s) => {
          const sorted = minute[s].ms.sort((a, b) => a - b);
          return [
            s,
            {
              count: sorted.length,
              p50Ms: percentile(sorted, 50),
              p99Ms: percentile(sorted, 99),
              errors: [...minute[s].errors],
            },
          ];
        }),
      ),
    );
    return { journeys, byMinute, rss, refreshed: counts.refreshed, vacuums };
  } finally {
    await server.stop();
  }
}

export const SOAK_HEADING = '## Soak';

export function soakReport(result) {
  const lines = [
    SOAK_HEADING,
    '',
    `${SOAK.minutes} minutes on PostgreSQL + Redis, ${SOAK.workers} server processes: ${SOAK.journeys} customers at a time, each going through every step in turn — browse (the nearby list and a store page), claim a coupon (each customer's first claim of a batch with one for each), buy a voucher, pay it by QRIS (the sandbox bank approves; done when the voucher shows its code), the store's staff redeem it, order at a table (join as a guest, add a dish, send the round, pay the whole bill by QRIS). p50 / p99 of each step per minute (a step of several calls is timed whole); RSS is the server's primary and workers together.`,
    '',
  ];
  if (result.skipped) return [...lines, `Skipped: ${result.skipped}.`];
  lines.push(
    `| minute | ${STEPS.join(' | ')} | errors |`,
    `| --- | ${STEPS.map(() => '---').join(' | ')} | --- |`,
  );
  result.byMinute.forEach((minute, i) => {
    const errors = STEPS.flatMap((s) => minute[s].errors.map(([code, n]) => `${s} ${code} ×${n}`));
    lines.push(
      `| ${i + 1} | ${STEPS.map((s) => `${fmt(minute[s].p50Ms)} / ${fmt(minute[s].p99Ms)} ms (${fmt(minute[s].count)})`).join(' | ')} | ${errors.join(', ') || 'none'} |`,
    );
  });
  const first = result.rss[0];
  const last = result.rss.at(-1);
  const peak = Math.max(...result.rss.map((r) => r.mib));
  lines.push(
    '',
    `${fmt(result.journeys)} journeys; ${fmt(result.refreshed)} access tokens ran out and were exchanged for new ones as the app does. ${result.vacuums === null ? 'PostgreSQL vacuumed and analysed by its own autovacuum.' : `PostgreSQL's autovacuum is off on this machine: the soak ran \`VACUUM (ANALYZE)\` ${fmt(result.vacuums)} times, once a minute, as autovacuum would.`} Server RSS: ${fmt(first.mib)} MiB at the start, ${fmt(last.mib)} MiB at the end, ${fmt(peak)} MiB at most (sampled every 10 s: ${result.rss.map((r) => fmt(r.mib)).join(', ')}).`,
  );
  return lines;
}
