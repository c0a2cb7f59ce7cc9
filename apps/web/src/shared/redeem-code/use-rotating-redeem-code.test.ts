import { REDEEM_CODE_PERIOD_S } from '@lahap/contract/constants';
import {
  checkScannedCode,
  currentRedeemCode,
  groupRedeemDigits,
  holdRedeemCode,
  issueRedeemCodeSeed,
  keyFromHex,
  parseRedeemCode,
  redeemPublicKey,
  type ScannedRedeemCode,
} from '@lahap/contract/redemption/code';
import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverClockOffset, useRotatingRedeemCode } from './use-rotating-redeem-code';

const PERIOD_MS = REDEEM_CODE_PERIOD_S * 1000;
// Five seconds into a period, so the first change comes 25 s later.
const START = Date.UTC(2026, 0, 15, 3, 0, 0) + 5_000;
/** The merchant as the server knows it: what certifies the seed, and the public key its counters hold. */
const MERCHANT = { secret: keyFromHex('ab'.repeat(32)), signingSeed: keyFromHex('cd'.repeat(32)) };
const SEED: RedeemCodeSeed = issueRedeemCodeSeed(MERCHANT, { kind: 'V', id: '600000001', itemId: '300001' });

/** What the contract says the seed shows at `atMs`. */
function expected(atMs: number) {
  return currentRedeemCode(holdRedeemCode(SEED)!, atMs);
}

const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useRotatingRedeemCode', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the contract’s code of the moment and a new one once the period has passed', () => {
    const serverTime = new Date(START).toISOString();
    const { result } = renderHook(() => useRotatingRedeemCode(SEED, serverTime, START));
    const first = result.current!;
    expect(first.typed).toBe(expected(START).typed);
    expect(first.qrText).toBe(expected(START).qrText);
    expect(first.grouped).toBe(groupRedeemDigits(expected(START).typed));
    expect(first.secondsLeft).toBe(25);

    tick(1_000);
    expect(result.current!.secondsLeft).toBe(24);
    expect(result.current!.typed).toBe(first.typed);

    tick(PERIOD_MS);
    const later = result.current!;
    expect(later.typed).toBe(expected(START + 1_000 + PERIOD_MS).typed);
    expect(later.typed).not.toBe(first.typed);
    expect(later.qrText).toBe(expected(START + 1_000 + PERIOD_MS).qrText);
    expect(later.secondsLeft).toBe(24);
  });

  it('shows a QR a counter verifies with the merchant’s public key alone', () => {
    const { result } = renderHook(() => useRotatingRedeemCode(SEED, new Date(START).toISOString(), START));
    const scanned = parseRedeemCode(result.current!.qrText) as ScannedRedeemCode;
    expect(scanned).toMatchObject({ form: 'QR', kind: 'V', id: SEED.id, itemId: SEED.itemId });
    expect(checkScannedCode(redeemPublicKey(MERCHANT.signingSeed), scanned, START)).toBe('VALID');
    // Another merchant's counter does not take it.
    expect(checkScannedCode(redeemPublicKey(keyFromHex('ef'.repeat(32))), scanned, START)).toBe('INVALID');
  });

  it('is null for a seed whose certificate is unreadable', () => {
    const { result } = renderHook(() =>
      useRotatingRedeemCode({ ...SEED, cert: 'A'.repeat(85) }, new Date(START).toISOString(), START),
    );
    expect(result.current).toBeNull();
  });

  it('changes exactly at the period’s end, not a tick later', () => {
    const { result } = renderHook(() => useRotatingRedeemCode(SEED, new Date(START).toISOString(), START));
    const first = result.current!.typed;
    tick(24_999);
    expect(result.current!.typed).toBe(first);
    expect(result.current!.secondsLeft).toBe(1);
    tick(1);
    expect(result.current!.typed).toBe(expected(START + 25_000).typed);
    expect(result.current!.typed).not.toBe(first);
    expect(result.current!.secondsLeft).toBe(REDEEM_CODE_PERIOD_S);
  });

  it('turns on the server’s clock when the phone’s is wrong', () => {
    // The phone is two hours behind: the server said 05:00 when the phone read 03:00.
    const serverNow = START + 2 * 3_600_000;
    const { result } = renderHook(() =>
      useRotatingRedeemCode(SEED, new Date(serverNow).toISOString(), START),
    );
    expect(result.current!.typed).toBe(expected(serverNow).typed);
    expect(result.current!.typed).not.toBe(expected(START).typed);
    tick(PERIOD_MS);
    expect(result.current!.typed).toBe(expected(serverNow + PERIOD_MS).typed);
  });

  it('anchors the server’s clock at the moment it first sees it without a receipt time', () => {
    const serverNow = START - 10 * PERIOD_MS;
    const { result } = renderHook(() => useRotatingRedeemCode(SEED, new Date(serverNow).toISOString()));
    expect(result.current!.typed).toBe(expected(serverNow).typed);
  });

  it('keeps turning with no further answer (offline)', () => {
    const { result } = renderHook(() => useRotatingRedeemCode(SEED, new Date(START).toISOString(), START));
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      seen.add(result.current!.typed);
      tick(PERIOD_MS);
    }
    expect(seen.size).toBe(4);
  });

  it('is null without a seed, and starts no timer', () => {
    const { result } = renderHook(() => useRotatingRedeemCode(null, new Date(START).toISOString(), START));
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('serverClockOffset', () => {
  it('is the server’s time less the device’s at receipt; 0 for an unreadable time', () => {
    expect(serverClockOffset('2026-01-15T03:00:10.000Z', Date.UTC(2026, 0, 15, 3, 0, 0))).toBe(10_000);
    expect(serverClockOffset('2026-01-15T03:00:00.000Z', Date.UTC(2026, 0, 15, 3, 0, 4))).toBe(-4_000);
    expect(serverClockOffset('not a time', 5)).toBe(0);
  });
});
