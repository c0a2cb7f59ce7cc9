import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { UPLOADS_PER_ADDRESS_PER_WINDOW } from '@lahap/contract/media/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, buildTestApp, signatureHeaders, type TestApp } from './helper.js';
import { loginAs } from './identity-helper.js';
import { multipart } from './multipart.js';
import { RawConnection, listenOnLoopback, rawRequest } from './raw-http.js';

const UPLOAD = api('/client/file/upload');

let built: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  built = await buildTestApp();
  token = (await loginAs(built.app)).accessToken;
  port = await listenOnLoopback(built.app);
});
afterAll(async () => built.close());

async function uploadHeaders(contentType: string): Promise<Record<string, string>> {
  return {
    'content-type': contentType,
    [HEADERS.authorize]: token,
    ...(await signatureHeaders(built.app, '')),
  };
}

const envelope = () => [
  { name: 'business', value: 'user' },
  { name: 'sessionId', value: 's' },
  { name: 'requestId', value: randomUUID() },
  { name: 'timestamp', value: String(Date.now()) },
];

/** Asserts a client-error envelope (4xx) with one of the codes. */
function expectClientRefusal(answer: { status: number; body: string }, codes: string[]): void {
  expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.body).toBeLessThan(500);
  const body = JSON.parse(answer.body) as { success: boolean; error: { code: string } };
  expect(body.success).toBe(false);
  expect(codes).toContain(body.error.code);
}

it('answers multipart/form-data without a boundary with a client error in the envelope', async () => {
  const response = await built.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: await uploadHeaders('multipart/form-data'),
    payload: 'no parts here',
  });
  expectClientRefusal({ status: response.statusCode, body: response.body }, [
    ERROR_CODES.PARAMETER_ERROR,
    ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  ]);
});

it('answers a form cut before its closing boundary with a client error in the envelope', async () => {
  const { body, contentType } = multipart([
    { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('89504e470d0a1a0a', 'hex') },
    ...envelope(),
  ]);
  const closing = body.lastIndexOf('--', body.length - 6);
  const cut = body.subarray(0, closing);
  const response = await built.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: await uploadHeaders(contentType),
    payload: cut,
  });
  expectClientRefusal({ status: response.statusCode, body: response.body }, [ERROR_CODES.PARAMETER_ERROR]);
});

it('closes the connection when it refuses a form mid-body, so the next request is not left waiting', async () => {
  const parts = Array.from({ length: 40 }, (_, i) => ({ name: `field${i}`, value: 'x'.repeat(512) }));
  const { body, contentType } = multipart(parts);
  const connection = new RawConnection(port);
  try {
    const headers = { ...(await uploadHeaders(contentType)), 'content-length': String(body.length) };
    // Past the tenth part, but not the whole body: the rest would follow on a slow network.
    connection.write(rawRequest('POST', UPLOAD, headers));
    connection.write(body.subarray(0, 12_000));
    const answer = await connection.answer();
    expectClientRefusal(answer, [ERROR_CODES.PAYLOAD_TOO_LARGE, ERROR_CODES.PARAMETER_ERROR]);
    expect(answer.headers.connection).toBe('close');
    // The server hangs up instead of waiting for the rest of a body it will never read.
    await connection.closed;
  } finally {
    connection.close();
  }
});

it('counts upload attempts per address before the login is looked at, so many accounts on one address share a limit', async () => {
  const remoteAddress = '10.77.0.1';
  const { body, contentType } = multipart(envelope());
  const attempt = async (withToken: boolean) =>
    built.app.inject({
      method: 'POST',
      url: UPLOAD,
      remoteAddress,
      headers: withToken
        ? await uploadHeaders(contentType)
        : { 'content-type': contentType, ...(await signatureHeaders(built.app, '')) },
      payload: body,
    });
  for (let i = 0; i < UPLOADS_PER_ADDRESS_PER_WINDOW; i += 1) {
    expect((await attempt(false)).statusCode).toBe(401);
  }
  const refused = await attempt(true);
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json()).toMatchObject({ success: false, error: { code: ERROR_CODES.RATE_LIMITED } });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});
