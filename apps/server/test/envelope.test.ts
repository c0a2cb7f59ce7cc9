import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { API_PATHS } from '@lahap/contract/paths';
import { expect, it } from 'vitest';
import { DomainError } from '../src/lib/domain-error.js';
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

const LEAK = 'connection to db-primary.internal:5432 failed for user lahap_admin';

describeEachEngine(
  'request envelope and errors',
  (t) => {
    it('answers success as {success, data, error: null}', async () => {
      const response = await t.app.inject(api(`${API_PATHS.configInfo}?key=first_login_profile_popup`));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: true, data: { enabled: true }, error: null });
    });

    it('refuses malformed JSON with a parameter error', async () => {
      const response = await signedPost(t.app, api(API_PATHS.configList), {}, { rawBody: '{"keys": [' });
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toBe('body is not valid JSON');
      await expectStillServing(t.app);
    });

    it('refuses an empty JSON body', async () => {
      const response = await signedPost(t.app, api(API_PATHS.configList), {}, { rawBody: '' });
      expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR);
      await expectStillServing(t.app);
    });

    it('names the field when a type is wrong', async () => {
      const response = await signedPost(
        t.app,
        api(API_PATHS.configList),
        { keys: 'explore' },
        { envelope: false },
      );
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(/^body\.keys: /);
      await expectStillServing(t.app);
    });

    it('names the field inside an array', async () => {
      const response = await signedPost(
        t.app,
        api(API_PATHS.configList),
        { keys: ['ok', 7] },
        { envelope: false },
      );
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(/^body\.keys\.1: /);
    });

    it('names the query parameter that is missing', async () => {
      const response = await t.app.inject(api(API_PATHS.configInfo));
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toBe('query.key is required');
    });

    it('refuses a body without the envelope fields, naming them', async () => {
      const { requestId: _drop, ...withoutRequestId } = envelopeFields();
      const response = await signedPost(
        t.app,
        api(API_PATHS.magicBoxSend),
        { ...withoutRequestId, events: [{ title: 'x' }] },
        { envelope: false },
      );
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toBe('body.requestId is required');
      await expectStillServing(t.app);
    });

    it('refuses envelope fields of the wrong type', async () => {
      const response = await signedPost(t.app, api(API_PATHS.magicBoxSend), {
        timestamp: String(Date.now()),
        events: [{ title: 'x' }],
      });
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(/^body\.timestamp: /);
    });

    it('refuses a body that is not a JSON object', async () => {
      const response = await signedPost(t.app, api(API_PATHS.configList), {}, { rawBody: '["keys"]' });
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toBe('body must be a JSON object');
      await expectStillServing(t.app);
    });

    it('refuses a body timestamp outside the 5-minute window', async () => {
      const response = await signedPost(t.app, api(API_PATHS.magicBoxSend), {
        timestamp: Date.now() - 6 * 60_000,
        events: [{ title: 'x' }],
      });
      expectRefusal(response, 401, ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW);
    });

    it('refuses an oversize body with 413', async () => {
      const response = await signedPost(
        t.app,
        api(API_PATHS.configList),
        {},
        { rawBody: `{"keys":["${'a'.repeat(1_100_000)}"]}` },
      );
      expectRefusal(response, 413, ERROR_CODES.PAYLOAD_TOO_LARGE);
      await expectStillServing(t.app);
    });

    it('refuses a wrong content type with 415', async () => {
      const raw = JSON.stringify({ keys: ['a'] });
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
        const response = await t.app.inject({
          method: 'POST',
          url: api(API_PATHS.configList),
          headers: { 'content-type': type, ...(await signatureHeaders(t.app, raw)) },
          payload: raw,
        });
        expectRefusal(response, 415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
      }
      await expectStillServing(t.app);
    });

    it('answers an unknown /api path with the 404 envelope', async () => {
      expectRefusal(await t.app.inject(api('/market/nothing/here')), 404, ERROR_CODES.NOT_FOUND);
      expectRefusal(
        await t.app.inject({ method: 'POST', url: api('/nope'), payload: {} }),
        404,
        ERROR_CODES.NOT_FOUND,
      );
    });

    it('answers a known path with the wrong method with 405 and Allow', async () => {
      const response = await t.app.inject({ method: 'DELETE', url: api(API_PATHS.configList) });
      expectRefusal(response, 405, ERROR_CODES.METHOD_NOT_ALLOWED);
      expect(response.headers.allow).toBe('POST');
    });

    it('hides the internals of a 5xx', async () => {
      const response = await t.app.inject(api('/test/boom'));
      const message = expectRefusal(response, 500, ERROR_CODES.INTERNAL_ERROR);
      expect(response.body).not.toContain('db-primary');
      expect(response.body).not.toContain('lahap_admin');
      expect(response.body).not.toContain('stack');
      expect(message).toBe('Anomali jaringan, silakan coba lagi');
      await expectStillServing(t.app);
    });

    it('answers a domain error with its code, status and the catalogue message', async () => {
      const response = await t.app.inject(api('/test/store-gone'));
      expect(expectRefusal(response, 400, '6410012')).toMatch(/^Sepertinya toko ini/);
    });

    it('answers messages in the language of X-Sys', async () => {
      const english = await t.app.inject({ url: api('/nope'), headers: { [HEADERS.locale]: 'en-US' } });
      expect(expectRefusal(english, 404, ERROR_CODES.NOT_FOUND)).toBe('Not found.');
      const chinese = await t.app.inject({ url: api('/nope'), headers: { [HEADERS.locale]: 'zh-CN' } });
      expect(expectRefusal(chinese, 404, ERROR_CODES.NOT_FOUND)).toBe('未找到。');
    });

    it('keeps working after a burst of bad input', async () => {
      const bad = [
        '{',
        'null',
        '42',
        '"text"',
        '{"__proto__":{"polluted":true},"keys":["a"]}',
        `{"keys":["${'\\u0000'}"]}`,
      ];
      for (const rawBody of bad) {
        const response = await signedPost(t.app, api(API_PATHS.configList), {}, { rawBody });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const data = expectSuccess(
        await signedPost(t.app, api(API_PATHS.configList), { keys: ['x'] }, { envelope: false }),
      );
      expect(data).toEqual([{ key: 'x', value: null }]);
    });
  },
  {
    extraRoutes: (app) => {
      app.get(api('/test/boom'), async () => {
        throw new Error(LEAK);
      });
      app.get(api('/test/store-gone'), async () => {
        throw new DomainError('6410012');
      });
    },
  },
);
