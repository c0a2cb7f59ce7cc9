import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { CouponKindTabs, useWalletTab } from '../components/coupon-kind-tabs';
import styles from './coupon-pages.module.css';

/**
 * My coupons (/platform/myCouponList, /platform/myOffers): login required; the store coupons
 * and red envelopes that can still be used, in two tabs, with the way to the history. Opening
 * it reads the new coupons, so the account tab's dot goes.
 */
export default function MyCouponsPage() {
  const { t } = useTranslation(['coupons', 'screens']);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const [tab] = useWalletTab();
  useDocumentTitle(t('screens:myCoupons'));

  useEffect(() => {
    if (!loggedIn) return;
    const unread = useUnreadStore.getState();
    unread.setAccountCouponCount(0);
    unread.reset('account', 'coupons');
  }, [loggedIn]);

  return (
    <main className={styles.page} data-testid="my-coupons-page">
      <NavBar
        title={t('screens:myCoupons')}
        right={
          loggedIn && (
            <Link
              to={paths.historyOffers.getHref({ tab })}
              className={styles.navLink}
              data-testid="coupon-history-link"
            >
              {t('wallet.history')}
            </Link>
          )
        }
      />
      {loggedIn ? (
        <CouponKindTabs filter="valid" />
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
