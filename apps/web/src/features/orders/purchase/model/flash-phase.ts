import type { FlashSaleWindow } from '@lahap/contract/orders/purchase-schemas';

/** Where a flash sale stands: before its start, running, or over. */
export type FlashPhase = 'upcoming' | 'live' | 'ended';

/**
 * The phase of a flash sale at `now`, and the moment its countdown runs to: the start while
 * upcoming, the end while live (spec §2: "to end when started, to start otherwise"). Read from
 * the window's times rather than the answer's `started`, which was true only when it was sent.
 */
export function flashPhase(window: FlashSaleWindow, now: number): { phase: FlashPhase; target: number } {
  const start = Date.parse(window.startTime);
  const end = Date.parse(window.endTime);
  if (now < start) return { phase: 'upcoming', target: start };
  if (now < end) return { phase: 'live', target: end };
  return { phase: 'ended', target: end };
}
