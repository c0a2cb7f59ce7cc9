import { describe, expect, it } from 'vitest';
import {
  type RevealedDraw,
  checkDraw,
  checkDrawWithSubtle,
  commitmentOf,
  drawMessage,
  drawNumber,
  numberFromMac,
  outcomeOf,
  prizeOfNumber,
} from './draw.js';

/** A known vector, recomputed outside this code (Python's hashlib and hmac) when it was written. */
const KNOWN_VECTOR = {
  seed: '7c1f3a9e5b2d4c6f8a0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a',
  commitment: '7201a1c5c0d8d078e4b736b3d3ac25fbb5531b3cb36d7736c200d027f51a7169',
  input: {
    activityId: '48080001',
    periodId: '1001',
    ordinal: 7,
    drawId: '960000042',
    clientSeed: '9b1d5c3e-demo-request',
  },
  number: 9484,
} as const;

const odds = [
  { prizeId: '101', oddsBp: 5_000, exhaustedAtOrdinal: null },
  { prizeId: '102', oddsBp: 4_600, exhaustedAtOrdinal: null },
];

const revealed: RevealedDraw = {
  ...KNOWN_VECTOR.input,
  seed: KNOWN_VECTOR.seed,
  commitment: KNOWN_VECTOR.commitment,
  number: KNOWN_VECTOR.number,
  rolledPrizeId: '102',
  prizeId: '102',
  stockOut: false,
  odds,
};

describe('LAHAP-DRAW-1', () => {
  it('computes the known vector', () => {
    expect(commitmentOf(KNOWN_VECTOR.seed)).toBe(KNOWN_VECTOR.commitment);
    expect(drawMessage(KNOWN_VECTOR.input)).toBe(
      'LAHAP-DRAW-1:48080001:1001:7:960000042:9b1d5c3e-demo-request',
    );
    expect(drawNumber(KNOWN_VECTOR.seed, KNOWN_VECTOR.input)).toBe(KNOWN_VECTOR.number);
  });

  it('reads the first 8 bytes big-endian, modulo 10 000', () => {
    const mac = new Uint8Array(32);
    mac[7] = 0x01;
    mac[6] = 0x27; // 0x2701 = 9985
    expect(numberFromMac(mac)).toBe(9_985);
    expect(numberFromMac(new Uint8Array(32).fill(0xff))).toBe(Number((2n ** 64n - 1n) % 10_000n));
  });

  it('maps numbers onto the odds in order, the rest to thanks', () => {
    expect(prizeOfNumber(0, odds)).toBe('101');
    expect(prizeOfNumber(4_999, odds)).toBe('101');
    expect(prizeOfNumber(5_000, odds)).toBe('102');
    expect(prizeOfNumber(9_599, odds)).toBe('102');
    expect(prizeOfNumber(9_600, odds)).toBeNull();
  });

  it('falls to thanks after the ordinal that could last win the prize', () => {
    const table = [{ prizeId: '101', oddsBp: 5_000, exhaustedAtOrdinal: 3 }];
    expect(outcomeOf('101', 3, table)).toEqual({ prizeId: '101', stockOut: false });
    expect(outcomeOf('101', 4, table)).toEqual({ prizeId: null, stockOut: true });
    expect(outcomeOf(null, 4, table)).toEqual({ prizeId: null, stockOut: false });
  });

  it('verifies a true record with either hash implementation, and refuses a changed one', async () => {
    expect(checkDraw(revealed).verified).toBe(true);
    await expect(checkDrawWithSubtle(revealed, globalThis.crypto.subtle)).resolves.toEqual(
      checkDraw(revealed),
    );
    for (const changed of [
      { ...revealed, prizeId: '101', rolledPrizeId: '101' },
      { ...revealed, number: 1 },
      { ...revealed, seed: KNOWN_VECTOR.commitment },
      { ...revealed, ordinal: 8 },
      { ...revealed, stockOut: true, prizeId: null },
      { ...revealed, seed: 'not hex' },
    ]) {
      expect(checkDraw(changed).verified).toBe(false);
      expect((await checkDrawWithSubtle(changed, globalThis.crypto.subtle)).verified).toBe(false);
    }
  });
});
