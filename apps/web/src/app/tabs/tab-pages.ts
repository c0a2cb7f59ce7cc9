import { lazy, type ComponentType } from 'react';
import { HOME_TAB_KEYS, type HomeTabKey } from '../../shared/config/paths';

type PageModule = { default: ComponentType };

const loaders: Record<HomeTabKey, () => Promise<PageModule>> = {
  home: () => import('../../features/discovery/pages/home-page'),
  exploreFeeds: () => import('../../features/feeds/pages/explore-feeds-page'),
  order: () => import('../../features/orders/pages/orders-page'),
  account: () => import('../../features/account/pages/account-page'),
};

const loaded = new Map<HomeTabKey, ComponentType>();
const lazyPages = new Map<HomeTabKey, ComponentType>();

/** The tab an `activeKey` segment names; anything unknown is home. */
export function tabKeyOf(activeKey: string | undefined): HomeTabKey {
  return HOME_TAB_KEYS.find((key) => key === activeKey) ?? 'home';
}

/**
 * Fetches a tab's page ahead of rendering. A pane mounted after this shows the page at once
 * instead of flashing its loading state.
 */
export async function preloadTabPage(key: HomeTabKey): Promise<null> {
  if (!loaded.has(key)) loaded.set(key, (await loaders[key]()).default);
  return null;
}

/**
 * The page component of a tab: the loaded one when preloaded, else a lazy one. Read it once
 * per mounted pane, since switching component types would remount the page.
 */
export function tabPageComponent(key: HomeTabKey): ComponentType {
  const ready = loaded.get(key);
  if (ready) return ready;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(loaders[key]);
    lazyPages.set(key, page);
  }
  return page;
}
