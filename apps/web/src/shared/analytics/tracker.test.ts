import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client/api-error';
import { LOCAL_KEYS } from '../storage/keys';
import type { ContextFacts } from './context';
import { EventQueue } from './event-queue';
import type { TrackedCall } from './track';
import {
  createTracker,
  FLUSH_AT_EVENTS,
  FLUSH_DELAY_MS,
  RETRY_BASE_MS,
  type Tracker,
  type TrackerDeps,
} from './tracker';

const FACTS: ContextFacts = {
  appSystem: 'android',
  hostEnvironment: 'h5',
  deviceId: () => 'device-1',
  sessionId: () => 'session-1',
  channelId: '',
  sourceTag: '',
  language: 'id-ID',
};

let sequence = 0;
function call(name: TrackedCall['name'] = 'tab_click'): TrackedCall {
  sequence += 1;
  return {
    id: `event-${sequence}`,
    name,
    props: { tab: 'home' },
    time: new Date().toISOString(),
    page: '/',
    url: 'http://localhost/',
    fromPage: null,
    fromEventId: null,
    searchId: null,
    loggedIn: false,
    userId: null,
    consent: 'granted',
  };
}

let idle: (() => void)[];
let posted: AnalyticsEventInput[][];
let post: ReturnType<typeof vi.fn<TrackerDeps['post']>>;
let beacon: ReturnType<typeof vi.fn<TrackerDeps['beacon']>>;
let tracker: Tracker;

/** Runs what waits for an idle moment, as the browser would once idle. */
async function runIdle(): Promise<void> {
  const waiting = idle;
  idle = [];
  for (const work of waiting) work();
  // Let the flush's await on the send settle.
  await vi.advanceTimersByTimeAsync(0);
}

const ids = (events: readonly AnalyticsEventInput[] | undefined) => (events ?? []).map((event) => event.id);
const storedIds = () =>
  (JSON.parse(localStorage.getItem(LOCAL_KEYS.analyticsQueue) ?? '[]') as { id: string }[]).map((e) => e.id);

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  posted = [];
  post = vi.fn<TrackerDeps['post']>((events) => {
    posted.push([...events]);
    return Promise.resolve();
  });
  beacon = vi.fn<TrackerDeps['beacon']>(() => Promise.resolve(true));
  tracker = createTracker({
    queue: new EventQueue(),
    facts: () => FACTS,
    post,
    beacon,
    now: () => Date.now(),
    whenIdle: (work) => idle.push(work),
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('batching', () => {
  it('sends a burst as one batch, from an idle moment once the delay has passed', async () => {
    const calls = [call(), call('banner_click'), call()];
    calls.forEach(tracker.receive);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // Due, but it waits for the browser to be idle.
    expect(post).not.toHaveBeenCalled();
    await runIdle();
    expect(posted).toHaveLength(1);
    expect(ids(posted[0])).toEqual(calls.map((c) => c.id));
    expect(posted[0]?.[1]).toMatchObject({ name: 'banner_click', context: { device_id: 'device-1' } });
  });

  it(`sends at ${FLUSH_AT_EVENTS} events without waiting for the delay`, async () => {
    for (let i = 0; i < FLUSH_AT_EVENTS - 1; i += 1) tracker.receive(call());
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(0);
    tracker.receive(call());
    await vi.advanceTimersByTimeAsync(0);
    await runIdle();
    expect(posted[0]).toHaveLength(FLUSH_AT_EVENTS);
  });

  it('sends a long queue in batches of at most 100, one after the other', async () => {
    for (let i = 0; i < 150; i += 1) tracker.receive(call());
    await vi.advanceTimersByTimeAsync(0);
    await runIdle();
    await vi.advanceTimersByTimeAsync(0);
    await runIdle();
    expect(posted.map((batch) => batch.length)).toEqual([100, 50]);
    expect(new Set(posted.flat().map((event) => event.id)).size).toBe(150);
    expect(storedIds()).toEqual([]);
  });
});

describe('a failed send', () => {
  it('keeps the batch, in storage too, and sends it again after a growing backoff with the same ids', async () => {
    post.mockRejectedValueOnce(new ApiRequestError({ kind: 'network', code: 'network', message: 'down' }));
    post.mockRejectedValueOnce(
      new ApiRequestError({ kind: 'server', code: '1000500', message: 'boom', status: 500 }),
    );
    const calls = [call(), call()];
    calls.forEach(tracker.receive);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await runIdle();
    expect(post).toHaveBeenCalledTimes(1);
    expect(storedIds()).toEqual(calls.map((c) => c.id));

    // The first retry waits RETRY_BASE_MS…
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    await runIdle();
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await runIdle();
    expect(post).toHaveBeenCalledTimes(2);

    // …the next twice that.
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    await runIdle();
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    await runIdle();
    expect(post).toHaveBeenCalledTimes(3);

    const sent = post.mock.calls.map(([events]) => events);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2]).toEqual(sent[0]);
    expect(ids(sent[2])).toEqual(calls.map((c) => c.id));
    expect(storedIds()).toEqual([]);
  });

  it('drops a batch the server refused for its content, which no resend could fix', async () => {
    post.mockRejectedValueOnce(
      new ApiRequestError({ kind: 'server', code: '1000400', message: 'bad', status: 400 }),
    );
    tracker.receive(call());
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await runIdle();
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 4);
    await runIdle();
    expect(post).toHaveBeenCalledTimes(1);
    expect(storedIds()).toEqual([]);
  });

  it('tries again at once when the connection comes back', async () => {
    post.mockRejectedValueOnce(new ApiRequestError({ kind: 'network', code: 'network', message: 'down' }));
    tracker.receive(call());
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await runIdle();
    tracker.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    await runIdle();
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('leaving the page', () => {
  it('hands everything waiting to sendBeacon, and the queue empties', async () => {
    const calls = [call(), call(), call()];
    calls.forEach(tracker.receive);
    await tracker.flushOnHide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(ids(beacon.mock.calls[0]?.[0])).toEqual(calls.map((c) => c.id));
    expect(storedIds()).toEqual([]);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await runIdle();
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps in storage what the browser would not take, for the next visit', async () => {
    beacon.mockResolvedValue(false);
    const calls = [call(), call()];
    calls.forEach(tracker.receive);
    await tracker.flushOnHide();
    expect(storedIds()).toEqual(calls.map((c) => c.id));
  });

  it('sends once when both visibilitychange and pagehide fire', async () => {
    tracker.receive(call());
    await Promise.all([tracker.flushOnHide(), tracker.flushOnHide()]);
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
