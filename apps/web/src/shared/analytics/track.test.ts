import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { SESSION_KEYS } from '../storage/keys';
import { useConsentStore } from './consent';
import { connectTracker, resetTracking, track, trackPageView, type TrackedCall } from './track';

let received: TrackedCall[];

beforeEach(() => {
  resetTracking();
  received = [];
  useConsentStore.setState({ choice: null });
});

afterEach(() => {
  useSessionStore.getState().clear();
});

const names = () => received.map((call) => call.name);

describe('track before the tracker loads', () => {
  it('buffers the calls in order and hands them over when the tracker connects', () => {
    trackPageView('/', 'home', false);
    track('banner_click', { banner_id: '7', position: 1 });
    expect(received).toEqual([]);

    connectTracker((call) => received.push(call));
    expect(names()).toEqual(['page_view', 'banner_click']);
    // Later calls go straight through.
    track('tab_click', { tab: 'account' });
    expect(names()).toEqual(['page_view', 'banner_click', 'tab_click']);
  });

  it('records what may change before the tracker runs: page, login and consent at the time of the call', () => {
    trackPageView('/platform/merchant', 'merchant', false);
    track('store_click', { store_id: '1' });
    useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: '42' });
    useConsentStore.setState({ choice: 'granted' });
    trackPageView('/platform/groupCouponDetail', 'groupCouponDetail', false);
    connectTracker((call) => received.push(call));

    const [, click, view] = received;
    expect(click).toMatchObject({
      page: '/platform/merchant',
      loggedIn: false,
      userId: null,
      consent: 'denied',
    });
    expect(view).toMatchObject({
      page: '/platform/groupCouponDetail',
      loggedIn: true,
      userId: '42',
      consent: 'granted',
    });
    expect(click?.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Set(received.map((call) => call.id)).size).toBe(3);
  });

  it('keeps at most the queue limit, dropping the oldest', () => {
    for (let i = 0; i < 520; i += 1) track('tab_click', { tab: String(i) });
    connectTracker((call) => received.push(call));
    expect(received).toHaveLength(500);
    expect(received[0]?.props).toEqual({ tab: '20' });
  });
});

describe('where a page view came from', () => {
  beforeEach(() => connectTracker((call) => received.push(call)));

  it('names the tap that opened the page, and the page before it, on the view and the events after it', () => {
    trackPageView('/', 'home', false);
    track('store_click', { store_id: '1' });
    const tap = received.at(-1);
    trackPageView('/platform/merchant', 'merchant', false);
    track('voucher_click', { voucher_id: '9' });
    const [view, next] = received.slice(-2);
    expect(view).toMatchObject({ name: 'page_view', fromEventId: tap?.id, fromPage: '/' });
    expect(next).toMatchObject({ fromEventId: tap?.id, fromPage: '/', page: '/platform/merchant' });
  });

  it('names no tap for the browser’s back, nor for a page no tap opened', () => {
    trackPageView('/', 'home', false);
    track('store_click', { store_id: '1' });
    trackPageView('/platform/merchant', 'merchant', true);
    expect(received.at(-1)).toMatchObject({ fromEventId: null, fromPage: '/' });
    trackPageView('/platform/search', 'search', false);
    expect(received.at(-1)?.fromEventId).toBeNull();
  });

  it('takes the landing page’s from_page from the link the visit came by', () => {
    sessionStorage.setItem(SESSION_KEYS.fromPage, 'whatsapp_share');
    trackPageView('/platform/merchant', 'merchant', false);
    expect(received.at(-1)).toMatchObject({ fromPage: 'whatsapp_share', fromEventId: null });
  });

  it('starts a search trail: the search and what follows carry its id', () => {
    track('tab_click', { tab: 'home' });
    expect(received.at(-1)?.searchId).toBeNull();
    track('search', { query: 'bakso', result_count: 0 });
    const search = received.at(-1);
    expect(search?.searchId).toBe(search?.id);
    track('store_click', { store_id: '3' });
    expect(received.at(-1)?.searchId).toBe(search?.id);
  });
});
