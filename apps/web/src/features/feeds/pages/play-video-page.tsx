import { ERROR_CODES } from '@lahap/contract/errors';
import type { FeedRecord } from '@lahap/contract/content/schemas';
import { isIdInRange } from '@lahap/contract/discovery/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { hasInAppHistory } from '@/shared/ui/history';
import { ChevronLeftIcon } from '@/shared/ui/icons';
import { VideoIllustration } from '@/shared/ui/illustrations/video-illustration';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';
import { Spinner } from '@/shared/ui/spinner';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { recordsOf, reportFeedEvent, useNextClips, useVideo } from '../api/feed-queries';
import { VideoSlide } from '../components/video-slide';
import { buyFromVideoHref } from '../model/video-links';
import styles from '../components/video-player.module.css';

/** Clips left below the one on screen when the next page is asked for. */
const PREFETCH_WHEN_LEFT = 3;

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inApp = hasInAppHistory();
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={inApp ? t('nav.back') : t('nav.home')}
      data-testid="video-back"
      onClick={() => void (inApp ? navigate(-1) : navigate(paths.home.getHref()))}
    >
      <ChevronLeftIcon />
    </button>
  );
}

/**
 * The player (/platform/playVideo?id=, spec §2): full-screen vertical clips, the one named first,
 * then the clips after it (scene VIDEO), one per swipe (scroll snapping). Only the clip on
 * screen plays; each tells the server it was seen, and Buy on a voucher tells it was tapped,
 * then goes straight to confirm order.
 */
export default function PlayVideoPage() {
  const { t } = useTranslation('feeds');
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id') ?? '';
  const id = /^\d{1,19}$/.test(raw) && isIdInRange(raw) ? raw : null;
  useDocumentTitle(t('player.title'));

  let body;
  if (id === null) body = <ParameterErrorView testId="video-parameter-error" />;
  else body = <Player key={id} id={id} />;
  return (
    <main className={styles.page} data-testid="play-video-page">
      <BackButton />
      {body}
    </main>
  );
}

function Player({ id }: { id: string }) {
  const { t } = useTranslation('feeds');
  const navigate = useNavigate();
  const first = useVideo(id);
  const next = useNextClips(first.data ? id : null);
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  const seen = useRef(new Set<string>());

  const clips = useMemo<FeedRecord[]>(
    () => (first.data ? [first.data, ...recordsOf(next.data)] : []),
    [first.data, next.data],
  );

  // The funnel's first step: each clip once per visit, when it is the one on screen.
  const current = clips[active];
  useEffect(() => {
    if (!current || seen.current.has(current.id)) return;
    seen.current.add(current.id);
    void reportFeedEvent(current.id, 'VIEW');
  }, [current]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = next;
  useEffect(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      clips.length - 1 - active < PREFETCH_WHEN_LEFT
    ) {
      void fetchNextPage();
    }
  }, [active, clips.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const visibleHandlers = useMemo(
    () =>
      clips.map((_, index) => (visible: boolean) => {
        if (visible) setActive(index);
      }),
    [clips],
  );
  const toggleMute = useCallback(() => setMuted((was) => !was), []);

  const buy = async (record: FeedRecord) => {
    if (!record.product) return;
    // The tap is counted for the customer, so their order can be counted for the video.
    if (!(await requireLogin('buy'))) return;
    void reportFeedEvent(record.id, 'TAP');
    void navigate(buyFromVideoHref(record.product.skuId, record.id));
  };

  if (first.isPending) {
    return (
      <div
        className={styles.state}
        role="status"
        aria-label={t('player.loading')}
        data-testid="video-loading"
      >
        <Spinner />
      </div>
    );
  }
  if (first.isError) {
    const missing = isApiRequestError(first.error) && first.error.code === ERROR_CODES.CONTENT_NOT_FOUND;
    return (
      <div className={styles.state}>
        {missing ? (
          <EmptyState
            illustration={VideoIllustration}
            title={t('player.notFound.title')}
            description={t('player.notFound.description')}
          />
        ) : (
          <ErrorState onRetry={() => void first.refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className={styles.feed} data-testid="video-feed">
      {clips.map((record, index) => (
        <VideoSlide
          key={record.id}
          record={record}
          active={index === active}
          near={Math.abs(index - active) === 1}
          muted={muted}
          onToggleMute={toggleMute}
          onVisible={visibleHandlers[index] ?? noop}
          onBuy={(chosen) => void buy(chosen)}
        />
      ))}
      {!hasNextPage && next.isSuccess && (
        <p className={styles.end} data-testid="video-end">
          {t('player.end')}
        </p>
      )}
      {isFetchNextPageError && (
        <div className={styles.end}>
          <ErrorState compact onRetry={() => void fetchNextPage()} />
        </div>
      )}
    </div>
  );
}

const noop = () => undefined;
