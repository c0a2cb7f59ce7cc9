import type { ComponentType } from 'react';
import HomePage from '@/features/home/pages/home-page';
import { HOME_TAB_KEYS, type HomeTabKey } from '@/shared/config/paths';
import { withCatalogues } from '@/shared/i18n/i18n';
import { lazyWhenOnline } from '@/shared/ui/lazy-when-online';

type PageModule = { default: ComponentType };

// The home tab is the app's landing page, so it ships in the entry chunk: the first paint of
// `/` waits for no further request. The other tabs load on their first visit, with the texts
// the first bundle leaves out.
const loaders: Record<HomeTabKey, () => Promise<PageModule>> = {
  home: () => Promise.resolve({ default: HomePage }),
  exploreFeeds: withCatalogues(() => import('@/features/feeds/pages/explore-feeds-page')),
  order: withCatalogues(() => import('@/features/orders/pages/orders-page')),
  account: withCatalogues(() => import('@/features/identity/pages/account-page')),
};

const loaded = new Map<HomeTabKey, ComponentType>([['home', HomePage]]);
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
    page = lazyWhenOnline(loaders[key]);
    lazyPages.set(key, page);
  }
  return page;
}
