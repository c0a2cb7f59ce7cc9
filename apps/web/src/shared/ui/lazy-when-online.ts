import { lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Resolves at the next `online` event, or at once when the browser says it is online. */
function online(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * `React.lazy` for a part that may first render while the phone is offline: a chunk that failed
 * to load because the connection dropped is asked for again once it is back, instead of
 * replacing the page with the error screen. A failure while online is a real one and is thrown.
 */
export function lazyWhenOnline<P>(load: Loader<P>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      await online();
      return load();
    }
  });
}
