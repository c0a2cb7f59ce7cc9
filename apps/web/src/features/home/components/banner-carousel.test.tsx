import type { Banner } from '@lahap/contract/discovery/schemas';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, resetWatchers, watchers } from '@/test/intersection-observer';
import { BannerCarousel } from './banner-carousel';

const banner = (id: string): Banner =>
  ({
    bannerId: id,
    imageUrlMap: { 'id-ID': `/img/${id}.webp` },
    jumpUrlMap: {},
  }) as unknown as Banner;

/** The strip's observer tells that `slide` is now `ratio` in view. */
function show(slide: number, ratio: number) {
  const [observer] = watchers();
  const target = screen.getAllByTestId('home-banner')[slide];
  if (!observer || !target) throw new Error(`no observer or no slide ${String(slide)}`);
  const entry: Partial<IntersectionObserverEntry> = {
    target,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
  };
  act(() => observer.callback([entry as IntersectionObserverEntry], {} as IntersectionObserver));
}

const current = () =>
  screen.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('BannerCarousel', () => {
  it('marks the dot of the slide the strip shows, told by an observer on the strip', () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={[banner('b1'), banner('b2'), banner('b3')]} />
      </MemoryRouter>,
    );
    const [observer] = watchers();
    expect(observer?.options?.root).toBe(screen.getAllByTestId('home-banner')[0]?.parentElement);
    expect(current()).toBe(0);

    show(1, 0.5);
    expect(current()).toBe(1);
    // The slide leaving drops below half: nothing changes.
    show(0, 0.4);
    expect(current()).toBe(1);
    show(2, 1);
    expect(current()).toBe(2);
  });
});
