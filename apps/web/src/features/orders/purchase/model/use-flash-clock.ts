import type { FlashSaleWindow } from '@lahap/contract/orders/purchase-schemas';
import { useCallback, useState } from 'react';
import { useCountdown } from '@/shared/ui/use-countdown';
import { flashPhase, type FlashPhase } from './flash-phase';

export interface FlashClock {
  phase: FlashPhase;
  /** Milliseconds to the start (upcoming) or the end (live); 0 once over. */
  remaining: number;
}

/**
 * A flash sale's phase and countdown, ticking each second, or null outside a flash sale;
 * `onChange` runs when the sale starts and when it ends (the screen asks the server again). The
 * clock is read at mount and at each change, so a caller whose window may move remounts this
 * with {@link flashWindowKey}.
 */
export function useFlashClock(window: FlashSaleWindow | null, onChange?: () => void): FlashClock | null {
  const [now, setNow] = useState(Date.now);
  const current = window ? flashPhase(window, now) : null;
  const onEnd = useCallback(() => {
    setNow(Date.now());
    onChange?.();
  }, [onChange]);
  const running = current !== null && current.phase !== 'ended';
  const remaining = useCountdown(current?.target ?? 0, running ? onEnd : undefined);
  return current ? { phase: current.phase, remaining } : null;
}

/** A key that changes when a flash sale's window moves. */
export function flashWindowKey(window: FlashSaleWindow | null): string {
  return window ? `${window.pageId}|${window.startTime}|${window.endTime}` : 'none';
}
