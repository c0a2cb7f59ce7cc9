import { imageSrc } from '@lahap/contract/media/image-src';
import { CouponOutline } from 'antd-mobile-icons';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseFirstPaintHero, releaseFirstPaintHeroAfter } from '@/shared/first-paint/first-paint-hero';
import snapStrip from '@/shared/ui/snap-strip.module.css';
import { useActiveSlide } from '@/shared/ui/use-active-slide';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  /** The large pictures, the card's first. */
  images: readonly string[];
  /** The voucher's name, for each picture's text alternative. */
  name: string;
  /** Laid over the pictures: the sold-out or purchase-limit mask. */
  overlay?: ReactNode;
}

/**
 * The voucher's pictures as a swipeable strip with an "n / total" counter. Scroll snapping does
 * the swiping, so it needs no script beyond reading which picture is in view. A shared link's HTML
 * drew the first picture already (the server's first paint): it goes once this one can show.
 */
export function ProductGallery({ images, name, overlay }: ProductGalleryProps) {
  const { t } = useTranslation('purchase');
  const { active, onScroll } = useActiveSlide();
  const sources = images.map((url) => imageSrc(url, 'bannerPhone'));
  const total = sources.length;
  // Without a first picture of its own, the gallery does not show the one the link drew.
  const drawsFirst = sources[0] != null;
  useEffect(() => {
    if (!drawsFirst) releaseFirstPaintHero();
  }, [drawsFirst]);

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={t('detail.galleryLabel')}
      data-testid="product-gallery"
    >
      {/* Focusable, so the pictures can be scrolled with the keyboard too. */}
      <ul className={snapStrip.track} tabIndex={0} aria-label={t('detail.galleryLabel')} onScroll={onScroll}>
        {sources.map((src, index) => (
          <li
            key={`${images[index] ?? ''}-${String(index)}`}
            className={snapStrip.slide}
            aria-roledescription="slide"
          >
            {src ? (
              <img
                className={snapStrip.image}
                src={src}
                alt={t('detail.imageAlt', { name, index: index + 1, total })}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                onLoad={index === 0 ? (event) => releaseFirstPaintHeroAfter(event.currentTarget) : undefined}
                onError={index === 0 ? releaseFirstPaintHero : undefined}
                data-testid="product-gallery-image"
              />
            ) : (
              <span
                className={styles.fallback}
                role="img"
                aria-label={t('detail.imageAlt', { name, index: index + 1, total })}
              >
                <CouponOutline />
              </span>
            )}
          </li>
        ))}
      </ul>
      {total > 1 && (
        <span className={styles.counter} aria-hidden="true" data-testid="product-gallery-counter">
          {t('detail.counter', { index: Math.min(active + 1, total), total })}
        </span>
      )}
      {overlay}
    </section>
  );
}
