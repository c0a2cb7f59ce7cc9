import { ANALYTICS_TIME_PAST_MS } from '@lahap/contract/analytics/context';
import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';
import { nextBatch } from './batch';
import { buildContext, currentFacts, type ContextFacts } from './context';
import { EventQueue } from './event-queue';
import { beaconEvents, isRefusal, postEvents } from './send';
import { connectTracker, type TrackedCall, type TrackedProps } from './track';

/** Events wait this long so a burst goes out as one request. */
export const FLUSH_DELAY_MS = 5_000;
/** So many waiting events go out at the next idle moment without waiting for the delay. */
export const FLUSH_AT_EVENTS = 20;
/** The first retry of a failed batch waits this long; each further failure doubles it. */
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;
/** Events this close to the server's age limit are dropped rather than sent to be refused. */
const AGE_MARGIN_MS = 10 * 60_000;
/** The longest a flush waits for an idle moment once due. */
const IDLE_TIMEOUT_MS = 2_000;
const PROP_TEXT_MAX = 512;

export interface TrackerDeps {
  queue: EventQueue;
  facts: () => ContextFacts;
  post: (events: readonly AnalyticsEventInput[]) => Promise<void>;
  beacon: (events: readonly AnalyticsEventInput[]) => Promise<boolean>;
  now: () => number;
  /** Runs work when the browser is idle (requestIdleCallback, else a timer). */
  whenIdle: (work: () => void) => void;
}

export interface Tracker {
  receive: (call: TrackedCall) => void;
  /** Sends the oldest batch now, unless one is on its way or a retry is not due yet. */
  flush: () => Promise<void>;
  /** The page is being hidden or left: everything waiting goes by beacon. */
  flushOnHide: () => Promise<void>;
  /** The connection came back: a retry need not wait out its backoff. */
  retryNow: () => void;
}

function defaultWhenIdle(work: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(work, 0);
  }
}

/** The props as the server takes them: texts within its limit, nothing undefined. */
function cleanProps(props: TrackedProps | undefined): AnalyticsEventInput['props'] {
  if (!props) return undefined;
  const clean: NonNullable<AnalyticsEventInput['props']> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    clean[key] = typeof value === 'string' ? value.slice(0, PROP_TEXT_MAX) : value;
  }
  return clean;
}

/** The event of one `track` call, its context built with the consent it was made under. */
export function eventOf(call: TrackedCall, facts: ContextFacts): AnalyticsEventInput {
  const props = cleanProps(call.props);
  return {
    id: call.id,
    name: call.name,
    time: call.time,
    context: buildContext(call, facts),
    ...(props ? { props } : {}),
  };
}

/**
 * Queues events and sends them in batches: at the next idle moment once FLUSH_DELAY_MS has
 * passed or FLUSH_AT_EVENTS wait, one request at a time. A batch that fails stays queued and is
 * sent again, with the same event ids, after a backoff; one the server refuses is dropped.
 */
export function createTracker(deps: TrackerDeps): Tracker {
  const { queue } = deps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let sending = false;
  let failures = 0;
  let retryAt = 0;

  const schedule = (delay: number) => {
    const at = deps.now() + delay;
    if (timer !== undefined && dueAt <= at) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      dueAt = Number.POSITIVE_INFINITY;
      deps.whenIdle(() => void flush());
    }, delay);
  };

  const flush = async () => {
    if (sending) return;
    if (deps.now() < retryAt) {
      schedule(retryAt - deps.now());
      return;
    }
    queue.dropOlderThan(deps.now() - ANALYTICS_TIME_PAST_MS + AGE_MARGIN_MS);
    const batch = nextBatch(queue.events());
    if (batch.length === 0) {
      queue.save();
      return;
    }
    sending = true;
    try {
      await deps.post(batch);
      queue.remove(new Set(batch.map((event) => event.id)));
      failures = 0;
    } catch (error) {
      if (isRefusal(error)) {
        queue.remove(new Set(batch.map((event) => event.id)));
      } else {
        failures += 1;
        retryAt = deps.now() + Math.min(RETRY_BASE_MS * 2 ** (failures - 1), RETRY_MAX_MS);
      }
    } finally {
      sending = false;
    }
    queue.save();
    if (queue.size > 0) schedule(Math.max(0, retryAt - deps.now()));
  };

  const receive = (call: TrackedCall) => {
    if (!queue.add(eventOf(call, deps.facts()))) return;
    schedule(queue.size >= FLUSH_AT_EVENTS ? 0 : FLUSH_DELAY_MS);
  };

  const beaconAll = async () => {
    queue.save();
    for (;;) {
      const batch = nextBatch(queue.events());
      if (batch.length === 0) break;
      // A beacon too large for the browser's budget is refused: the rest waits for the next visit.
      if (!(await deps.beacon(batch))) break;
      queue.remove(new Set(batch.map((event) => event.id)));
      queue.save();
    }
  };

  // Leaving a page fires both visibilitychange and pagehide: the second finds the first at work.
  let hiding: Promise<void> | null = null;
  const flushOnHide = () => {
    hiding ??= beaconAll()
      // No signature without Web Crypto (a page over plain http): the events wait in storage.
      .catch(() => undefined)
      .finally(() => {
        hiding = null;
      });
    return hiding;
  };

  const retryNow = () => {
    retryAt = 0;
    if (queue.size > 0) schedule(0);
  };

  return { receive, flush, flushOnHide, retryNow };
}

let started = false;

/**
 * Starts the app's tracker: takes over the events an earlier visit left, then the calls `track`
 * buffered, and sends by beacon whenever the page is hidden or left.
 */
export function startTracker(): void {
  if (started) return;
  started = true;
  const queue = new EventQueue();
  queue.load();
  const tracker = createTracker({
    queue,
    facts: currentFacts,
    post: postEvents,
    beacon: beaconEvents,
    now: Date.now,
    whenIdle: defaultWhenIdle,
  });
  const onHide = () => void tracker.flushOnHide();
  // On the window and not capturing, so it runs after web-vitals' own listener (window, capture)
  // has reported the page's last values.
  globalThis.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHide();
  });
  globalThis.addEventListener('pagehide', onHide);
  globalThis.addEventListener('online', tracker.retryNow);
  connectTracker(tracker.receive);
  // What an earlier visit left goes out without waiting for this visit's first event.
  if (queue.size > 0) tracker.retryNow();
}
