import { CloseOutline, LeftOutline, PicturesOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageSrc } from '@lahap/contract/media/image-src';
import styles from './lightbox.module.css';

export interface LightboxItem {
  url: string;
  /** Shown under the image (a dish's name and price). */
  caption?: ReactNode;
}

export interface LightboxProps {
  items: LightboxItem[];
  /** The item to open at. */
  startIndex: number;
  onClose: () => void;
  /** The full-screen image preview of the same set, at the shown item. */
  previewHref?: (index: number) => string;
  label: string;
}

/** A horizontal swipe longer than this moves to the next or previous image. */
const SWIPE_PX = 40;

/**
 * Images one at a time over a dark screen (spec §2 "lightbox with previous/next"), with the
 * position, a caption, swiping and arrow keys, and a link to the full image preview.
 */
export function Lightbox({ items, startIndex, onClose, previewHref, label }: LightboxProps) {
  const { t } = useTranslation('store');
  const [index, setIndex] = useState(startIndex);
  const swipeFrom = useRef<number | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const total = items.length;
  const item = items[index];
  const hasPrevious = index > 0;
  const hasNext = index < total - 1;

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(total - 1, i + 1));
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose, total]);

  if (!item) return null;
  const src = imageSrc(item.url, 'banner');

  return createPortal(
    <div
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-testid="lightbox"
    >
      <div className={styles.top}>
        <span className={styles.counter} aria-live="polite" data-testid="lightbox-counter">
          {t('carousel.counter', { index: index + 1, total })}
        </span>
        <button
          ref={closeButton}
          type="button"
          className={styles.iconButton}
          aria-label={t('lightbox.close')}
          onClick={onClose}
          data-testid="lightbox-close"
        >
          <CloseOutline />
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null) return;
          const moved = event.clientX - from;
          if (moved > SWIPE_PX && hasPrevious) setIndex(index - 1);
          if (moved < -SWIPE_PX && hasNext) setIndex(index + 1);
        }}
      >
        {src && (
          <img
            key={src}
            className={styles.image}
            src={src}
            alt=""
            draggable={false}
            data-testid="lightbox-image"
          />
        )}
        <button
          type="button"
          className={`${styles.iconButton} ${styles.previous}`}
          aria-label={t('lightbox.previous')}
          disabled={!hasPrevious}
          onClick={() => setIndex(index - 1)}
          data-testid="lightbox-previous"
        >
          <LeftOutline />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.next}`}
          aria-label={t('lightbox.next')}
          disabled={!hasNext}
          onClick={() => setIndex(index + 1)}
          data-testid="lightbox-next"
        >
          <RightOutline />
        </button>
      </div>
      <div className={styles.bottom}>
        {item.caption && <div className={styles.caption}>{item.caption}</div>}
        {previewHref && (
          <Link to={previewHref(index)} className={styles.previewLink} data-testid="lightbox-preview">
            <PicturesOutline aria-hidden="true" />
            {t('lightbox.openPreview')}
          </Link>
        )}
      </div>
    </div>,
    document.body,
  );
}
