import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/**
 * Milliseconds left until `deadline` (epoch ms), ticking each second; calls `onEnd` once per
 * deadline when it reaches zero.
 */
export function useCountdown(deadline: number, onEnd?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const endedFor = useRef<number | null>(null);
  const remaining = Math.max(0, deadline - now);
  useEffect(() => {
    if (remaining > 0) {
      const timer = window.setTimeout(() => setNow(Date.now()), Math.min(TICK_MS, remaining));
      return () => window.clearTimeout(timer);
    }
    if (endedFor.current !== deadline) {
      endedFor.current = deadline;
      onEnd?.();
    }
    return undefined;
  }, [remaining, deadline, onEnd]);
  return remaining;
}
