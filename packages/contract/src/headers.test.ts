import { describe, expect, it } from 'vitest';
import { decodeDigitalFood, encodeDigitalFood, readBearer } from './headers.js';

describe('X-Digital-Food', () => {
  it('round-trips and leaves empty optional ids out', () => {
    const raw = encodeDigitalFood({
      deviceId: 'dev 1',
      channel: '3',
      netstate: 1,
      requestId: 'r-1',
      sessionId: 's-1',
      sourceTag: 'promo&x',
      dfp: '',
      guid: '',
    });
    expect(raw).not.toContain('guid');
    expect(decodeDigitalFood(raw)).toEqual({
      deviceId: 'dev 1',
      channel: '3',
      netstate: 1,
      requestId: 'r-1',
      sessionId: 's-1',
      sourceTag: 'promo&x',
    });
  });
  it('tolerates garbage', () => {
    expect(decodeDigitalFood(undefined)).toEqual({});
    expect(decodeDigitalFood('%%%')).toEqual({});
    expect(decodeDigitalFood(`deviceId=${'x'.repeat(500)}`).deviceId).toHaveLength(128);
  });
});

describe('readBearer', () => {
  it('accepts a bare token or a Bearer token', () => {
    expect(readBearer('abc')).toBe('abc');
    expect(readBearer('Bearer abc')).toBe('abc');
    expect(readBearer('Bearer  ')).toBeUndefined();
    expect(readBearer(undefined)).toBeUndefined();
  });
});
