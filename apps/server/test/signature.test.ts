import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { API_PATHS } from '@lahap/contract/paths';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { monitorEvents } from '../src/db/schema/index.js';
import {
  api,
  describeEachEngine,
  envelopeFields,
  expectRefusal,
  expectStillServing,
  expectSuccess,
  signatureHeaders,
  signedPost,
} from './helper.js';

const LIST = api(API_PATHS.configList);
const REPORT = api(API_PATHS.reportData);
const INFO = api(`${API_PATHS.configInfo}?key=explore_tab_allow_list`);

describeEachEngine(
  'request signature and replay guard',
  (t) => {
    const rowsTitled = async (title: string) => {
      const [row] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitorEvents)
        .where(eq(monitorEvents.title, title));
      return row!.n;
    };

    it('accepts a correctly signed POST', async () => {
      expectSuccess(await signedPost(t.app, LIST, { keys: ['explore_tab_allow_list'] }, { envelope: false }));
    });

    it('refuses a POST without Sign', async () => {
      const response = await t.app.inject({ method: 'POST', url: LIST, payload: { keys: ['a'] } });
      expectRefusal(response, 401, ERROR_CODES.SIGNATURE_INVALID);
    });

    it('refuses a body changed after signing', async () => {
      const headers = await signatureHeaders(t.app, JSON.stringify({ keys: ['a'] }));
      const response = await t.app.inject({
        method: 'POST',
        url: LIST,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ keys: ['b'] }),
      });
      expectRefusal(response, 401, ERROR_CODES.SIGNATURE_INVALID);
      await expectStillServing(t.app);
    });

    it('refuses a wrong Sign, a foreign AppKey and a non-numeric Timestamp', async () => {
      const raw = JSON.stringify({ keys: ['a'] });
      const good = await signatureHeaders(t.app, raw);
      const variants = [
        { ...good, [HEADERS.sign]: 'f'.repeat(64) },
        { ...good, [HEADERS.appKey]: 'someone-else' },
        { ...good, [HEADERS.timestamp]: 'yesterday' },
      ];
      for (const headers of variants) {
        const response = await t.app.inject({
          method: 'POST',
          url: LIST,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: raw,
        });
        expectRefusal(response, 401, ERROR_CODES.SIGNATURE_INVALID);
      }
    });

    it('refuses a correctly signed request whose Timestamp is more than 5 minutes off', async () => {
      for (const offset of [-6 * 60_000, 6 * 60_000]) {
        const response = await signedPost(
          t.app,
          LIST,
          { keys: ['a'] },
          { envelope: false, timestamp: Date.now() + offset },
        );
        expectRefusal(response, 401, ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW);
      }
    });

    it('checks a Sign sent on a GET and lets unsigned GETs through', async () => {
      expectSuccess(await t.app.inject(INFO));
      expectSuccess(await t.app.inject({ url: INFO, headers: await signatureHeaders(t.app, '') }));
      const forged = { ...(await signatureHeaders(t.app, '')), [HEADERS.sign]: '0'.repeat(64) };
      expectRefusal(await t.app.inject({ url: INFO, headers: forged }), 401, ERROR_CODES.SIGNATURE_INVALID);
    });

    it('lets the monitoring sinks through unsigned, but checks a Sign they do send', async () => {
      const title = `unsigned-${Date.now()}`;
      const body = { ...envelopeFields(), appId: 'lahap-web', events: [{ title }] };
      expectSuccess(await t.app.inject({ method: 'POST', url: REPORT, payload: body }));
      expect(await rowsTitled(title)).toBe(1);

      const forgedTitle = `forged-${Date.now()}`;
      const forgedBody = { ...envelopeFields(), appId: 'lahap-web', events: [{ title: forgedTitle }] };
      const response = await t.app.inject({
        method: 'POST',
        url: REPORT,
        headers: { ...(await signatureHeaders(t.app, '{}')), 'content-type': 'application/json' },
        payload: JSON.stringify(forgedBody),
      });
      expectRefusal(response, 401, ERROR_CODES.SIGNATURE_INVALID);
      expect(await rowsTitled(forgedTitle)).toBe(0);
    });

    it('refuses a replayed requestId and writes nothing twice', async () => {
      const title = `replay-${t.engine}-${Date.now()}`;
      const body = { ...envelopeFields(), appId: 'lahap-web', events: [{ title }] };
      const first = await signedPost(t.app, REPORT, body);
      expect(expectSuccess(first)).toEqual({ stored: 1 });
      const second = await signedPost(t.app, REPORT, body);
      expectRefusal(second, 409, ERROR_CODES.REQUEST_REPLAYED);
      // A new signature over the same body (new Timestamp) is still the same request.
      const third = await signedPost(t.app, REPORT, body, { timestamp: Date.now() + 1_000 });
      expectRefusal(third, 409, ERROR_CODES.REQUEST_REPLAYED);
      expect(await rowsTitled(title)).toBe(1);
      await expectStillServing(t.app);
    });

    it('does not burn the requestId of a refused request', async () => {
      const fields = envelopeFields();
      const title = `retry-${t.engine}-${Date.now()}`;
      const refused = await signedPost(t.app, REPORT, { ...fields, appId: 'lahap-web', events: [] });
      expectRefusal(refused, 400, ERROR_CODES.PARAMETER_ERROR);
      const retried = await signedPost(t.app, REPORT, { ...fields, appId: 'lahap-web', events: [{ title }] });
      expectSuccess(retried);
      expect(await rowsTitled(title)).toBe(1);
    });
  },
  { redis: true },
);
