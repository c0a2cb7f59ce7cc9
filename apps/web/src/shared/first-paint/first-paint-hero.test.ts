import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hasFirstPaintHero,
  releaseFirstPaintHero,
  releaseFirstPaintHeroAfter,
  releaseFirstPaintHeroIfMisplaced,
} from './first-paint-hero';
import { UNTIL_STATE } from '@/test/wait';

function addHero(): HTMLElement {
  const hero = document.createElement('div');
  hero.id = FIRST_PAINT_HERO_ID;
  document.body.prepend(hero);
  return hero;
}

/** An image as the browser reports it: `loaded` once its download arrived and it could draw. */
function imageIn(parent: HTMLElement, loaded: boolean): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { value: loaded });
  Object.defineProperty(image, 'naturalWidth', { value: loaded ? 716 : 0 });
  parent.append(image);
  return image;
}

/** An element whose box starts `top` pixels down the page. */
function elementAt(top: number, className = ''): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 390, height: 196 });
  return element;
}

describe('first-paint hero', () => {
  afterEach(() => {
    document.getElementById(FIRST_PAINT_HERO_ID)?.remove();
  });

  it('is absent on pages the server drew nothing for, and releasing it then does nothing', () => {
    expect(hasFirstPaintHero()).toBe(false);
    expect(() => releaseFirstPaintHero()).not.toThrow();
  });

  it('goes when released', () => {
    addHero();
    expect(hasFirstPaintHero()).toBe(true);
    releaseFirstPaintHero();
    expect(hasFirstPaintHero()).toBe(false);
  });

  it('waits for the page’s own image to decode, and goes even when decoding fails', async () => {
    addHero();
    let finish: (ok: boolean) => void = () => undefined;
    const image = document.createElement('img');
    image.decode = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('x'))))),
    );
    releaseFirstPaintHeroAfter(image);
    await Promise.resolve();
    expect(hasFirstPaintHero()).toBe(true);
    finish(true);
    await vi.waitFor(() => expect(hasFirstPaintHero()).toBe(false), UNTIL_STATE);

    addHero();
    releaseFirstPaintHeroAfter(image);
    finish(false);
    await vi.waitFor(() => expect(hasFirstPaintHero()).toBe(false), UNTIL_STATE);
  });

  it('goes at once while its own image is still loading: the page’s copy waits for the same download', () => {
    imageIn(addHero(), false);
    const pageImage = document.createElement('img');
    pageImage.decode = vi.fn(() => new Promise<void>(() => undefined));
    releaseFirstPaintHeroAfter(pageImage);
    expect(hasFirstPaintHero()).toBe(false);
    expect(pageImage.decode).not.toHaveBeenCalled();

    // Once its image has arrived, it stays until the page's copy can draw.
    imageIn(addHero(), true);
    releaseFirstPaintHeroAfter(pageImage);
    expect(hasFirstPaintHero()).toBe(true);
    expect(pageImage.decode).toHaveBeenCalledOnce();
  });

  it('goes at once when its drawing of a part lies elsewhere than the page’s own, and stays when it lines up', () => {
    const hero = addHero();
    hero.append(elementAt(52, 'drawn-header'));
    releaseFirstPaintHeroIfMisplaced(elementAt(52), 'drawn-header');
    expect(hasFirstPaintHero()).toBe(true);
    // The page's top has no bar above its header (closed earlier, or inside the native app).
    releaseFirstPaintHeroIfMisplaced(elementAt(0), 'drawn-header');
    expect(hasFirstPaintHero()).toBe(false);
    // A hero without that part (a store's banner) is not the page's to judge.
    addHero();
    releaseFirstPaintHeroIfMisplaced(elementAt(0), 'drawn-header');
    expect(hasFirstPaintHero()).toBe(true);
  });
});
