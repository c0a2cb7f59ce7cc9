import { pickText } from '@lahap/contract/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { useCouponDetail, useCouponProducts } from '@/shared/coupons/coupon-api';
import { CouponTicket } from '@/shared/coupons/coupon-ticket';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { PagedList, useShownPages } from '@/shared/ui/paged-list';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useCouponFooterText } from '@/shared/coupons/coupon-footer-text';
import { EnvelopeProductCard } from '../components/envelope-product-card';
import { PageLoadError } from '../components/page-load-error';
import { couponFooter } from '@/shared/coupons/coupon-footer';
import pageStyles from './coupon-pages.module.css';
import styles from './red-envelope-products-page.module.css';

/**
 * Red envelope products (/platform/redEnvelopeProducts): the dine-out vouchers a red envelope
 * (`couponId`, the customer's, so login first) or an envelope not yet claimed (`templateId`)
 * can buy, 20 a page.
 */
export default function RedEnvelopeProductsPage() {
  const { t } = useTranslation(['coupons', 'screens']);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const couponId = searchParams.get('couponId') || undefined;
  const templateId = searchParams.get('templateId') || undefined;
  useDocumentTitle(t('screens:redEnvelopeProducts'));

  let body;
  if (!couponId && !templateId) {
    body = <PageLoadError screen="redEnvelopeProducts" expected="couponId or templateId" />;
  } else if (couponId && !loggedIn) {
    body = (
      <LoginPromptCard
        title={t('detail.loginTitle')}
        description={t('detail.loginDescription')}
        onLogin={() => void requireLogin('coupon')}
      />
    );
  } else {
    body = <EnvelopeProducts couponId={couponId} templateId={templateId} />;
  }

  return (
    <main className={pageStyles.page} data-testid="red-envelope-products-page">
      <NavBar title={t('screens:redEnvelopeProducts')} />
      {body}
    </main>
  );
}

function EnvelopeProducts({ couponId, templateId }: { couponId?: string; templateId?: string }) {
  const { t } = useTranslation('coupons');
  const query = useShownPages(useCouponProducts(couponId ? { couponId } : { templateId }));
  const products = query.data?.pages.flatMap((page) => page.productList) ?? [];
  return (
    <div className={styles.body}>
      {couponId && <EnvelopeSummary couponId={couponId} />}
      <p className={styles.intro}>{t('products.intro')}</p>
      <PagedList
        query={query}
        rowCount={products.length}
        skeleton={<ListSkeleton rows={4} />}
        empty={<EmptyState title={t('products.emptyTitle')} description={t('products.emptyDescription')} />}
        loaderTestId="envelope-products-foot"
      >
        <ul className={styles.list} data-testid="envelope-products">
          {products.map((product) => (
            <li key={product.skuId}>
              <EnvelopeProductCard product={product} redEnvelopeId={couponId} />
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}

/** The envelope the list is for, as a ticket; nothing while it loads or if it cannot. */
function EnvelopeSummary({ couponId }: { couponId: string }) {
  const locale = useAppLocale();
  const footerText = useCouponFooterText();
  const [now] = useState(Date.now);
  const { data } = useCouponDetail({ couponId });
  const coupon = data?.coupon;
  if (!coupon) return null;
  return (
    <CouponTicket
      amount={coupon.discountAmount}
      minimumSpend={coupon.minimumSpend}
      envelope={coupon.business === 'LOCAL_LIFE'}
      label={pickText(coupon.couponLabel, locale)}
      muted={coupon.status !== 'valid' && coupon.status !== 'not_effective'}
      testId="envelope-summary"
    >
      <span className={styles.summaryName}>{pickText(coupon.name, locale)}</span>
      <span className={styles.summaryMeta}>{footerText(couponFooter(coupon, now))}</span>
    </CouponTicket>
  );
}
