import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { HomeTabKey } from '@/shared/config/paths';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { OpenAppBanner } from '../shell/open-app-banner';
import { TabBar } from './tab-bar';
import { tabKeyOf, tabPageComponent } from './tab-pages';
import styles from './tab-shell.module.css';
import { TAB_LABEL_KEYS, TAB_ORDER } from './tabs';

/**
 * The four bottom tabs. A tab's page mounts on its first visit and then stays mounted,
 * hidden while another tab shows, so its lists and state survive tab switches; the router's
 * scroll restoration (keyed by path) brings each tab back to where it was scrolled.
 */
export default function TabShell() {
  const { t } = useTranslation();
  const active = tabKeyOf(useParams().activeKey);
  useDocumentTitle(active === 'home' ? undefined : t(TAB_LABEL_KEYS[active]));
  const [visited, setVisited] = useState<readonly HomeTabKey[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);

  return (
    <div className={styles.shell}>
      {TAB_ORDER.filter((key) => visited.includes(key)).map((key) => (
        <section key={key} hidden={key !== active} data-testid={`tab-pane-${key}`}>
          {key === 'home' && <OpenAppBanner />}
          <TabPane tab={key} />
        </section>
      ))}
      <TabBar active={active} />
    </div>
  );
}

function TabPane({ tab }: { tab: HomeTabKey }) {
  const [Page] = useState(() => tabPageComponent(tab));
  return (
    <Suspense fallback={<ListSkeleton />}>
      <Page />
    </Suspense>
  );
}
