import type { UnreadPage } from '@lahap/contract/enums';
import { HOME_TAB_KEYS, type HomeTabKey } from '@/shared/config/paths';

/** The unread counter behind each tab's red dot; explore feeds has none. */
export const TAB_UNREAD_PAGE: Readonly<Record<HomeTabKey, UnreadPage | null>> = {
  home: 'home',
  exploreFeeds: null,
  order: 'order',
  account: 'account',
};

/** The tabs in bar order. */
export const TAB_ORDER: readonly HomeTabKey[] = HOME_TAB_KEYS;

/** The i18n key of each tab's label. */
export const TAB_LABEL_KEYS = {
  home: 'tabs.home',
  exploreFeeds: 'tabs.exploreFeeds',
  order: 'tabs.order',
  account: 'tabs.account',
} as const satisfies Record<HomeTabKey, string>;
