import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import barStyles from '../components/staff-bar.module.css';
import { LanguageButton } from '../components/language-button';
import { staffPaths } from '../app/staff-paths';
import { TEAM_TABS } from './team-tabs';
import { endTeamSession, useTeamSession } from './team-session';
import styles from './team.module.css';

/** The console's frame is a counter tablet's width; the team's tables get a desktop's. */
const TEAM_FRAME_WIDTH = '1120px';

/** Widens the console's frame while the team's views are open. */
function useWideFrame(): void {
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--lahap-app-max-width', TEAM_FRAME_WIDTH);
    return () => {
      style.removeProperty('--lahap-app-max-width');
    };
  }, []);
}

/**
 * The team's views behind the team's sign-in: a bar with the language and sign-out, then one tab
 * per view of TEAM_TABS (the address's `?tab=` keeps the one open across a reload).
 */
export function TeamPage() {
  const { t } = useTranslation('staff');
  const signedIn = useTeamSession((state) => state.token !== null);
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  useWideFrame();
  if (!signedIn) return <Navigate to={staffPaths.teamLogin} replace />;

  const open = TEAM_TABS.find((tab) => tab.id === params.get('tab')) ?? TEAM_TABS[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  return (
    <div className={styles.page}>
      <header className={barStyles.bar}>
        <div className={barStyles.who}>
          <span className={barStyles.store}>{t('team.title')}</span>
          <span className={barStyles.staff}>{t('team.subtitle')}</span>
        </div>
        <LanguageButton />
        <button
          type="button"
          className={barStyles.iconButton}
          onClick={() => endTeamSession()}
          data-testid="team-sign-out"
        >
          {t('team.signOut')}
        </button>
      </header>
      <div className={styles.tabs} role="tablist" aria-label={t('team.tabsLabel')}>
        {TEAM_TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === open?.id}
            aria-controls={panelId(tab.id)}
            className={styles.tab}
            onClick={() => setParams({ tab: tab.id }, { replace: true })}
            data-testid={`team-tab-${tab.id}`}
          >
            {t(tab.labelKey)}
          </button>
        ))}
      </div>
      {open && (
        <main className={styles.main} role="tabpanel" id={panelId(open.id)} aria-labelledby={tabId(open.id)}>
          <open.View />
        </main>
      )}
    </div>
  );
}
