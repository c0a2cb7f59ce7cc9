import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/button-link';
import pageStyles from '@/shared/ui/card-page.module.css';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { MissingIdView } from '../components/missing-id-view';
import { PaidIllustration, StoreIcon } from '../components/success-art';
import { readPayQuery } from '../model/pay-query';
import styles from '../components/pay.module.css';

/**
 * Purchase success (`/platform/purchaseSuccessPage?orderId`, spec §2): the success title and how
 * the voucher is used in store; "Pakai sekarang" opens the order detail in this page's place,
 * "Kembali ke Beranda" the home. The orders tab's red dot rises for the new order (once per
 * order); the page view is reported as every route's is (app/page-views.ts). Without an order it
 * is a parameter error.
 */
export default function PurchaseSuccessPage() {
  const { t } = useTranslation(['pay', 'screens', 'common']);
  const [searchParams] = useSearchParams();
  const { orderId } = readPayQuery(searchParams);
  useDocumentTitle(t('screens:purchaseSuccess'));
  useEffect(() => {
    if (!orderId) return;
    const unread = useUnreadStore.getState();
    if (!unread.pages.order.items[orderId]) unread.increment('order', orderId);
  }, [orderId]);

  if (!orderId) {
    return (
      <main className={pageStyles.page} data-testid="purchase-success-page">
        <NavBar title={t('screens:purchaseSuccess')} />
        <MissingIdView screen="purchaseSuccess" expected="orderId" />
      </main>
    );
  }

  return (
    <main className={pageStyles.page} data-testid="purchase-success-page">
      {/* Back would return to a payment that has ended: the two buttons below are the ways on. */}
      <NavBar title={t('screens:purchaseSuccess')} back="none" />
      <div className={pageStyles.body}>
        <section className={styles.success} aria-labelledby="purchase-success-title">
          <span className={styles.successArt}>
            <PaidIllustration />
          </span>
          <h2
            id="purchase-success-title"
            className={styles.successTitle}
            data-testid="purchase-success-title"
          >
            {t('success.title')}
          </h2>
          <p className={pageStyles.muted}>{t('success.description')}</p>
        </section>
        <p
          className={`${pageStyles.card} ${pageStyles.rowCard} ${styles.storeHint}`}
          data-testid="purchase-success-hint"
        >
          <StoreIcon className={styles.storeIcon} />
          <span>{t('success.hint')}</span>
        </p>
      </div>
      <div className={styles.actions}>
        <ButtonLink
          to={paths.groupCouponOrderDetail.getHref({ orderId })}
          replace
          testId="purchase-success-use"
        >
          {t('success.useNow')}
        </ButtonLink>
        <ButtonLink to={paths.homeTab.getHref('home')} variant="secondary" testId="purchase-success-home">
          {t('common:actions.backHome')}
        </ButtonLink>
      </div>
    </main>
  );
}
