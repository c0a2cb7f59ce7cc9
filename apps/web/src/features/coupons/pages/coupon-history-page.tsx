import { useTranslation } from 'react-i18next';
import { requireLogin } from '@/shared/auth/login-gate';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { CouponKindTabs } from '../components/coupon-kind-tabs';
import styles from './coupon-pages.module.css';

/**
 * Coupon history (/platform/historyOffers): login required; the used, expired and withdrawn
 * coupons of both kinds, newest first, the way My coupons lists the rest.
 */
export default function CouponHistoryPage() {
  const { t } = useTranslation(['coupons', 'screens']);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  useDocumentTitle(t('screens:historyOffers'));
  return (
    <main className={styles.page} data-testid="coupon-history-page">
      <NavBar title={t('screens:historyOffers')} />
      {loggedIn ? (
        <CouponKindTabs filter="history" />
      ) : (
        <LoginPromptCard
          title={t('wallet.loginTitle')}
          description={t('wallet.loginDescription')}
          onLogin={() => void requireLogin('coupon')}
        />
      )}
    </main>
  );
}
