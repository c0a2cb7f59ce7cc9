import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { Checkout } from '../purchase/components/checkout';
import { MissingProduct } from '../purchase/components/missing-product';
import { productKey, readCheckoutQuery } from '../purchase/model/purchase-query';
import styles from './purchase-pages.module.css';

/**
 * Confirm order (/platform/confirmOrder?skuId&isFlashSale&pageId&quantity&redEnvelopeId):
 * buying needs a login (spec §6), so a guest is asked to log in first, as on the other
 * login-only pages; then the order is priced and placed.
 */
export default function ConfirmOrderPage() {
  const { t } = useTranslation(['screens', 'purchase']);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const product = useMemo(() => readCheckoutQuery(searchParams), [searchParams]);
  useDocumentTitle(t('screens:confirmOrder'));

  let body;
  if (!product) body = <MissingProduct screen="confirmOrder" testId="confirm-order-parameter-error" />;
  else if (!loggedIn) {
    body = (
      <LoginPromptCard
        title={t('purchase:confirm.loginTitle')}
        description={t('purchase:confirm.loginDescription')}
        onLogin={() => void requireLogin('buy')}
      />
    );
  } else body = <Checkout key={productKey(product)} product={product} />;

  return (
    <main className={styles.page} data-testid="confirm-order-page">
      <NavBar title={t('screens:confirmOrder')} />
      {body}
    </main>
  );
}
