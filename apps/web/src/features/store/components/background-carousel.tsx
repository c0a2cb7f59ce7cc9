import { imageSrc } from '@lahap/contract/media/image-src';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { releaseFirstPaintHero, releaseFirstPaintHeroAfter } from '@/shared/first-paint/first-paint-hero';
import snapStrip from '@/shared/ui/snap-strip.module.css';
import { useActiveSlide } from '@/shared/ui/use-active-slide';
import styles from './background-carousel.module.css';

export interface BackgroundCarouselProps {
  storeId: string;
  /** The carousel's images (see `carouselImages`); none draws the default banner. */
  images: string[];
  /** Shown on the default banner. */
  name: string;
}

/**
 * The store's background images as a swipeable strip with an "n / total" counter (spec §2); a
 * tap opens the image preview at that image. Without images the default banner stands in.
 */
export function BackgroundCarousel({ storeId, images, name }: BackgroundCarouselProps) {
  const { t } = useTranslation('store');
  const { active, onScroll } = useActiveSlide();
  const total = images.length;
  // The default banner is not the image a shared link drew first, so that one goes at once.
  useEffect(() => {
    if (total === 0) releaseFirstPaintHero();
  }, [total]);

  if (total === 0) {
    return (
      <div className={`${styles.carousel} ${styles.defaultBanner}`} data-testid="store-carousel-default">
        <span className={styles.defaultInitial} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    );
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="store-carousel"
    >
      <ul className={snapStrip.track} onScroll={onScroll}>
        {images.map((url, index) => (
          <li key={`${url}-${String(index)}`} className={snapStrip.slide} aria-roledescription="slide">
            <Link
              to={paths.imagePreview.getHref({ storeId, imageType: 'BACKGROUND', index })}
              className={styles.slideLink}
              aria-label={t('carousel.open', { index: index + 1, total })}
              data-testid="store-carousel-slide"
            >
              <img
                className={snapStrip.image}
                src={imageSrc(url, 'bannerPhone') ?? undefined}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first slide is what a shared store link paints first (its largest element).
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                // The first slide is the image a shared link's HTML drew; it takes over from it.
                onLoad={index === 0 ? (event) => releaseFirstPaintHeroAfter(event.currentTarget) : undefined}
                onError={index === 0 ? releaseFirstPaintHero : undefined}
              />
            </Link>
          </li>
        ))}
      </ul>
      <span className={styles.counter} aria-hidden="true" data-testid="store-carousel-counter">
        {t('carousel.counter', { index: Math.min(active + 1, total), total })}
      </span>
    </section>
  );
}
