import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Locks a group of buttons for `ms` after a tap (spec §4 "Share buttons: locked for 2 seconds
 * after a tap"): the first tap runs its action, taps during the lock do nothing.
 */
export function useTapLock(ms: number): { locked: boolean; run: (action: () => unknown) => void } {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (action: () => unknown) => {
      if (lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      timer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, ms);
      action();
    },
    [ms],
  );

  return { locked, run };
}
