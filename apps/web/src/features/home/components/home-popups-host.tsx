import { Suspense, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '@/shared/ui/after-load-idle';
import { lazyWhenOnline } from '@/shared/ui/lazy-when-online';
import { useInteracted } from '@/shared/ui/use-interacted';

/** The longest the popups wait for an idle moment after the page has loaded. */
const PAGE_SETTLED_TIMEOUT_MS = 3_000;

// The popups, the packet and their queries load once the home has its position, not with it.
const HomePopups = lazyWhenOnline(() => import('./home-popup'));

/**
 * True once the page has loaded and the browser is idle: the popups' code and the packet's
 * question then wait behind what the home shows first (the banner, the lists), instead of
 * competing with it for the network and the main thread.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setSettled(true), PAGE_SETTLED_TIMEOUT_MS), []);
  return settled;
}

/**
 * Mounted with the home, so it sees every touch of the visit from the start; the popups it
 * holds come up only for a visitor who has not started using the page yet. Its own small
 * render on the first interaction keeps the home itself from rendering again then.
 */
export function HomePopupsHost({ ready }: { ready: boolean }) {
  const interacted = useInteracted();
  const settled = usePageSettled();
  if (!ready || !settled) return null;
  return (
    <Suspense fallback={null}>
      <HomePopups interacted={interacted} />
    </Suspense>
  );
}
