import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasFirstPaintHero, releaseFirstPaintHero, releaseFirstPaintHeroAfter } from './first-paint-hero';
import { UNTIL_STATE } from '@/test/wait';

function addHero(): HTMLElement {
  const hero = document.createElement('div');
  hero.id = FIRST_PAINT_HERO_ID;
  document.body.prepend(hero);
  return hero;
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
});
