import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the window has scrolled further than `threshold` pixels. Only the crossing
 * re-renders the caller, not every scroll event.
 */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const getSnapshot = useCallback(() => enabled && window.scrollY > threshold, [enabled, threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
