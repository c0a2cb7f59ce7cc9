import { ERROR_CODES } from '@lahap/contract/errors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { useReportMissingId } from '@/shared/monitoring/use-report-missing-id';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { ButtonLink } from '@/shared/ui/button-link';
import pageStyles from '@/shared/ui/card-page.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/** An order id as the contract takes it: 1 to 19 decimal digits. */
const ORDER_ID = /^\d{1,19}$/;

export interface OrderScreenProps {
  /** The screen's name: its title (the `screens` catalogue) and what a missing id is reported as. */
  screen: 'groupCouponOrderDetail' | 'tripartiteCoupons';
  testId: string;
  /** The screen's content for its order, once there is one and its owner is logged in. */
  children: (orderId: string) => ReactNode;
}

/**
 * A screen of one order (`?orderId`): its bar and title, then the parameter error when the link
 * names no order, the login prompt when logged out, else the screen's content for the order.
 */
export function OrderScreen({ screen, testId, children }: OrderScreenProps) {
  const { t } = useTranslation(['screens', 'orders']);
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('orderId')?.trim() ?? '';
  const orderId = ORDER_ID.test(raw) ? raw : '';
  const loggedIn = useSessionStore(selectIsLoggedIn);
  useDocumentTitle(t(screen));

  let body;
  if (!orderId) body = <MissingOrderId screen={screen} />;
  else if (!loggedIn) {
    body = (
      <LoginPromptCard
        title={t('orders:detail.loginTitle')}
        description={t('orders:detail.loginDescription')}
        onLogin={() => void requireLogin('order')}
      />
    );
  } else body = children(orderId);

  return (
    <main className={pageStyles.page} data-testid={testId}>
      <NavBar title={t(screen)} />
      {body}
    </main>
  );
}

/**
 * Spec §5 "Order card without orderId" / §8 "Parameter error": an order page opened without its
 * order shows the parameter error and reports the event, so a broken link shows up in
 * monitoring rather than as an empty page.
 */
function MissingOrderId({ screen }: { screen: string }) {
  useReportMissingId(screen, 'orderId', 'order-page');
  return <ParameterErrorView testId="order-parameter-error" />;
}

/** An order that did not load: "not found" with the way back to the orders tab, else a retry. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  if (isApiRequestError(error) && error.code === ERROR_CODES.ORDER_NOT_FOUND) {
    return (
      <EmptyState
        illustration={LostIllustration}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundDescription')}
        action={<ButtonLink to={paths.orderTab.getHref()}>{t('detail.toOrders')}</ButtonLink>}
      />
    );
  }
  return <ErrorState onRetry={onRetry} />;
}
