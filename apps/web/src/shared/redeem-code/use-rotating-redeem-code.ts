import {
  groupRedeemDigits,
  holdRedeemCode,
  redeemCodeAtWindow,
  redeemCodeChangesIn,
  redeemWindowOf,
} from '@lahap/contract/redemption/code';
import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';
import { useEffect, useMemo, useState } from 'react';

const SECOND_MS = 1000;

/** The code a counter accepts at this moment, as the customer's screen shows it. */
export interface RotatingRedeemCode {
  /** The digits typed at a counter. */
  typed: string;
  /** The same digits in groups of four. */
  grouped: string;
  /** What the QR code carries: signed by the voucher's own key, which its merchant certified. */
  qrText: string;
  /** Whole seconds until the next code (1 to REDEEM_CODE_PERIOD_S). */
  secondsLeft: number;
}

/**
 * How far the server's clock is ahead of this device's (negative when behind): its `serverTime`
 * less the device's clock when the answer arrived. A phone set minutes wrong would otherwise
 * show codes the counter has never heard of.
 */
export function serverClockOffset(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/**
 * The rotating redemption code of a voucher or a claimed store coupon (ADR 017): computed here
 * from the seed (the voucher's own key and its certificate), on the server's time, so it keeps
 * turning without a connection. It is signed once per period; the countdown ticks every second.
 * `serverTime` is the answer's clock; `receivedAtMs` when that answer arrived (react-query's
 * `dataUpdatedAt`), else the moment this hook first saw that `serverTime`. Null without a seed.
 */
export function useRotatingRedeemCode(
  seed: RedeemCodeSeed | null,
  serverTime: string,
  receivedAtMs?: number,
): RotatingRedeemCode | null {
  const [now, setNow] = useState(Date.now);
  // Without a receipt time, a new answer's clock is anchored at the last tick (at most a second off).
  const [anchor, setAnchor] = useState(() => ({ serverTime, receivedAt: now }));
  if (receivedAtMs === undefined && anchor.serverTime !== serverTime) {
    setAnchor({ serverTime, receivedAt: now });
  }
  const offset = serverClockOffset(serverTime, receivedAtMs ?? anchor.receivedAt);
  const held = useMemo(() => (seed ? holdRedeemCode(seed) : null), [seed]);
  const active = held !== null;
  const at = now + offset;
  const window = redeemWindowOf(at);
  const code = useMemo(() => (held ? redeemCodeAtWindow(held, window) : null), [held, window]);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    // Ticks on the server's whole seconds, so the code changes when the counter's does.
    const schedule = () => {
      const intoSecond = (((Date.now() + offset) % SECOND_MS) + SECOND_MS) % SECOND_MS;
      timer = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, SECOND_MS - intoSecond);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [active, offset]);

  if (!code) return null;
  return {
    typed: code.typed,
    grouped: groupRedeemDigits(code.typed),
    qrText: code.qrText,
    secondsLeft: Math.max(1, Math.ceil(redeemCodeChangesIn(at) / SECOND_MS)),
  };
}
