import { HeartOutline } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from '@/shared/ui/use-after-paint';
import styles from './favourite-hint-overlay.module.css';

interface Spot {
  top: number;
  left: number;
  size: number;
}

/** Where the favourite button sits on screen; a sensible top-right spot before it is measured. */
function spotOf(anchor: HTMLElement | null): Spot {
  const rect = anchor?.getBoundingClientRect();
  if (!rect || rect.width === 0) return { top: 4, left: Math.min(window.innerWidth, 480) - 52, size: 40 };
  const size = Math.max(rect.width, rect.height) + 8;
  return { top: rect.top - 4, left: rect.left - 4, size };
}

export interface FavouriteHintOverlayProps {
  /** The favourite button the hint points at. */
  anchor: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}

/**
 * The first-time hint over the store page (spec §2): the page dims except a ring around the
 * favourite button, with a bubble pointing at it and a "Got it" button that dismisses it. It
 * comes up once the store has been painted, so measuring the button does not lay out the page
 * a second time inside the render that shows it.
 */
export function FavouriteHintOverlay(props: FavouriteHintOverlayProps) {
  return useAfterPaint() ? <HintDialog {...props} /> : null;
}

function HintDialog({ anchor, onDismiss }: FavouriteHintOverlayProps) {
  const { t } = useTranslation('store');
  const [spot, setSpot] = useState<Spot>(() => spotOf(anchor.current));
  const gotIt = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const measure = () => setSpot(spotOf(anchor.current));
    measure();
    gotIt.current?.focus();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [anchor]);

  const ring: CSSProperties = { top: spot.top, left: spot.left, width: spot.size, height: spot.size };
  // The bubble's right edge lines up with the ring's, so its arrow sits under the ring's middle.
  const bubbleRight = Math.max(8, document.documentElement.clientWidth - (spot.left + spot.size));
  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="favourite-hint-text"
      data-testid="favourite-hint"
    >
      <span className={styles.ring} style={ring} aria-hidden="true">
        <HeartOutline />
      </span>
      <div className={styles.bubble} style={{ top: spot.top + spot.size + 12, right: bubbleRight }}>
        <span className={styles.arrow} style={{ right: spot.size / 2 - 6 }} aria-hidden="true" />
        <p id="favourite-hint-text" className={styles.text}>
          {t('favouriteHint.text')}
        </p>
        <button
          ref={gotIt}
          type="button"
          className={styles.gotIt}
          onClick={onDismiss}
          data-testid="favourite-hint-got-it"
        >
          {t('favouriteHint.gotIt')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
