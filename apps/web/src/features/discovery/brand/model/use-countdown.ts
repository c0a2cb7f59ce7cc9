import { useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (epoch ms), ticking while above zero; 0 once past. */
export function useSecondsUntil(endsAt: number): number {
  const [now, setNow] = useState(Date.now);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}
