import { useEffect, useState } from 'react';

/**
 * The seconds until a one-time code may be sent again, counting down once a second to zero; set
 * it to the server's `resendAfterSeconds` after each send. A whole-second count rather than a
 * deadline: the server says how many seconds, and a test steps it with a fake setInterval.
 */
export function useResendCountdown(initialSeconds: number | (() => number) = 0) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  return [secondsLeft, setSecondsLeft] as const;
}
