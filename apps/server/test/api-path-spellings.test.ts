import { ERROR_CODES } from '@lahap/contract/errors';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, buildTestApp, envelopeFields, type TestApp } from './helper.js';
import { RawConnection, listenOnLoopback, rawRequest } from './raw-http.js';

/**
 * Other spellings of an /api path than the contract's. The router decodes `%61` to `a`, so
 * the first one reaches the route; none of them may skip the guards that `/api/…` meets.
 */
const SPELLINGS = (path: string): string[] => [
  `/%61pi${path}`,
  `/%2561pi${path}`,
  `/API${path}`,
  `/Api${path}`,
  `//api${path}`,
  `/api/..${`/api${path}`}`,
  `/api/./${path.slice(1)}`,
  `/api.${path}`,
  `/api${path}.`,
  `/api${path.replace('/', '/%2F')}`,
];

const UNSIGNED_CALLS = [API_PATHS.regionList, API_PATHS.sendCode, API_PATHS.login];

let built: TestApp;
let port: number;
beforeAll(async () => {
  built = await buildTestApp({ env: { RATE_LIMIT_MAX: '20' } });
  port = await listenOnLoopback(built.app);
});
afterAll(async () => built.close());

async function send(path: string, body: string): Promise<{ status: number; body: string }> {
  const connection = new RawConnection(port);
  try {
    connection.write(rawRequest('POST', path, { 'content-type': 'application/json' }, body));
    return await connection.answer();
  } finally {
    connection.close();
  }
}

it.each(UNSIGNED_CALLS)('no other spelling of %s answers an unsigned request', async (path) => {
  const body = JSON.stringify({ ...envelopeFields(), countryCode: '62', phoneNo: '81234567890' });
  for (const spelling of SPELLINGS(path)) {
    const answer = await send(spelling, body);
    expect(answer.status, `${spelling} → ${answer.body}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, spelling).toBeLessThan(500);
    expect(JSON.parse(answer.body), spelling).toMatchObject({ success: false, data: null });
  }
  // The contract's own spelling meets the signature check.
  const canonical = await send(api(path), body);
  expect(canonical.status).toBe(401);
  expect(JSON.parse(canonical.body)).toMatchObject({ error: { code: ERROR_CODES.SIGNATURE_INVALID } });
});

it('counts a burst through an encoded prefix against the address’s rate limit', async () => {
  const app: FastifyInstance = built.app;
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    statuses.push((await send('/%61pi/region/region_list', JSON.stringify(envelopeFields()))).status);
  }
  expect(statuses).not.toContain(200);
  // The limit of 20 a minute was reached by the burst, whatever spelling it used.
  const after = await app.inject({ method: 'GET', url: api(`${API_PATHS.configInfo}?key=x`) });
  expect(after.statusCode).toBe(429);
});

it('answers a path that does not decode with the envelope, not the framework’s own shape', async () => {
  const connection = new RawConnection(port);
  try {
    connection.write(rawRequest('GET', '/api/images/%zz.png'));
    const answer = await connection.answer();
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      data: null,
      error: { code: ERROR_CODES.PARAMETER_ERROR },
    });
  } finally {
    connection.close();
  }
});

it('answers oversized headers with the envelope and ends the connection', async () => {
  const connection = new RawConnection(port);
  try {
    connection.write(
      rawRequest('GET', api(`${API_PATHS.configInfo}?key=x`), { 'x-padding': 'p'.repeat(64 * 1024) }),
    );
    const answer = await connection.answer();
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: { code: ERROR_CODES.PARAMETER_ERROR },
    });
    await connection.closed;
  } finally {
    connection.close();
  }
});
