import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { paths, type HomeTabKey } from '@/shared/config/paths';
import { selectHasUnread, useUnreadStore } from '@/shared/unread/unread-store';
import styles from './tab-bar.module.css';
import { TAB_ICONS } from './tab-icons';
import { TAB_LABEL_KEYS, TAB_ORDER, TAB_UNREAD_PAGE } from './tabs';
import { useExploreTabVisible } from './use-explore-tab-visible';

/** The bottom tab bar: home, explore feeds (allow-listed users only), orders, account. */
export function TabBar({ active }: { active: HomeTabKey }) {
  const { t } = useTranslation();
  const exploreVisible = useExploreTabVisible();
  const tabs = TAB_ORDER.filter((key) => key !== 'exploreFeeds' || exploreVisible);
  return (
    <nav className={`${styles.bar} lahap-fixed-frame`} aria-label={t('tabs.label')} data-testid="tab-bar">
      {tabs.map((key) => (
        <TabBarItem key={key} tab={key} active={key === active} label={t(TAB_LABEL_KEYS[key])} />
      ))}
    </nav>
  );
}

function TabBarItem({ tab, active, label }: { tab: HomeTabKey; active: boolean; label: string }) {
  const { t } = useTranslation();
  const unreadPage = TAB_UNREAD_PAGE[tab];
  const hasUnread = useUnreadStore((state) => (unreadPage ? selectHasUnread(unreadPage)(state) : false));
  const Icon = TAB_ICONS[tab];
  // A second tap on the current tab takes its list back to the top, as native apps do.
  const onClick = (event: MouseEvent) => {
    track('tab_click', { tab });
    if (!active) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <Link
      to={paths.homeTab.getHref(tab)}
      replace
      className={styles.item}
      aria-current={active ? 'page' : undefined}
      data-testid={`tab-${tab}`}
      onClick={onClick}
    >
      <span className={styles.icon}>
        <Icon active={active} />
        {hasUnread && <span className={styles.dot} data-testid={`tab-${tab}-dot`} />}
      </span>
      <span className={styles.label}>{label}</span>
      {hasUnread && <span className="lahap-visually-hidden">{t('tabs.unread')}</span>}
    </Link>
  );
}
