import { describe, expect, it } from 'vitest';
import { appSystemOf, buildContext, pathOf, type ContextFacts } from './context';
import type { TrackedCall } from './track';

const FACTS: ContextFacts = {
  appSystem: 'android',
  hostEnvironment: 'h5',
  deviceId: () => 'device-1',
  sessionId: () => 'session-1',
  channelId: '2',
  sourceTag: '',
  language: 'en-US',
};

function call(overrides: Partial<TrackedCall> = {}): TrackedCall {
  return {
    id: 'event-1',
    name: 'store_click',
    props: { store_id: '5' },
    time: '2026-11-29T05:30:12.345Z',
    page: '/platform/merchant',
    url: 'https://lahap.id/platform/merchant?storeId=5&channel_id=2#photos',
    fromPage: '/',
    fromEventId: 'tap-1',
    searchId: 'search-1',
    loggedIn: true,
    userId: '1001',
    consent: 'granted',
    ...overrides,
  };
}

describe('the event context', () => {
  it('with consent, names the user, the device, the session, the tap and the search', () => {
    expect(buildContext(call(), FACTS)).toEqual({
      app_system: 'android',
      host_environment: 'h5',
      event_page: '/platform/merchant',
      user_id: '1001',
      login_status: 1,
      device_id: 'device-1',
      session_id: 'session-1',
      channel_id: '2',
      source_tag: null,
      language: 'en-US',
      url: 'https://lahap.id/platform/merchant?storeId=5&channel_id=2#photos',
      from_page: '/',
      from_event_id: 'tap-1',
      search_id: 'search-1',
      platform_type: 'LAHAP_C',
      h5_version: '2.5.5',
      consent: 'granted',
    });
  });

  it('without consent, keeps only anonymous counts: no ids, the path without its query, login still told', () => {
    const context = buildContext(call({ consent: 'denied' }), FACTS);
    expect(context).toMatchObject({
      user_id: null,
      device_id: null,
      session_id: null,
      from_event_id: null,
      search_id: null,
      url: '/platform/merchant',
      login_status: 1,
      event_page: '/platform/merchant',
      consent: 'denied',
    });
  });

  it('tells a guest by login_status 0 and no user', () => {
    expect(buildContext(call({ loggedIn: false, userId: null }), FACTS)).toMatchObject({
      login_status: 0,
      user_id: null,
    });
  });

  it('cuts what is too long for the server, which would refuse the whole batch', () => {
    const context = buildContext(
      call({ url: `https://lahap.id/${'a'.repeat(3000)}`, fromPage: 'p'.repeat(600) }),
      { ...FACTS, sourceTag: 's'.repeat(100) },
    );
    expect(context.url).toHaveLength(2048);
    expect(context.from_page).toHaveLength(512);
    expect(context.source_tag).toHaveLength(64);
  });
});

describe('app_system', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; SM-A546E) Chrome/124 Mobile', 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'macos'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'linux'],
    ['curl/8.0', 'other'],
  ])('%s is %s', (userAgent, system) => {
    expect(appSystemOf(userAgent)).toBe(system);
  });
});

describe('pathOf', () => {
  it('drops the host, the query and the fragment', () => {
    expect(pathOf('https://lahap.id/platform/payPage/cashier?orderId=9#x')).toBe('/platform/payPage/cashier');
    expect(pathOf('/platform/home/account?tab=1')).toBe('/platform/home/account');
  });
});
