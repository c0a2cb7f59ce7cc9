import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import pageStyles from '@/shared/ui/card-page.module.css';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { CashierStep } from '../components/cashier-step';
import { MissingIdView } from '../components/missing-id-view';
import { PayCodeStep } from '../components/pay-code-step';
import { readPayQuery, toPayStep } from '../model/pay-query';

/**
 * Payment (`/platform/payPage/:activeStep`, spec §2): the cashier (`cashier`) and the pay code
 * (`payCode`) of one order, for its owner only. Without an order, or with a step it does not
 * know, the page is a parameter error, and says so.
 */
export default function PayPage() {
  const { t } = useTranslation(['screens', 'pay']);
  const { activeStep } = useParams();
  const [searchParams] = useSearchParams();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const step = toPayStep(activeStep);
  const query = readPayQuery(searchParams);
  useDocumentTitle(t('payPage'));

  let body;
  if (!step || !query.orderId) {
    body = (
      <>
        <NavBar title={t('payPage')} />
        <MissingIdView
          screen="payPage"
          expected={step ? 'orderId' : `a known step, got ${activeStep ?? ''}`}
        />
      </>
    );
  } else if (!loggedIn) {
    body = (
      <>
        <NavBar title={t('payPage')} />
        <LoginPromptCard
          title={t('pay:login.title')}
          description={t('pay:login.description')}
          onLogin={() => void requireLogin('pay')}
        />
      </>
    );
  } else if (step === 'cashier') {
    body = <CashierStep key={query.orderId} query={query} />;
  } else {
    // Keyed by the charge: another charge is another page, with its own expiry and state.
    body = <PayCodeStep key={`${query.orderId}:${query.box}`} query={query} />;
  }

  return (
    <main className={pageStyles.page} data-testid="pay-page" data-step={step ?? ''}>
      {body}
    </main>
  );
}
