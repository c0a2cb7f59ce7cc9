import { matchPath } from 'react-router';
import { paths } from '../shared/config/paths';
import { preloadTabPage, tabKeyOf } from './tabs/tab-pages';

/**
 * Starts fetching the tab's page when the app opens on a tab other than home, while the rest
 * of start-up (the language catalogues) runs, instead of after the first render asks for it.
 */
export function preloadEntryRoute(pathname: string): void {
  const match = pathname === paths.home.path ? { params: {} } : matchPath(paths.homeTab.path, pathname);
  if (!match) return;
  void preloadTabPage(tabKeyOf((match.params as { activeKey?: string }).activeKey));
}
