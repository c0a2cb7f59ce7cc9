import { afterLoadWhenIdle } from '../ui/after-load-idle';

/** The longest the tracker waits for an idle moment after the page has loaded. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 4_000;

export interface AnalyticsModules {
  tracker: () => Promise<{ startTracker: () => void }>;
  vitals: () => Promise<{ reportWebVitals: () => void }>;
}

const LAZY_MODULES: AnalyticsModules = {
  tracker: () => import('./tracker'),
  vitals: () => import('./web-vitals'),
};

/** Runs `start`; one that fails (its chunk did not load, offline) runs again once back online. */
function untilLoaded(start: () => Promise<void>): () => void {
  const attempt = () =>
    void start().catch(() => globalThis.addEventListener('online', attempt, { once: true }));
  return attempt;
}

/**
 * Loads the tracker and web-vitals once the page has loaded and the browser is idle, so neither
 * competes with the first paint; `track` buffers until then.
 */
export function startAnalytics(modules: AnalyticsModules = LAZY_MODULES): void {
  const tracker = untilLoaded(() => modules.tracker().then((m) => m.startTracker()));
  const vitals = untilLoaded(() => modules.vitals().then((m) => m.reportWebVitals()));
  afterLoadWhenIdle(() => {
    tracker();
    vitals();
  }, ANALYTICS_IDLE_TIMEOUT_MS);
}
