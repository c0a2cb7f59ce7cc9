import { describe, expect, it } from 'vitest';
import { safeEqualHex, sign, signingPayload, verifySignature } from './signing.js';

// Vectors computed independently with `openssl dgst -sha256 -hmac <secret>` over the payload.
const VECTORS = [
  {
    appKey: 'lahap-web',
    appSecret: 'demo-secret',
    timestamp: 1700000000000,
    rawBody: '{"sessionId":"s-1","requestId":"r-00000001","timestamp":1700000000000}',
    expected: '178e9aa74b94226cf2d398f66e86c68e387ce84559eeb5f9926528644b0e0655',
  },
  {
    appKey: 'AK',
    appSecret: 'k',
    timestamp: '0',
    rawBody: '',
    expected: 'ba47681aba000cca1eff7519a759cd4aa92dd5ef082348fc1ed41caffdbf5bf4',
  },
  {
    appKey: 'lahap-web',
    appSecret: 'rahasia',
    timestamp: 1700000000000,
    rawBody: '{"name":"Sate Ayam 🍢"}',
    expected: '7dcbba99b8728c9a7be647d47f0f6d456a0fefc9fc8882d41ed9b1853c323677',
  },
];

describe('sign', () => {
  it.each(VECTORS)('matches the vector for body $rawBody', async ({ expected, ...input }) => {
    await expect(sign(input)).resolves.toBe(expected);
  });

  it('joins key, timestamp and body with newlines', () => {
    expect(signingPayload({ appKey: 'a', timestamp: 5, rawBody: 'b' })).toBe('a\n5\nb');
  });

  it('changes when any part changes', async () => {
    const base = { appKey: 'k', appSecret: 's', timestamp: 1, rawBody: '{}' };
    const reference = await sign(base);
    await expect(sign({ ...base, appKey: 'k2' })).resolves.not.toBe(reference);
    await expect(sign({ ...base, appSecret: 's2' })).resolves.not.toBe(reference);
    await expect(sign({ ...base, timestamp: 2 })).resolves.not.toBe(reference);
    await expect(sign({ ...base, rawBody: '{ }' })).resolves.not.toBe(reference);
  });
});

describe('verifySignature', () => {
  const input = VECTORS[0]!;
  it('accepts the right signature in either case', async () => {
    await expect(verifySignature({ ...input, signature: input.expected })).resolves.toBe(true);
    await expect(verifySignature({ ...input, signature: input.expected.toUpperCase() })).resolves.toBe(true);
  });
  it('refuses a tampered body or a truncated signature', async () => {
    await expect(
      verifySignature({ ...input, rawBody: input.rawBody + ' ', signature: input.expected }),
    ).resolves.toBe(false);
    await expect(verifySignature({ ...input, signature: input.expected.slice(1) })).resolves.toBe(false);
  });
  it('compares hex safely', () => {
    expect(safeEqualHex('ab', 'ab')).toBe(true);
    expect(safeEqualHex('ab', 'ac')).toBe(false);
    expect(safeEqualHex('ab', 'abc')).toBe(false);
  });
});
