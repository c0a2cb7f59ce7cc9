import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HEADERS, encodeDigitalFood } from '@lahap/contract/headers';
import { API_PATHS } from '@lahap/contract/paths';
import { expect, it } from 'vitest';
import { api, buildTestApp, describeEachEngine } from './helper.js';

describeEachEngine(
  'probes, docs and headers',
  (t) => {
    it('/healthz answers without touching the database', async () => {
      const response = await t.app.inject('/healthz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('/readyz checks the database (and Redis when configured)', async () => {
      const response = await t.app.inject('/readyz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: true, redis: t.redis ? true : null });
    });

    it('serves the OpenAPI document with every config and monitoring path', async () => {
      const response = await t.app.inject(`${API_PATHS.docs}/json`);
      expect(response.statusCode).toBe(200);
      const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
      expect(doc.openapi).toMatch(/^3\./);
      for (const path of [
        API_PATHS.configInfo,
        API_PATHS.configList,
        API_PATHS.devOptWhiteList,
        API_PATHS.monitorConfig,
        API_PATHS.reportData,
        API_PATHS.magicBoxSend,
      ]) {
        expect(Object.keys(doc.paths)).toContain(api(path));
      }
      expect(Object.keys(doc.paths[api(API_PATHS.configInfo)]!)).toEqual(['get']);
      expect(JSON.stringify(doc.paths[api(API_PATHS.configList)])).toContain('keys');
    });

    it('serves the Swagger UI with its own CSP', async () => {
      const response = await t.app.inject(`${API_PATHS.docs}/`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('sends security headers with a CSP fit for the SPA', async () => {
      const response = await t.app.inject(api(`${API_PATHS.configInfo}?key=x`));
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('compresses large answers', async () => {
      const response = await t.app.inject({
        url: `${API_PATHS.docs}/json`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const document = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as { openapi?: string };
      expect(document.openapi).toMatch(/^3\./);
    });

    it('prefers brotli, and leaves answers alone for clients that take none or for small ones', async () => {
      const url = `${API_PATHS.docs}/json`;
      const plain = await t.app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const identity = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual({ status: 'ok' });
    });

    it('tags each answer with the request id from X-Digital-Food, else X-Request-Id, else a new one', async () => {
      const digital = encodeDigitalFood({
        deviceId: 'd',
        channel: '1',
        netstate: 1,
        requestId: 'req-from-client-0001',
        sessionId: 's',
        sourceTag: '',
        dfp: '',
      });
      const fromClient = await t.app.inject({ url: '/healthz', headers: { [HEADERS.digitalFood]: digital } });
      expect(fromClient.headers['x-request-id']).toBe('req-from-client-0001');
      const fromProxy = await t.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'proxy-id-123456' },
      });
      expect(fromProxy.headers['x-request-id']).toBe('proxy-id-123456');
      const insane = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
      expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  },
  { redis: true },
);

// Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
it('/readyz answers 503 when the database is gone', async () => {
  const built = await buildTestApp();
  const client = (built.app.db as unknown as { $client: { close(): Promise<void> } }).$client;
  await client.close();
  const response = await built.app.inject('/readyz');
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable', database: false });
  await built.app.close().catch(() => undefined);
}, 60_000);
