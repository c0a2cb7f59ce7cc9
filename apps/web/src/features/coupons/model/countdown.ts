import { useEffect, useRef, useState } from 'react';

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 3600;

/** A coupon ending within this long shows a countdown rather than only its end date. */
export const COUPON_TIMER_WINDOW_MS = 24 * HOUR_S * SECOND_MS;

export interface CountdownParts {
  hours: string;
  minutes: string;
  seconds: string;
}

/**
 * Spec §4 "Coupon timer": hours (whole days folded in), minutes and seconds, each at least two
 * digits. A part second counts as a whole one, so the display reaches 00:00:00 only at the end.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    hours: pad(Math.floor(total / HOUR_S)),
    minutes: pad(Math.floor((total % HOUR_S) / MINUTE_S)),
    seconds: pad(total % MINUTE_S),
  };
}

/**
 * Milliseconds left until `deadline` (epoch ms), ticking each second; calls `onTimeout` once
 * per deadline when it reaches zero. Each tick reads the clock rather than counting down, so a
 * late tick (a backgrounded tab) never makes it drift.
 */
export function useCountdown(deadline: number, onTimeout: () => void): number {
  const [now, setNow] = useState(Date.now);
  const firedFor = useRef<number | null>(null);
  const remaining = Math.max(0, deadline - now);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const interval = window.setInterval(tick, SECOND_MS);
    // Lands on the deadline itself, which whole-second ticks would overshoot.
    const end = window.setTimeout(tick, Math.max(0, deadline - Date.now()));
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(end);
    };
  }, [running, deadline]);

  useEffect(() => {
    if (running || firedFor.current === deadline) return;
    firedFor.current = deadline;
    onTimeout();
  }, [running, deadline, onTimeout]);

  return remaining;
}
