import { act } from '@testing-library/react';

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

export function resetWatchers() {
  observers.clear();
}
