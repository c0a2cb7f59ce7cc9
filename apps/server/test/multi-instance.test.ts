import { ORDER_PAY_MINUTES } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUsers } from './factories.js';
import { testClock } from './identity-helper.js';
import { createSaleProduct, holdings, placeOrder } from './purchase-factories.js';
import { waitFor } from './wait.js';
import {
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  api,
  buildTwoInstances,
  envelopeFields,
  expectRefusal,
  expectSuccess,
  signedPost,
} from './helper.js';

const LIMIT = 4;
const INFO = api(`${API_PATHS.configInfo}?key=explore_tab_allow_list`);

/**
 * Two server instances, each with its own pool, Redis client and memory, on one PostgreSQL database
 * and one Redis — as two processes behind a load balancer. Nothing a client relies on may depend on
 * which instance answers.
 */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('two instances on one PostgreSQL + Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ a, b, close } = await buildTwoInstances({ RATE_LIMIT_MAX: String(LIMIT) }));
  });
  afterAll(async () => {
    await close?.();
  });

  it('shares the rate limit', async () => {
    for (let i = 0; i < LIMIT / 2; i += 1) {
      expectSuccess(await a.inject({ url: INFO, remoteAddress: '10.0.0.7' }));
      expectSuccess(await b.inject({ url: INFO, remoteAddress: '10.0.0.7' }));
    }
    expectRefusal(await a.inject({ url: INFO, remoteAddress: '10.0.0.7' }), 429, ERROR_CODES.RATE_LIMITED);
    expectRefusal(await b.inject({ url: INFO, remoteAddress: '10.0.0.7' }), 429, ERROR_CODES.RATE_LIMITED);
  });

  it('shares the replay guard', async () => {
    const body = { ...envelopeFields(), appId: 'lahap-web', events: [{ title: 'twice' }] };
    expectSuccess(await signedPost(a, api(API_PATHS.reportData), body));
    expectRefusal(await signedPost(b, api(API_PATHS.reportData), body), 409, ERROR_CODES.REQUEST_REPLAYED);
  });

  it('accepts a token minted by the other instance', async () => {
    const { createUser } = await import('./factories.js');
    const user = await createUser(a);
    const response = await b.inject({ url: INFO, headers: { Authorize: user.token } });
    expectSuccess(response);
  });
});

/**
 * The periodic jobs run in every process (no leader): two instances running the unpaid-order job
 * at once, over and over, must still cancel each overdue order once and give its stock back once.
 */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('jobs in two instances at once', () => {
  const clock = testClock();
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ a, b, close } = await buildTwoInstances(
      {},
      { now: () => clock.now(), jobs: { enabled: true, everyMs: 10 } },
    ));
  });
  afterAll(async () => {
    await close?.();
  });

  it('cancel each overdue order once and give its stock back once', async () => {
    const store = await createStore(a, { lat: -6.2, lng: 106.8 });
    const product = await createSaleProduct(a, { storeIds: [store], stock: 30, userLimit: 2 });
    const buyers = await createUsers(a, 10);
    // Placed through both instances, two orders per buyer: stock 10, every buyer at the limit.
    await Promise.all(
      buyers.flatMap((buyer) => [a, b].map((app) => placeOrder(app, buyer, { skuId: product.skuId }))),
    );
    expect(await holdings(a, product.productId)).toMatchObject({ stock: 10, counted: 20, live_orders: 20 });
    clock.advance(ORDER_PAY_MINUTES * 60_000);
    await waitFor(async () => (await holdings(a, product.productId)).live_orders === 0);
    // Give both instances' jobs time to run again over the cancelled orders.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await holdings(a, product.productId)).toMatchObject({ stock: 30, counted: 0, live_orders: 0 });
    const [cancelled] = await rowsOf<{ n: number }>(
      a,
      sql`select count(*)::int as n from orders o join order_lines l on l.order_id = o.id
          where l.product_id = ${product.productId}::bigint and o.status = 'CANCEL'`,
    );
    expect(cancelled!.n).toBe(20);
  });
});
