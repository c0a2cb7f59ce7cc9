// The shortcuts on the per-request path give the same answers as what they replace.
import helmet from '@fastify/helmet';
import { envelopeOf } from '@lahap/contract/envelope';
import { configValueSchema } from '@lahap/contract/config/schemas';
import { sign } from '@lahap/contract/signing';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from '../src/lib/answer-serializer.js';
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

describe('answerSerializerCompiler', () => {
  const card = z.object({
    storeId: z.string().regex(/^\d+$/),
    name: z.record(z.enum(['id-ID', 'en-US']), z.string()),
    distance: z.number().nullable(),
    tags: z.array(z.string()),
    logo: z.string().optional(),
    kind: z.enum(['SETTLED_STORE', 'POI_STORE']),
  });
  const schema = envelopeOf(z.object({ list: z.array(card), hasMore: z.boolean() }));
  const route = { schema, method: 'POST', url: '/x', httpStatus: '200' };
  const production = answerSerializerCompiler({ check: false })(route);
  const checked = answerSerializerCompiler({ check: true })(route);
  const viaZod = serializerCompiler(route);
  const store = {
    storeId: '10000195',
    name: { 'id-ID': 'Bebek "Kaleyo"', 'en-US': 'Kaleyo\nDuck ✓' },
    distance: null,
    tags: ['a', 'b'],
    kind: 'POI_STORE',
  };
  const payloads = [
    {
      success: true,
      data: { list: [store, { ...store, distance: 12.5, logo: '/l.png', tags: [] }], hasMore: true },
      error: null,
    },
    { success: true, data: null, error: null },
    { success: false, data: null, error: { code: '1001001', message: 'Tidak "boleh"' } },
  ];

  it('writes, in both modes, what the zod serializer writes', () => {
    for (const payload of payloads) {
      expect(JSON.parse(production(payload))).toEqual(JSON.parse(viaZod(payload)));
      expect(checked(payload)).toBe(production(payload));
    }
  });

  it('never writes a field the schema does not declare', () => {
    const leaky = {
      success: true,
      data: { list: [{ ...store, passwordHash: 'x' }], hasMore: false, debug: 1 },
      error: null,
    };
    for (const write of [production, checked]) {
      const text = write(leaky);
      expect(text).not.toContain('passwordHash');
      expect(text).not.toContain('debug');
    }
  });

  it('refuses, when checking, an answer that breaks its schema', () => {
    const broken = {
      success: true,
      data: { list: [{ ...store, storeId: 'abc' }], hasMore: false },
      error: null,
    };
    expect(() => checked(broken)).toThrow();
    expect(() => viaZod(broken)).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot state', () => {
    const dated = envelopeOf(z.object({ at: z.date() }));
    const write = answerSerializerCompiler({ check: false })({ ...route, schema: dated });
    const answer = { success: true, data: { at: new Date(0) }, error: null };
    expect(write(answer)).toBe(serializerCompiler({ ...route, schema: dated })(answer));
    expect(write(answer)).toContain('"at":"1970-01-01T00:00:00.000Z"');
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
