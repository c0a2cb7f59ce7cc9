// The shortcuts on the per-request path give the same answers as what they replace.
import helmet from '@fastify/helmet';
import { envelopeOf } from '@lahap/contract/envelope';
import { configValueSchema } from '@lahap/contract/config/schemas';
import { sign } from '@lahap/contract/signing';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { isPlainJson, jsonEnvelopeSerializerCompiler } from '../src/lib/json-envelope-serializer.js';
import { helmetHeaders } from '../src/plugins/security-headers.js';
import { verifySignatureSync } from '../src/plugins/signature.js';

describe('verifySignatureSync', () => {
  const base = { appKey: 'lahap-web', appSecret: 'a-secret-ü', timestamp: '1763800000000' };

  it('accepts what the contract signs, in either hex case, and nothing else', async () => {
    for (const rawBody of ['', '{"keys":["a"]}', 'ünïcode ✓']) {
      const signature = await sign({ ...base, rawBody });
      expect(verifySignatureSync({ ...base, rawBody, signature })).toBe(true);
      expect(verifySignatureSync({ ...base, rawBody, signature: signature.toUpperCase() })).toBe(true);
      expect(verifySignatureSync({ ...base, rawBody: `${rawBody} `, signature })).toBe(false);
      expect(verifySignatureSync({ ...base, appSecret: 'other', rawBody, signature })).toBe(false);
      expect(verifySignatureSync({ ...base, rawBody, signature: signature.slice(1) })).toBe(false);
    }
  });
});

describe('jsonEnvelopeSerializerCompiler', () => {
  const schema = envelopeOf(configValueSchema.nullable());
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  const fast = jsonEnvelopeSerializerCompiler(route);
  const viaZod = serializerCompiler(route);

  it('tells plain JSON from values zod has to judge', () => {
    for (const value of [null, 'a', 0, -1.5, true, [], {}, { a: [1, { b: null }] }, Object.create(null)]) {
      expect(isPlainJson(value)).toBe(true);
    }
    const withProtoKey = JSON.parse('{"__proto__": 1}') as unknown;
    const withSymbol = { [Symbol('s')]: 1 };
    for (const value of [
      undefined,
      NaN,
      Infinity,
      1n,
      () => 1,
      new Date(0),
      new Map(),
      withProtoKey,
      withSymbol,
    ]) {
      expect(isPlainJson(value)).toBe(false);
    }
    expect(isPlainJson({ a: [undefined] })).toBe(false);
  });

  it('writes what the zod serializer writes', () => {
    const payloads = [
      { success: true, data: { userIds: ['u1'], allUsers: false }, error: null },
      { success: true, data: null, error: null },
      { success: true, data: [1, 'two', { three: [true] }], error: null },
      { success: true, data: 'text', error: null, extra: 'dropped' },
      { success: false, data: null, error: { code: '400', message: 'bad' } },
      { success: true, data: JSON.parse('{"__proto__": 1, "a": 2}') as unknown, error: null },
    ];
    for (const payload of payloads) expect(fast(payload)).toBe(viaZod(payload));
  });

  it('refuses what the zod serializer refuses', () => {
    for (const payload of [
      { success: true, data: NaN, error: null },
      { success: true, data: new Map(), error: null },
      { success: 'yes', data: null, error: null },
      { success: true, error: null },
    ]) {
      expect(() => viaZod(payload)).toThrow();
      expect(() => fast(payload)).toThrow();
    }
  });
});

describe('helmetHeaders', () => {
  it('are the headers @fastify/helmet sends', async () => {
    const options = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } } };
    const app = Fastify({ logger: false });
    await app.register(helmet, options);
    app.get('/', async () => 'ok');
    const { headers } = await app.inject('/');
    await app.close();
    const precomputed = await helmetHeaders(options);
    expect(Object.keys(precomputed).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(precomputed)) expect(headers[name]).toBe(value);
    expect(precomputed['content-security-policy']).toBe("default-src 'self'");
  });
});
