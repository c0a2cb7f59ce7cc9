import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '../ui/after-load-idle';
import { useConsentStore } from './consent';
import { ANALYTICS_IDLE_TIMEOUT_MS } from './start-analytics';

const ConsentNotice = lazy(() => import('./consent-notice'));

/**
 * The consent notice until the customer answers it. It comes once the page has loaded and the
 * browser is idle, with the tracker: the first paint and its largest element are the page's own.
 */
export function ConsentNoticeHost() {
  const pending = useConsentStore((state) => state.choice === null);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!pending) return undefined;
    return afterLoadWhenIdle(() => setIdle(true), ANALYTICS_IDLE_TIMEOUT_MS);
  }, [pending]);
  if (!pending || !idle) return null;
  return (
    <Suspense>
      <ConsentNotice />
    </Suspense>
  );
}
