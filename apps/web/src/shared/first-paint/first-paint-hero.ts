import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';

/**
 * The top a page's HTML drew before the app loaded (see the server's injectFirstPaint): a shared
 * store link's banner, or the home's header and first banner. It covers the page's own top until
 * the page shows the same image; then, or as soon as the page turns out otherwise, it goes.
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
 * the swap shows no empty frame in between. While the hero's own image has not arrived either,
 * it goes at once: both wait for the same download, and the page's top (a location pill, say)
 * need not stay covered meanwhile.
 */
export function releaseFirstPaintHeroAfter(image: HTMLImageElement): void {
  const drawn = heroElement()?.querySelector('img');
  if (drawn === undefined) return;
  if (drawn && !(drawn.complete && drawn.naturalWidth > 0)) {
    releaseFirstPaintHero();
    return;
  }
  image.decode().then(releaseFirstPaintHero, releaseFirstPaintHero);
}

/**
 * Lets the hero go at once when its drawing of a part (its element of class `drawnClass`) does
 * not lie where the page's own `element` does: the page's top turned out otherwise than the server
 * drew it (no bar inviting to the app inside the app, or the visitor closed that bar earlier).
 */
export function releaseFirstPaintHeroIfMisplaced(element: HTMLElement, drawnClass: string): void {
  const drawn = heroElement()?.getElementsByClassName(drawnClass)[0];
  if (!drawn) return;
  const offset = drawn.getBoundingClientRect().top - element.getBoundingClientRect().top;
  if (Math.abs(offset) >= 1) releaseFirstPaintHero();
}
