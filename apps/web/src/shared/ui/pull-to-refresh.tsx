import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lazyWhenOnline } from './lazy-when-online';
import styles from './pull-to-refresh.module.css';

// antd-mobile's PullToRefresh brings its gesture and spring libraries; they load after the
// first paint instead of with the first bundle a list ships in.
const loadPullToRefresh = () => import('antd-mobile/es/components/pull-to-refresh');
const PullToRefresh = lazyWhenOnline(loadPullToRefresh);

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** Where the content's node hangs in the page: it moves the node in when it mounts. */
function ContentSlot({ node }: { node: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(node);
  }, [node]);
  return <div ref={ref} className={styles.slot} />;
}

/**
 * Pull to refresh once its code has loaded; until then the content shows without it.
 *
 * The content is rendered once, through a portal into a node of its own, and only that node
 * moves into antd-mobile's wrapper when the wrapper arrives. Rendered as the wrapper's child
 * instead, it would be a new React subtree each time the wrapper changed (none, loading,
 * loaded): every list in it would mount again, lose its state, and react-query would abort
 * the calls still on their way and send them again (issue 17: each home load sent its list
 * calls twice). The wrapper listens to touches on its own element, which the moved node's
 * touches reach through the page, so pulling works as before.
 */
export function LazyPullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const [wanted, setWanted] = useState(false);
  const [node] = useState(() => {
    const element = document.createElement('div');
    element.className = styles.content ?? '';
    return element;
  });
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
  const slot = <ContentSlot node={node} />;
  return (
    <>
      {wanted ? (
        <Suspense fallback={slot}>
          <PullToRefresh onRefresh={onRefresh}>{slot}</PullToRefresh>
        </Suspense>
      ) : (
        slot
      )}
      {createPortal(children, node)}
    </>
  );
}
