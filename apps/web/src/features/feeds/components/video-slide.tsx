import { formatRupiah } from '@lahap/contract/format';
import type { FeedRecord } from '@lahap/contract/content/schemas';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './video-player.module.css';

/** Share of a slide that must be on screen for it to count as the one being watched. */
export const VISIBLE_RATIO = 0.6;

export interface VideoSlideProps {
  record: FeedRecord;
  /** The slide on screen: the only one that plays. */
  active: boolean;
  /** A neighbour of the active slide: its clip's first bytes load ahead. */
  near: boolean;
  muted: boolean;
  onToggleMute: () => void;
  /** The slide came on screen (or left it). */
  onVisible: (visible: boolean) => void;
  onBuy: (record: FeedRecord) => void;
}

function MuteIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" stroke="none" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" strokeLinecap="round" />
      ) : (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * One clip of the player, the height of the screen: its poster first, playing only while it is
 * the slide on screen, muted until the viewer taps (the browser lets a muted clip start by
 * itself), with the voucher it sells and a Buy button. A clip that fails says so, with a retry.
 */
export function VideoSlide({ record, active, near, muted, onToggleMute, onVisible, onBuy }: VideoSlideProps) {
  const { t } = useTranslation(['feeds', 'common']);
  const slide = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = slide.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          onVisible(entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO);
      },
      { root: element.parentElement, threshold: [0, VISIBLE_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible]);

  useEffect(() => {
    const element = video.current;
    if (element) element.muted = muted;
  }, [muted]);

  useEffect(() => {
    const element = video.current;
    if (!element || failed) return;
    if (active) {
      // Refused (a browser that wants a tap first): the poster stays until the viewer taps.
      void Promise.resolve(element.play()).catch(() => undefined);
    } else {
      element.pause();
    }
  }, [active, failed, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
    video.current?.load();
  };

  const product = record.product;
  return (
    <section
      ref={slide}
      className={styles.slide}
      data-testid="video-slide"
      data-active={String(active)}
      aria-label={record.title}
    >
      <video
        ref={video}
        className={styles.video}
        src={record.videoUrl}
        poster={record.previewImageUrl}
        muted
        loop
        playsInline
        preload={active || near ? 'auto' : 'none'}
        onError={() => setFailed(true)}
        onClick={muted ? onToggleMute : undefined}
        data-testid="video-element"
        aria-hidden="true"
      />
      {failed && (
        <div className={styles.failed} role="alert" data-testid="video-failed">
          <p>{t('feeds:player.cannotPlay')}</p>
          <Button color="primary" shape="rounded" size="small" onClick={retry} data-testid="video-retry">
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      <button
        type="button"
        className={styles.muteButton}
        onClick={onToggleMute}
        aria-label={muted ? t('feeds:player.unmute') : t('feeds:player.mute')}
        aria-pressed={!muted}
        data-testid="video-mute"
      >
        <MuteIcon muted={muted} />
      </button>
      <div className={styles.caption}>
        <h2 className={styles.title}>{record.title}</h2>
        {product && (
          <div className={styles.voucher} data-testid="video-voucher">
            <div className={styles.voucherText}>
              <p className={styles.voucherName}>{product.productName}</p>
              <p className={styles.voucherPrice}>
                <span data-testid="video-voucher-price">{formatRupiah(product.salePrice)}</span>
                {product.originalPrice > product.salePrice && (
                  <s className={styles.voucherOriginal}>
                    <span className={styles.visuallyHidden}>{t('feeds:player.originalPrice')} </span>
                    {formatRupiah(product.originalPrice)}
                  </s>
                )}
              </p>
            </div>
            <Button
              color="primary"
              shape="rounded"
              className={styles.buy}
              onClick={() => onBuy(record)}
              aria-label={t('feeds:player.buyLabel', { name: product.productName })}
              data-testid="video-buy"
            >
              {t('feeds:player.buy')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
