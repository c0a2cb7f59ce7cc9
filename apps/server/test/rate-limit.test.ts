import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { API_PATHS } from '@lahap/contract/paths';
import { expect, it } from 'vitest';
import { api, describeEachEngine, expectRefusal, expectSuccess } from './helper.js';

const INFO = api(`${API_PATHS.configInfo}?key=explore_tab_allow_list`);
const LIMIT = 3;

describeEachEngine(
  'rate limit',
  (t) => {
    it('refuses the request over RATE_LIMIT_MAX per minute with 429, Retry-After and code 429', async () => {
      for (let i = 0; i < LIMIT; i += 1) expectSuccess(await t.app.inject(INFO));
      const refused = await t.app.inject({ url: INFO, headers: { [HEADERS.locale]: 'en-US' } });
      expect(expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED)).toBe(
        'The server is busy, please try again later.',
      );
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('counts per client address', async () => {
      expectSuccess(await t.app.inject({ url: INFO, remoteAddress: '10.1.2.3' }));
    });

    it('counts unknown /api paths too', async () => {
      const response = await t.app.inject({ url: api('/probe/admin'), remoteAddress: '10.9.9.9' });
      expectRefusal(response, 404, ERROR_CODES.NOT_FOUND);
      for (let i = 0; i < LIMIT; i += 1)
        await t.app.inject({ url: api('/probe/admin'), remoteAddress: '10.9.9.9' });
      expectRefusal(
        await t.app.inject({ url: INFO, remoteAddress: '10.9.9.9' }),
        429,
        ERROR_CODES.RATE_LIMITED,
      );
    });

    it('leaves the probes and the web app alone', async () => {
      for (let i = 0; i < LIMIT + 2; i += 1) {
        expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      }
      expect((await t.app.inject('/')).statusCode).toBe(503);
    });
  },
  { redis: true, env: { RATE_LIMIT_MAX: String(LIMIT) } },
);
