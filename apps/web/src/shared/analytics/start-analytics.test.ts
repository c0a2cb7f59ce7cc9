import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics, type AnalyticsModules } from './start-analytics';
import { connectTracker, resetTracking, track, type TrackedCall } from './track';

let received: TrackedCall[];
let idleWork: (() => void)[];

function modules(overrides: Partial<AnalyticsModules> = {}): AnalyticsModules {
  return {
    tracker: () => Promise.resolve({ startTracker: () => connectTracker((call) => received.push(call)) }),
    vitals: () => Promise.resolve({ reportWebVitals: () => undefined }),
    ...overrides,
  };
}

/** The browser becomes idle: what waited for it runs. */
async function becomeIdle(): Promise<void> {
  const waiting = idleWork;
  idleWork = [];
  waiting.forEach((work) => work());
  // The chunks' promises settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  resetTracking();
  received = [];
  idleWork = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idleWork.push(work));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startAnalytics', () => {
  it('loads the tracker only when idle; track buffers until then, then hands everything over', async () => {
    const tracker = vi.fn(modules().tracker);
    startAnalytics(modules({ tracker }));
    track('tab_click', { tab: 'home' });
    track('banner_click', { banner_id: '1' });
    expect(tracker).not.toHaveBeenCalled();
    expect(received).toEqual([]);

    await becomeIdle();
    expect(tracker).toHaveBeenCalledTimes(1);
    expect(received.map((call) => call.name)).toEqual(['tab_click', 'banner_click']);
  });

  it('loads the tracker again once back online when its chunk failed to load', async () => {
    const good = modules().tracker;
    const tracker = vi.fn<AnalyticsModules['tracker']>(() => Promise.reject(new Error('offline')));
    startAnalytics(modules({ tracker }));
    track('tab_click', { tab: 'home' });
    await becomeIdle();
    expect(received).toEqual([]);

    tracker.mockImplementation(good);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(received).toHaveLength(1));
  });
});
