import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hasFirstPaintHero,
  releaseFirstPaintHero,
  releaseFirstPaintHeroAfter,
  releaseFirstPaintHeroUnlessDrawn,
} from './first-paint-hero';
import { UNTIL_STATE } from '@/test/wait';

function addHero(): HTMLElement {
  const hero = document.createElement('div');
  hero.id = FIRST_PAINT_HERO_ID;
  document.body.prepend(hero);
  return hero;
}

/** An image as the browser reports it: `loaded` once its download arrived and it could draw. */
function imageIn(parent: HTMLElement, loaded: boolean, src?: string): HTMLImageElement {
  const image = document.createElement('img');
  if (src) image.setAttribute('src', src);
  Object.defineProperty(image, 'complete', { value: loaded });
  Object.defineProperty(image, 'naturalWidth', { value: loaded ? 716 : 0 });
  parent.append(image);
  return image;
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

  it('judges by its copy of the page’s image, not by the other images it draws', () => {
    const banner = '/api/images/demo/banner.jpg?w=1440';
    const hero = addHero();
    imageIn(hero, true, '/logo.svg');
    imageIn(hero, false, banner);
    const pageImage = document.createElement('img');
    pageImage.setAttribute('src', banner);
    pageImage.decode = vi.fn(() => new Promise<void>(() => undefined));
    releaseFirstPaintHeroAfter(pageImage);
    expect(hasFirstPaintHero()).toBe(false);
    expect(pageImage.decode).not.toHaveBeenCalled();
  });

  it('goes at once when it draws a part the page does not show, or leaves out one it shows', () => {
    const hero = addHero();
    const bar = document.createElement('div');
    bar.className = 'drawn-bar';
    hero.append(bar);
    releaseFirstPaintHeroUnlessDrawn('drawn-bar', true);
    expect(hasFirstPaintHero()).toBe(true);
    // The bar was closed earlier in this tab: the page's top lies higher than drawn.
    releaseFirstPaintHeroUnlessDrawn('drawn-bar', false);
    expect(hasFirstPaintHero()).toBe(false);

    addHero();
    releaseFirstPaintHeroUnlessDrawn('drawn-bar', false);
    expect(hasFirstPaintHero()).toBe(true);
    releaseFirstPaintHeroUnlessDrawn('drawn-bar', true);
    expect(hasFirstPaintHero()).toBe(false);
  });
});
