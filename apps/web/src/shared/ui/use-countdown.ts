import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/**
 * Milliseconds left until `deadline` (epoch ms), ticking each second; calls `onEnd` once per
 * deadline when it reaches zero. The time is read from the clock on each tick rather than
 * counted down, so a late tick never makes it drift.
 */
export function useCountdown(deadline: number, onEnd?: () => void): number {
  const [now, setNow] = useState(Date.now);
  const endedFor = useRef<number | null>(null);
  const remaining = Math.max(0, deadline - now);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const interval = window.setInterval(tick, TICK_MS);
    // Lands exactly on the deadline, which the one-second ticks would otherwise overshoot.
    const end = window.setTimeout(tick, Math.max(0, deadline - Date.now()));
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(end);
    };
  }, [running, deadline]);

  useEffect(() => {
    if (running || endedFor.current === deadline) return;
    endedFor.current = deadline;
    onEnd?.();
  }, [running, deadline, onEnd]);

  return remaining;
}
