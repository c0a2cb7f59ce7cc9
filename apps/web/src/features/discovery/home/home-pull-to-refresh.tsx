import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWhenOnline } from '../../../shared/ui/lazy-when-online';

// antd-mobile's PullToRefresh brings its gesture and spring libraries; they load after the
// first paint instead of with the first bundle the home ships in.
const loadPullToRefresh = () => import('antd-mobile/es/components/pull-to-refresh');
const PullToRefresh = lazyWhenOnline(loadPullToRefresh);

export interface HomePullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** Pull to refresh once its code has loaded; until then the content shows without it. */
export function HomePullToRefresh({ onRefresh, children }: HomePullToRefreshProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Ask for it when the browser is idle, after the home's own requests went out.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => setWanted(true));
  }, []);
  if (!wanted) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PullToRefresh onRefresh={onRefresh}>{children}</PullToRefresh>
    </Suspense>
  );
}
