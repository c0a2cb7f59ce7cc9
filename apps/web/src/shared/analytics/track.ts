import type { AnalyticsEventName, AnalyticsProps } from '@lahap/contract/analytics/catalogue';
import { ANALYTICS_QUEUE_MAX, type AnalyticsConsent } from '@lahap/contract/analytics/context';
import { randomId } from '../device/random-id';
import { selectIsLoggedIn, useSessionStore } from '../session/session-store';
import { SESSION_KEYS } from '../storage/keys';
import { readString, writeString } from '../storage/storage';
import { currentConsent } from './consent';

/*
 * The part of analytics that ships in the first load: `track` records a call with what may have
 * changed by the time the tracker runs (the page, the login, the consent), and hands it on. The
 * tracker itself (context, queue, sending) and web-vitals load on idle after the first paint;
 * until then the calls wait here, in order.
 */

export type TrackedProps = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** One `track` call as it happened. */
export interface TrackedCall {
  id: string;
  name: AnalyticsEventName;
  props: TrackedProps | undefined;
  /** UTC with milliseconds. */
  time: string;
  /** The route pattern of the page it happened on ('' before the first page view). */
  page: string;
  url: string;
  fromPage: string | null;
  fromEventId: string | null;
  searchId: string | null;
  loggedIn: boolean;
  /** Null for guests, and for a login whose user id is not known yet. */
  userId: string | null;
  consent: AnalyticsConsent;
}

export type TrackSink = (call: TrackedCall) => void;

/** Taps that may open a page: the next page view names the last one as `from_event_id`. */
const TAPS: ReadonlySet<AnalyticsEventName> = new Set<AnalyticsEventName>([
  'banner_click',
  'address_module',
  'store_click',
  'voucher_click',
  'buy_click',
  'pay_click',
  'claim_click',
  'share_click',
  'tab_click',
  'download_click',
]);

let sink: TrackSink | null = null;
let waiting: TrackedCall[] = [];
let page = '';
let landingPage = '';
/** The tap that opened the current page. */
let pageFromEventId: string | null = null;
let pageFromPage: string | null = null;
let lastTapId: string | null = null;

function record(name: AnalyticsEventName, props: TrackedProps | undefined, id = randomId()): TrackedCall {
  const tokenInfo = useSessionStore.getState().tokenInfo;
  return {
    id,
    name,
    props,
    time: new Date().toISOString(),
    page,
    url: globalThis.location?.href ?? '',
    fromPage: pageFromPage,
    fromEventId: pageFromEventId,
    searchId: readString('session', SESSION_KEYS.searchId),
    loggedIn: selectIsLoggedIn(useSessionStore.getState()),
    userId: tokenInfo?.userId || null,
    consent: currentConsent(),
  };
}

function hand(call: TrackedCall): void {
  if (sink) {
    sink(call);
    return;
  }
  waiting.push(call);
  // The tracker may never load (offline at start): the oldest calls make way, as in its queue.
  if (waiting.length > ANALYTICS_QUEUE_MAX) waiting.shift();
}

/**
 * Records an event of the catalogue. Never throws and never waits: analytics must not break or
 * slow the tap it describes.
 */
export function track<N extends AnalyticsEventName>(name: N, props?: AnalyticsProps<N>): void {
  try {
    const id = randomId();
    // A search starts a trail: the events after it carry its id as `search_id`.
    if (name === 'search') writeString('session', SESSION_KEYS.searchId, id);
    hand(record(name, props as TrackedProps | undefined, id));
    if (TAPS.has(name)) lastTapId = id;
  } catch {
    // Nothing to do: a lost event is better than a broken page.
  }
}

/**
 * A route was shown (`route` is its pattern). `back`: the browser's back or forward, which no
 * tap of ours led to. The previous page becomes `from_page`; the first page's is the landing
 * link's (`from_page` in its query, kept for the session).
 */
export function trackPageView(route: string, title: string | undefined, back: boolean): void {
  pageFromPage = page || readString('session', SESSION_KEYS.fromPage);
  pageFromEventId = back ? null : lastTapId;
  lastTapId = null;
  page = route;
  landingPage ||= route;
  track('page_view', title === undefined ? { route } : { route, title });
}

/** The route pattern of the current page, '' before the first page view. */
export function currentAnalyticsPage(): string {
  return page;
}

/** The route pattern of the page the visit landed on: what the page-load metrics describe. */
export function landingAnalyticsPage(): string {
  return landingPage;
}

/** The tracker takes over: the waiting calls first, in order, then each call as it comes. */
export function connectTracker(next: TrackSink): void {
  const calls = waiting;
  waiting = [];
  sink = next;
  for (const call of calls) next(call);
}

/** Back to a fresh page load (tests). */
export function resetTracking(): void {
  sink = null;
  waiting = [];
  page = '';
  landingPage = '';
  pageFromEventId = null;
  pageFromPage = null;
  lastTapId = null;
}
