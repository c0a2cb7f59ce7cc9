import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';

/**
 * The image a shared store link's HTML drew at the top of the screen before the app loaded (see
 * the server's injectFirstPaint). It covers the page's own top until the page shows the same
 * image; then, or as soon as the page turns out otherwise, it goes.
 */
function heroElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_HERO_ID);
}

/** True while the server's hero image is still on screen. */
export function hasFirstPaintHero(): boolean {
  return heroElement() !== null;
}

/** Removes the server's hero image; harmless when there is none. */
export function releaseFirstPaintHero(): void {
  heroElement()?.remove();
}

/**
 * Removes the hero once `image` (the page's own copy of it) is decoded and ready to draw, so
 * the swap shows no empty frame in between.
 */
export function releaseFirstPaintHeroAfter(image: HTMLImageElement): void {
  if (!hasFirstPaintHero()) return;
  image.decode().then(releaseFirstPaintHero, releaseFirstPaintHero);
}
