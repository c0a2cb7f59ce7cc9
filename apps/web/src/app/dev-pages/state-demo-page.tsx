import { UNREAD_PAGES } from '@lahap/contract/enums';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { NavBar } from '@/shared/ui/nav-bar';
import { useUnreadStore } from '@/shared/unread/unread-store';
import styles from './dev-page.module.css';

const DEMO_ITEM = 'demo';

/** A test page for the app's client state: drives the unread counters behind the tab dots. */
export default function StateDemoPage() {
  const { t } = useTranslation(['dev', 'screens']);
  const pages = useUnreadStore((state) => state.pages);
  const { increment, decrement, reset } = useUnreadStore.getState();
  return (
    <main className={styles.page} data-testid="state-demo-page">
      <NavBar title={t('screens:redux')} />
      <p className={styles.intro}>{t('state.description')}</p>
      {UNREAD_PAGES.map((page) => (
        <section key={page} className={styles.section}>
          <h2 className={styles.heading}>{t(`state.pages.${page}`)}</h2>
          <div className={styles.row}>
            <span className={styles.counter} data-testid={`unread-count-${page}`}>
              {t('state.count', { count: pages[page].totalUnread })}
            </span>
            <Button size="small" color="primary" shape="rounded" onClick={() => increment(page, DEMO_ITEM)}>
              {t('state.increment')}
            </Button>
            <Button size="small" shape="rounded" onClick={() => decrement(page, DEMO_ITEM)}>
              {t('state.decrement')}
            </Button>
            <Button size="small" fill="none" shape="rounded" onClick={() => reset(page)}>
              {t('state.reset')}
            </Button>
          </div>
        </section>
      ))}
    </main>
  );
}
