import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { NavBar } from '@/shared/ui/nav-bar';
import { staffPaths } from '../app/staff-paths';
import layout from './staff-page.module.css';
import styles from './kitchen-frame.module.css';

const TABS = [
  { to: staffPaths.kitchen, key: 'queue', end: true },
  { to: staffPaths.kitchenOrders, key: 'orders', end: true },
  { to: staffPaths.kitchenTables, key: 'tables', end: false },
  { to: staffPaths.kitchenQr, key: 'qr', end: true },
] as const;

/**
 * A kitchen screen: the bar back to the counter and the kitchen's four tabs (table orders,
 * pickup and delivery, tables, QR codes) above the screen's content. The chrome stays off a printed page.
 */
export function KitchenFrame({
  title,
  onBack,
  testId,
  children,
}: {
  /** Overrides the kitchen's title (a table's name). */
  title?: string;
  /** Overrides going back to the counter (a table goes back to the tables). */
  onBack?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  return (
    <div className={layout.page} data-testid={testId}>
      <div className={styles.chrome}>
        <NavBar
          title={title ?? t('kitchen.title')}
          onBack={onBack ?? (() => void navigate(staffPaths.counter))}
        />
        <nav className={styles.tabs} aria-label={t('kitchen.tabs.label')}>
          {TABS.map((tab) => (
            <NavLink
              key={tab.key}
              to={tab.to}
              end={tab.end}
              className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
              data-testid={`kitchen-tab-${tab.key}`}
            >
              {t(`kitchen.tabs.${tab.key}`)}
            </NavLink>
          ))}
        </nav>
      </div>
      <main className={`${layout.main} ${styles.main}`}>{children}</main>
    </div>
  );
}
