import { ERROR_CODES } from '@lahap/contract/errors';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
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
