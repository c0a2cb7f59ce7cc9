import { useConfig } from 'antd-mobile/es/components/config-provider';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import styles from './pull-to-refresh.module.css';

/** How far the content follows the finger: half the pull, up to MAX_PULL_PX. */
const RESISTANCE = 0.5;
const MAX_PULL_PX = 100;
/** Pulled this far (after resistance), letting go refreshes. */
export const RELEASE_AT_PX = 60;
/** The head's height while the refresh runs and its result shows. */
const HEAD_PX = 40;
const COMPLETE_SHOWN_MS = 500;

type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/**
 * While any list that can be pulled is on screen, the page's own overscroll (Chrome's pull to
 * reload, Safari's bounce) is off: the same gesture would reload the app.
 */
let mountedLists = 0;
function holdOverscroll(): () => void {
  mountedLists += 1;
  document.documentElement.style.overscrollBehaviorY = 'contain';
  return () => {
    mountedLists -= 1;
    if (mountedLists === 0) document.documentElement.style.removeProperty('overscroll-behavior-y');
  };
}

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull down at the top of the page to refresh, with antd-mobile's texts in the app's language.
 *
 * It is its own small component, in the first bundle, rather than antd-mobile's PullToRefresh:
 * that one brings a spring and a gesture library (25 KiB gzip) and wraps the list in its own
 * element, so it either ships with every list's first load or, loaded later, moves the whole
 * list into its wrapper at idle (about 0.3 s of style and layout on a mid-range phone). This one
 * renders the wrapper from the start and listens passively: while the page is at its top, a
 * finger moving down moves the content and shows the head, and letting go past RELEASE_AT_PX
 * refreshes. The page keeps its native scroll (the listeners are passive).
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { locale } = useConfig();
  const [status, setStatus] = useState<PullStatus>('idle');
  const rootRef = useRef<HTMLDivElement>(null);
  const refresh = useEffectEvent(onRefresh);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const releaseOverscroll = holdOverscroll();
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    const show = (px: number, next: PullStatus) => {
      root.style.setProperty('--pull', `${px}px`);
      setStatus(next);
    };
    const onStart = (event: TouchEvent) => {
      const finger = event.touches.length === 1 ? event.touches[0] : undefined;
      startY = !busy && window.scrollY <= 0 && finger ? finger.clientY : null;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const finger = event.touches[0];
      if (startY === null || !finger) return;
      const dy = finger.clientY - startY;
      if (window.scrollY > 0 || (dy <= 0 && pulled === 0)) {
        // A scroll, not a pull.
        startY = null;
        return;
      }
      pulled = Math.min(MAX_PULL_PX, Math.max(0, dy) * RESISTANCE);
      root.dataset.dragging = 'true';
      show(pulled, pulled >= RELEASE_AT_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      delete root.dataset.dragging;
      if (pulled < RELEASE_AT_PX) {
        show(0, 'idle');
        return;
      }
      busy = true;
      show(HEAD_PX, 'refreshing');
      void refresh()
        .then(
          () => {
            show(HEAD_PX, 'complete');
            return new Promise((resolve) => window.setTimeout(resolve, COMPLETE_SHOWN_MS));
          },
          () => undefined,
        )
        .finally(() => {
          busy = false;
          show(0, 'idle');
        });
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: true });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      releaseOverscroll();
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const texts = locale.PullToRefresh;
  const label = {
    idle: '',
    pulling: texts.pulling,
    canRelease: texts.canRelease,
    refreshing: locale.common.loading,
    complete: texts.complete,
  }[status];
  return (
    <div ref={rootRef} className={styles.root} data-status={status}>
      <div className={styles.head} role="status">
        {label}
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
