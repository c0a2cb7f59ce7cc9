import type { CashierData } from '@lahap/contract/payments/schemas';
import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import type { PayMethod } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import actionBar from '@/shared/ui/action-bar.module.css';
import { ButtonLink } from '@/shared/ui/button-link';
import pageStyles from '@/shared/ui/card-page.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { NavBar } from '@/shared/ui/nav-bar';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { cashierQuery, chargeKey, createPayment, useCashier } from '../api/pay-queries';
import { payFailureOf, serverMessageOf, type PayFailure } from '../model/pay-failure';
import { payCodeHref, type PayPageQuery } from '../model/pay-query';
import { usePayCallbacks, type PayCallbacks } from '../model/use-pay-callbacks';
import styles from './pay.module.css';
import { PayCountdown } from './pay-countdown';
import { PayMethodBadge } from '@/shared/payments/pay-method-badge';

/**
 * Paid or closed since the customer came here (seen when the cashier loads, or when the charge is
 * opened): says so and goes where such an order lands (spec §8). Tells whether it did.
 */
function useLeaveEnded(callbacks: PayCallbacks): (failure: PayFailure | null) => boolean {
  const { t } = useTranslation('pay');
  return useCallback(
    (failure) => {
      if (failure === 'paid') {
        showToast(t('errors.alreadyPaid'));
        callbacks.onSuccess();
        return true;
      }
      if (failure === 'closed') {
        showToast(t('errors.closed'));
        callbacks.onFailure();
        return true;
      }
      return false;
    },
    [callbacks, t],
  );
}

/** The method chosen before the customer picks one: the open charge's, else the first available. */
function defaultMethod(data: CashierData): PayMethod | null {
  const open = data.openPayment?.payMethod;
  if (open && data.methods.some((method) => method.payMethod === open && method.available)) return open;
  return data.methods.find((method) => method.available)?.payMethod ?? null;
}

/**
 * The cashier (spec §2 "Payment", step `cashier`): what the order costs, how long is left to
 * pay, and the methods this order may use, QRIS greyed above its limit (spec §5). "Bayar" opens
 * the charge once, however often it is tapped, and hands off to the pay code.
 */
export function CashierStep({ query }: { query: PayPageQuery }) {
  const { t } = useTranslation('pay');
  const callbacks = usePayCallbacks(query.orderId);
  const cashier = useCashier(query.orderId);
  const failure = cashier.isError ? payFailureOf(cashier.error) : null;

  const leaveEnded = useLeaveEnded(callbacks);
  useEffect(() => void leaveEnded(failure), [failure, leaveEnded]);

  let body;
  if (cashier.isPending || failure === 'paid' || failure === 'closed') body = <CashierSkeleton />;
  else if (failure === 'notFound') {
    body = (
      <EmptyState
        illustration={LostIllustration}
        title={t('cashier.notFoundTitle')}
        description={t('cashier.notFoundDescription')}
        action={<ButtonLink to={paths.orderTab.getHref()}>{t('cashier.toOrders')}</ButtonLink>}
      />
    );
  } else if (cashier.isError) {
    body = (
      <ErrorState
        title={t('cashier.loadFailedTitle')}
        description={t('cashier.loadFailedDescription')}
        onRetry={() => void cashier.refetch()}
      />
    );
  } else {
    body = (
      <Cashier
        data={cashier.data}
        query={query}
        callbacks={callbacks}
        onRefresh={() => void cashier.refetch()}
      />
    );
  }

  return (
    <>
      <NavBar title={t('payPage', { ns: 'screens' })} onBack={callbacks.onBack} />
      {body}
    </>
  );
}

interface CashierProps {
  data: CashierData;
  query: PayPageQuery;
  callbacks: PayCallbacks;
  onRefresh: () => void;
}

function Cashier({ data, query, callbacks, onRefresh }: CashierProps) {
  const { t } = useTranslation('pay');
  const locale = useAppLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const leaveEnded = useLeaveEnded(callbacks);
  const [paying, setPaying] = useState(false);
  // The state above re-renders too late for two taps in one frame; this flag does not.
  const busy = useRef(false);
  const selected =
    chosen && data.methods.some((method) => method.payMethod === chosen && method.available)
      ? chosen
      : defaultMethod(data);
  const amount = formatRupiah(data.amount);
  const { orderId } = query;

  const pay = async () => {
    if (busy.current || !selected) return;
    busy.current = true;
    setPaying(true);
    try {
      const charge = await createPayment(orderId, selected);
      // The pay code shows this charge without asking for it again.
      queryClient.setQueryData(chargeKey(orderId, charge.paymentId), charge);
      void queryClient.invalidateQueries({ queryKey: cashierQuery(orderId).queryKey, refetchType: 'none' });
      void navigate(payCodeHref(query, charge.paymentId));
    } catch (error) {
      if (!leaveEnded(payFailureOf(error))) {
        showToast(serverMessageOf(error) || t('errors.payFailed'));
        // The method's availability changed on the server: show the methods as they are now.
        if (
          isApiRequestError(error) &&
          (error.code === ERROR_CODES.QRIS_LIMIT_EXCEEDED ||
            error.code === ERROR_CODES.PAY_METHOD_UNAVAILABLE)
        ) {
          onRefresh();
        }
      }
    } finally {
      busy.current = false;
      setPaying(false);
    }
  };

  const open = data.openPayment;
  const onDeadline = useCallback(() => onRefresh(), [onRefresh]);
  return (
    <>
      <div className={pageStyles.body}>
        <section className={`${pageStyles.card} ${styles.summary}`} aria-labelledby="cashier-total">
          <h2 id="cashier-total" className={pageStyles.muted}>
            {t('cashier.totalLabel')}
          </h2>
          <p className={styles.amount} data-testid="cashier-amount">
            {amount}
          </p>
          <p className={styles.productName} data-testid="cashier-product">
            {pickText(data.productName, locale)}
          </p>
          <PayCountdown
            deadline={Date.parse(data.payDeadline)}
            label={t('cashier.payWithin')}
            // The order closes at its deadline; asking again leads to where a closed order lands.
            onEnd={onDeadline}
            testId="cashier-deadline"
          />
        </section>

        {open && (
          <section className={`${pageStyles.card} ${pageStyles.noticeCard}`} data-testid="cashier-resume">
            <h2 className={styles.resumeTitle}>
              {t('cashier.resumeTitle', { method: t(`methods.${open.payMethod}`) })}
            </h2>
            <p className={pageStyles.muted}>{t('cashier.resumeDescription')}</p>
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => void navigate(payCodeHref(query, open.paymentId))}
              data-testid="cashier-resume-button"
            >
              {t('cashier.resume')}
            </Button>
          </section>
        )}

        <fieldset className={styles.methods} data-testid="cashier-methods">
          <legend className={pageStyles.sectionTitle}>{t('cashier.methodsTitle')}</legend>
          {data.methods.map(({ payMethod, available, block }) => {
            const nameId = `pay-method-${payMethod}-name`;
            const noteId = `pay-method-${payMethod}-note`;
            let note;
            if (!available) {
              note =
                block === 'QRIS_LIMIT'
                  ? t('cashier.qrisLimit', { limit: formatRupiah(QRIS_MAX_AMOUNT) })
                  : t('cashier.unavailable');
            } else {
              note =
                payMethod === 'QRIS'
                  ? t('cashier.qrisHint')
                  : t('cashier.walletHint', { method: t(`methods.${payMethod}`) });
            }
            return (
              <label
                key={payMethod}
                className={styles.method}
                data-available={String(available)}
                data-testid={`pay-method-${payMethod}`}
              >
                <input
                  type="radio"
                  name="payMethod"
                  value={payMethod}
                  className={styles.radio}
                  checked={selected === payMethod}
                  disabled={!available}
                  // Named by the method alone; why it is greyed, or how it pays, is its description.
                  aria-labelledby={nameId}
                  aria-describedby={noteId}
                  onChange={() => setChosen(payMethod)}
                />
                <PayMethodBadge method={payMethod} />
                <span className={styles.methodText}>
                  <span id={nameId} className={styles.methodName}>
                    {t(`methods.${payMethod}`)}
                  </span>
                  <span
                    id={noteId}
                    className={styles.methodNote}
                    data-testid={`pay-method-${payMethod}-note`}
                  >
                    {note}
                  </span>
                </span>
                <span className={styles.radioMark} aria-hidden="true" />
              </label>
            );
          })}
        </fieldset>
      </div>

      <div className={actionBar.bar}>
        <Button
          className={styles.payButton}
          color="primary"
          shape="rounded"
          size="large"
          block
          loading={paying}
          disabled={!selected}
          onClick={() => void pay()}
          data-testid="cashier-pay"
        >
          {t('cashier.pay')} {amount}
        </Button>
      </div>
    </>
  );
}

function CashierSkeleton() {
  return (
    <LoadingShape className={pageStyles.body} testId="cashier-skeleton">
      <div className={`${pageStyles.card} ${styles.summary}`}>
        <SkeletonBlock width="40%" height={14} />
        <SkeletonBlock width="60%" height={32} />
        <SkeletonBlock width="50%" height={14} />
      </div>
      <div className={pageStyles.card}>
        {Array.from({ length: 5 }, (_, index) => (
          <SkeletonBlock key={index} height={40} />
        ))}
      </div>
    </LoadingShape>
  );
}
