/**
 * Every browser storage key the app uses (spec §3 "Local storage keys" and "Session storage
 * keys"), spelled once. The native shell writes some of them through the UPDATE_LOCAL_STORAGE
 * start-up message, so the names are part of the shell protocol: rename none lightly.
 */
export const LOCAL_KEYS = {
  deviceId: 'lahap_device_id',
  sessionId: 'lahap_session_id',
  /** `{accessToken, refreshToken, userId}`; login state is derived from its presence. */
  tokenInfo: 'lahap_token_info',
  guestInfo: 'lahap_guest_info',
  searchDishesHistory: 'lahap_search_dishes_history',
  pageCardInfo: 'lahap_page_card_info',
  monitorConfig: 'lahap_monitor_config',
  /** The push (FCM) token the native shell hands over. */
  pushToken: 'lahap_fcm_token',
  networkStatus: 'lahap_network_status',
  /** User-equipment ids, written by the native shell. */
  guid: 'lahap_guid',
  ouid: 'lahap_ouid',
  apid: 'lahap_apid',
  duid: 'lahap_duid',
  gaid: 'lahap_gaid',
  /** Device fingerprint from the risk service, sent as `dfp` in X-Digital-Food. */
  dfp: 'lahap_dfp',
  favouriteHintSeen: 'lahap_favourite_hint_seen',
  /** Ids of the home popups already shown on this device (each shows once). */
  homePopupsSeen: 'lahap_home_popups_seen',
  locale: 'lahap_locale',
  /** The last position, shared with new webviews inside the native app. */
  position: 'lahap_position',
  /** Developer debug flag: when set, the dev-tools blocker stays off. */
  debug: 'lahap_debug',
  /** Set once the allow-list check has unlocked developer options on this device. */
  devOptions: 'lahap_dev_options',
  /** Developer option: load the in-page debug console (eruda) at start-up. */
  debugConsole: 'lahap_debug_console',
  /** Developer option: `{enabled, latitude, longitude}` the location service uses instead of GPS. */
  simulatedLocation: 'lahap_simulated_location',
  /** The last answers of the public lists (app/list-cache.ts), shown at once on the next start. */
  listCache: 'lahap_list_cache',
  /** The customer's analytics choice, `granted` or `denied`; absent until the notice is answered. */
  analyticsConsent: 'lahap_analytics_consent',
  /** Analytics events not yet sent (a bounded queue; the oldest go first). */
  analyticsQueue: 'lahap_analytics_queue',
} as const;
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

export const SESSION_KEYS = {
  loginTime: 'lahap_login_time',
  storeId: 'lahap_store_id',
  channelId: 'lahap_channel_id',
  sourceTag: 'lahap_source_tag',
  /** The route pattern of the page before this one (analytics `from_page`). */
  fromPage: 'lahap_from_page',
  /** Set in a webview the native app opened on top of the first one. */
  newWebview: 'lahap_new_webview',
  /** The id of the last search event: events after a search carry it (analytics `search_id`). */
  searchId: 'lahap_search_id',
  /** Per-text report counts of capped monitoring errors, so a reload loop stays capped. */
  monitorCapCounts: 'lahap_monitor_cap_counts',
  /** Ids of the red packets the home brought up by itself this session (each comes up once). */
  redPacketsShown: 'lahap_red_packets_shown',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
