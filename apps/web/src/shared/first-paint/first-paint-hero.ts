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
  const hero = heroElement();
  if (!hero) return;
  // The hero's copy of the same image (the home's drawing holds logos too).
  const src = image.getAttribute('src');
  const drawn = Array.from(hero.getElementsByTagName('img')).find((img) => img.getAttribute('src') === src);
  if (drawn && !(drawn.complete && drawn.naturalWidth > 0)) {
    releaseFirstPaintHero();
    return;
  }
  image.decode().then(releaseFirstPaintHero, releaseFirstPaintHero);
}

/**
 * Lets the hero go at once when it draws a part (an element of class `drawnClass`) that the page
 * does not show, or leaves out one the page shows: the page's top then lies otherwise than the
 * server drew it (the bar inviting to the app, closed earlier in this tab). Decided from what is
 * drawn, not from where it lies, so that no layout is forced while the page starts.
 */
export function releaseFirstPaintHeroUnlessDrawn(drawnClass: string, shown: boolean): void {
  const hero = heroElement();
  if (!hero) return;
  if (hero.getElementsByClassName(drawnClass).length > 0 !== shown) releaseFirstPaintHero();
}
