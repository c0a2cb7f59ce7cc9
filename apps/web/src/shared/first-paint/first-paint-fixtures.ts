import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';

/**
 * The server's drawing of a page's top, as a test puts it before the app renders: its image has
 * arrived (`src` the address it drew, when the test compares it with the page's own).
 */
export function addFirstPaintDrawing(src?: string): void {
  const hero = document.createElement('div');
  hero.id = FIRST_PAINT_HERO_ID;
  const image = document.createElement('img');
  if (src !== undefined) image.setAttribute('src', src);
  Object.defineProperty(image, 'complete', { value: true });
  Object.defineProperty(image, 'naturalWidth', { value: 780 });
  hero.append(image);
  document.body.prepend(hero);
}

/** The drawing, while it is still there. */
export const firstPaintDrawing = (): HTMLElement | null => document.getElementById(FIRST_PAINT_HERO_ID);
