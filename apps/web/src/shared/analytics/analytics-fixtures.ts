import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';

/** An event as the tracker queues it, for tests. */
export function testEvent(
  id: string,
  props: AnalyticsEventInput['props'] = { tab: 'home' },
  time = new Date().toISOString(),
): AnalyticsEventInput {
  return {
    id,
    name: props && 'query' in props ? 'search' : 'tab_click',
    time,
    context: {
      app_system: 'android',
      host_environment: 'h5',
      event_page: '/',
      user_id: null,
      login_status: 0,
      device_id: null,
      session_id: null,
      channel_id: null,
      source_tag: null,
      language: 'id-ID',
      url: '/',
      from_page: null,
      from_event_id: null,
      search_id: null,
      platform_type: 'LAHAP_C',
      h5_version: '2.5.5',
      consent: 'denied',
    },
    ...(props ? { props } : {}),
  };
}
