import { matchPath } from 'react-router';
import { paths } from '../shared/config/paths';
import { preloadTabPage, tabKeyOf } from './tabs/tab-pages';

/**
 * Starts fetching the tab shell and the tab's page together when the app opens on a tab,
 * instead of one after the other as rendering would discover them.
 */
export function preloadEntryRoute(pathname: string): void {
  const match = pathname === paths.home.path ? { params: {} } : matchPath(paths.homeTab.path, pathname);
  if (!match) return;
  void import('./tabs/tab-shell');
  void preloadTabPage(tabKeyOf((match.params as { activeKey?: string }).activeKey));
}
