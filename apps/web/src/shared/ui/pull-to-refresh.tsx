import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWhenOnline } from './lazy-when-online';

// antd-mobile's PullToRefresh brings its gesture and spring libraries; they load after the
// first paint instead of with the first bundle a list ships in.
const loadPullToRefresh = () => import('antd-mobile/es/components/pull-to-refresh');
const PullToRefresh = lazyWhenOnline(loadPullToRefresh);

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** Pull to refresh once its code has loaded; until then the content shows without it. */
export function LazyPullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Ask for it when the browser is idle, after the page's own requests went out; a page that
    // is gone by then asks for nothing.
    const want = () => setWanted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(want);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(want, 200);
    return () => window.clearTimeout(timer);
  }, []);
  if (!wanted) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PullToRefresh onRefresh={onRefresh}>{children}</PullToRefresh>
    </Suspense>
  );
}
