/** Remote config keys the app reads through `config/info`. */
export const CONFIG_KEYS = {
  /** Explore-feeds tab visibility: `{allUsers, userIds}`. */
  exploreTab: 'explore_tab_allow_list',
  /** First-login profile popup flag: `{enabled}`. */
  firstLoginPopup: 'first_login_profile_popup',
  /** Stores the developer options page offers as shortcuts: a list. */
  devOptionStores: 'dev_option_store_list',
  /** The account tab's customer-service link: `{whatsApp, email}`. */
  customerService: 'customer_service_contact',
} as const;
export type ConfigKey = (typeof CONFIG_KEYS)[keyof typeof CONFIG_KEYS];

/** A WhatsApp number as wa.me wants it: digits with the country code, no leading zero. */
export const WHATSAPP_NUMBER_PATTERN = /^[1-9]\d{7,14}$/;
