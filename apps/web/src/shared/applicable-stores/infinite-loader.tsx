import { INFINITE_SCROLL_THRESHOLD } from '@lahap/contract/constants';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './infinite-loader.module.css';

/**
 * The nearest ancestor that scrolls on its own (a popup body), or null for the page: the
 * threshold must be measured against what actually scrolls.
 */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

export interface InfiniteLoaderProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Pixels before the end at which the next page starts loading (spec §9: 250). */
  threshold?: number;
  /** Changes whenever a page lands, so a still-visible sentinel asks again. */
  pageCount: number;
  testId?: string;
}

/**
 * The foot of an infinitely scrolled list: asks for the next page once it comes within the
 * threshold of the viewport, shows a loading line meanwhile and "no more" at the end.
 * An IntersectionObserver rather than antd-mobile's scroll listener, which also works inside
 * popups and stays quiet while hidden.
 */
export function InfiniteLoader({
  hasMore,
  loading,
  onLoadMore,
  threshold = INFINITE_SCROLL_THRESHOLD,
  pageCount,
  testId = 'infinite-loader',
}: InfiniteLoaderProps) {
  const { t } = useTranslation('browse');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { root: scrollParentOf(element), rootMargin: `0px 0px ${String(threshold)}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, threshold, pageCount]);

  return (
    <div ref={sentinel} className={styles.foot} data-testid={testId} aria-live="polite">
      {hasMore ? (
        loading && (
          <span>
            {t('common.loadingMore')} <DotLoading color="currentColor" />
          </span>
        )
      ) : (
        <span data-testid={`${testId}-no-more`}>{t('common.noMore')}</span>
      )}
    </div>
  );
}
