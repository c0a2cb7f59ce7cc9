import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * IntersectionObserver stand-in for paged lists: stub it with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)` and `resetWatchers()` before
 * each test; `nearBottom()` tells every watcher its sentinel came into range.
 */
const observers = new Set<FakeIntersectionObserver>();

export class FakeIntersectionObserver {
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {}
  observe() {
    observers.add(this);
  }
  disconnect() {
    observers.delete(this);
  }
}

export function watchers(): FakeIntersectionObserver[] {
  return [...observers];
}

export function nearBottom() {
  act(() => {
    for (const observer of [...observers]) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

/**
 * Brings the end of a list that has more into range once the list watches it: a paged list draws
 * an answered page in a background render, and watches its end again only when that render's
 * effects have run.
 */
export async function nearBottomOnceWatched() {
  await waitFor(() => expect(observers.size).toBeGreaterThan(0));
  nearBottom();
}

export function resetWatchers() {
  observers.clear();
}
