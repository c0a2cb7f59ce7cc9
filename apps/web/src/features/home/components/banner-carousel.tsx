import type { Banner } from '@lahap/contract/discovery/schemas';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { releaseFirstPaintHeroAfter } from '@/shared/first-paint/first-paint-hero';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { bannerImageSrc } from './banner-image';
import { bannerTarget } from '@/features/home/model/banner-target';
import styles from './home.module.css';

const AUTOPLAY_MS = 4000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function releaseHeroOnceDrawable(image: HTMLImageElement | null): void {
  if (image) releaseFirstPaintHeroAfter(image);
}

interface BannerSlideProps {
  banner: Banner;
  position: number;
  label: string;
}

function BannerSlide({ banner, position, label }: BannerSlideProps) {
  const eager = position === 1;
  const locale = useAppLocale();
  const src = bannerImageSrc(banner, locale);
  const image = src ? (
    <img
      className={styles.bannerImage}
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // The server's drawing of the home's top shows this image until this copy can draw it.
      ref={eager ? releaseHeroOnceDrawable : undefined}
    />
  ) : (
    <span className={styles.bannerImage} />
  );
  const target = bannerTarget(banner.jumpUrlMap, locale);
  const tapped = (to: string) => track('banner_click', { banner_id: banner.bannerId, position, target: to });
  let body: ReactNode = image;
  if (target.kind === 'inApp') {
    body = (
      <Link to={target.to} className={styles.bannerLink} aria-label={label} onClick={() => tapped(target.to)}>
        {image}
      </Link>
    );
  } else if (target.kind === 'external') {
    body = (
      <a
        href={target.url}
        className={styles.bannerLink}
        aria-label={label}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          tapped(target.url);
          void openExternalUrl(target.url);
        }}
      >
        {image}
      </a>
    );
  }
  return (
    <li
      className={styles.bannerSlide}
      aria-roledescription="slide"
      aria-label={label}
      data-testid="home-banner"
    >
      {body}
    </li>
  );
}

/** A slide counts as the one shown once half of it is in the strip (and again once all of it is). */
const SHOWN_RATIO = 0.5;

/**
 * The index of the slide in view, told by an IntersectionObserver on the strip: a scroll handler
 * would read the strip's layout on every frame of a swipe or an autoplay scroll, forcing a layout
 * each time while the home is still being built.
 */
function useShownSlide(strip: RefObject<HTMLUListElement | null>, slides: readonly unknown[]): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const root = strip.current;
    if (!root || slides.length < 2 || typeof IntersectionObserver === 'undefined') return;
    const items = Array.from(root.children);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= SHOWN_RATIO)
            setShown(items.indexOf(entry.target));
        }
      },
      // Crossing 1 too: a slide that settles in full after two halves were shown is told again.
      { root, threshold: [SHOWN_RATIO, 1] },
    );
    for (const item of items) observer.observe(item);
    return () => observer.disconnect();
  }, [strip, slides]);
  return shown;
}

/**
 * The home banners as a swipeable strip (CSS scroll snapping, so no gesture library joins the
 * first bundle). It advances on its own unless the user prefers reduced motion or touches it.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const strip = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const active = useShownSlide(strip, banners);

  const goTo = (index: number) => {
    const element = strip.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      const element = strip.current;
      // A hidden tab has no width; skip the tick rather than jump.
      if (!element?.clientWidth) return;
      const current = Math.round(element.scrollLeft / element.clientWidth);
      element.scrollTo({ left: ((current + 1) % count) * element.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={t('banner.label')}>
      <ul
        ref={strip}
        className={styles.bannerTrack}
        onPointerDown={() => setPaused(true)}
        onFocus={() => setPaused(true)}
      >
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner.bannerId}
            banner={banner}
            position={index + 1}
            label={t('banner.slide', { index: index + 1, total: count })}
          />
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.bannerDots}>
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className={
                index === active ? `${styles.bannerDot} ${styles.bannerDotActive}` : styles.bannerDot
              }
              aria-label={t('banner.goTo', { index: index + 1 })}
              aria-current={index === active}
              onClick={() => {
                setPaused(true);
                goTo(index);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
