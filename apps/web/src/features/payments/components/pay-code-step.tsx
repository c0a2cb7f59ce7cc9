import { sandboxPayPagePath } from '@lahap/contract/payments/paths';
import type { PayCreateData } from '@lahap/contract/payments/schemas';
import type { PaymentStatus } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getClientConfig } from '@/shared/config/client-config';
import pageStyles from '@/shared/ui/card-page.module.css';
import { ErrorState } from '@/shared/ui/error-state';
import { loadDialog } from '@/shared/ui/dialog';
import { NavBar } from '@/shared/ui/nav-bar';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { StatusView } from '@/shared/ui/status-view';
import { showToast } from '@/shared/ui/toast';
import { CookingIllustration } from '@/shared/ui/illustrations/cooking-illustration';
import buttons from '@/shared/ui/button.module.css';
import { NoOpenChargeError, useCharge, usePayStatus } from '../api/pay-queries';
import { payFailureOf } from '../model/pay-failure';
import { cashierHref, type PayPageQuery } from '../model/pay-query';
import { usePayCallbacks } from '../model/use-pay-callbacks';
import styles from './pay.module.css';
import { PayCountdown } from './pay-countdown';
import { PayMethodBadge } from '@/shared/payments/pay-method-badge';
import { QrisCode } from '@/shared/payments/qris-code';

/**
 * The pay code (spec §2 "Pay code page"): the open charge as a QRIS code or a link into the
 * e-wallet, its expiry, and the payment's live state, asked every PAY_STATUS_POLL_MS. Paid, it
 * moves on to purchase success; closed, to the order detail. The back arrow asks whether the
 * customer has finished paying before letting them leave.
 */
export function PayCodeStep({ query }: { query: PayPageQuery }) {
  const { t } = useTranslation('pay');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId } = query;
  const status = usePayStatus(orderId);
  const { refetch: refetchStatus } = status;
  const recheck = useCallback(() => {
    void refetchStatus().then((result) => {
      if (result.data?.payStatus === 'WAIT_PAY') showToast(t('code.notYet'));
    });
  }, [refetchStatus, t]);
  const callbacks = usePayCallbacks(orderId, recheck);
  const payStatus = status.data?.payStatus;
  // A failed status ask does not hold the code back: the next poll tells the state.
  const charge = useCharge(queryClient, orderId, query.box, payStatus === 'WAIT_PAY' || status.isError);
  const chargeFailure =
    charge.error instanceof NoOpenChargeError
      ? 'noCharge'
      : charge.isError
        ? payFailureOf(charge.error)
        : null;
  // The moment the shown code expired, by its paymentId; a new code starts afresh.
  const [expiredId, setExpiredId] = useState<string | null>(null);

  useEffect(() => {
    if (payStatus === 'PAY_SUCCESS' || chargeFailure === 'paid') callbacks.onSuccess();
    else if (payStatus === 'CLOSE' || chargeFailure === 'closed') callbacks.onFailure();
  }, [payStatus, chargeFailure, callbacks]);

  const askLeave = async () => {
    const Dialog = await loadDialog();
    const handler = Dialog.show({
      title: t('confirm.title'),
      content: t('confirm.content'),
      closeOnMaskClick: true,
      actions: [
        [
          {
            key: 'back',
            text: t('confirm.back'),
            onClick: () => {
              handler.close();
              callbacks.onConfirmBack();
            },
          },
          {
            key: 'go',
            text: t('confirm.go'),
            bold: true,
            onClick: () => {
              handler.close();
              callbacks.onConfirmGo();
            },
          },
        ],
      ],
    });
  };

  const toCashier = () => void navigate(cashierHref(query), { replace: true });
  const waiting = payStatus !== 'PAY_SUCCESS' && payStatus !== 'CLOSE';

  let body;
  if (charge.isPending || chargeFailure === 'paid' || chargeFailure === 'closed') {
    body = <PayCodeSkeleton />;
  } else if (
    chargeFailure === 'noCharge' ||
    (charge.data && expiredId === charge.data.paymentId && waiting)
  ) {
    body = (
      <StatusView
        illustration={CookingIllustration}
        title={t('code.expiredTitle')}
        description={t('code.expiredDescription')}
        role="alert"
        actions={
          <Button color="primary" shape="rounded" onClick={toCashier} data-testid="pay-code-new">
            {t('code.newCode')}
          </Button>
        }
        testId="pay-code-expired"
      />
    );
  } else if (charge.isError) {
    body = (
      <ErrorState
        title={t('cashier.loadFailedTitle')}
        description={t('cashier.loadFailedDescription')}
        onRetry={() => void charge.refetch()}
      />
    );
  } else {
    const { paymentId } = charge.data;
    body = (
      <ChargeView
        charge={charge.data}
        status={payStatus ?? 'WAIT_PAY'}
        onExpire={() => {
          setExpiredId(paymentId);
          void refetchStatus();
        }}
        onCheck={recheck}
      />
    );
  }

  return (
    <>
      <NavBar title={t('payPage', { ns: 'screens' })} onBack={() => void askLeave()} />
      {body}
    </>
  );
}

interface ChargeViewProps {
  charge: PayCreateData;
  status: PaymentStatus;
  onExpire: () => void;
  onCheck: () => void;
}

function ChargeView({ charge, status, onExpire, onCheck }: ChargeViewProps) {
  const { t } = useTranslation('pay');
  const method = t(`methods.${charge.payMethod}`);
  const amount = formatRupiah(charge.amount);
  const demo = getClientConfig().demo === true;
  const waiting = status === 'WAIT_PAY';

  return (
    <div className={pageStyles.body}>
      <section className={`${pageStyles.card} ${styles.summary}`} aria-labelledby="pay-code-method">
        <h2 id="pay-code-method" className={styles.chargeHead}>
          <PayMethodBadge method={charge.payMethod} />
          {t('code.payWith', { method })}
        </h2>
        <p className={styles.amount} data-testid="pay-code-amount">
          {amount}
        </p>
        {waiting && (
          <PayCountdown
            deadline={Date.parse(charge.expiresAt)}
            label={t('code.expiresIn')}
            onEnd={onExpire}
            testId="pay-code-expiry"
          />
        )}
      </section>

      <section className={`${pageStyles.card} ${styles.code}`} data-testid="pay-code-charge">
        {charge.payMethod === 'QRIS' && charge.qrisPayload ? (
          <>
            <QrisCode payload={charge.qrisPayload} label={t('code.qrLabel', { amount })} />
            <p className={styles.hint}>{t('code.qrisHint')}</p>
          </>
        ) : (
          charge.redirectUrl && (
            <>
              <p className={styles.hint}>{t('code.walletHint', { method })}</p>
              {/* Same tab: the e-wallet (or the sandbox bank) sends the customer back here. */}
              <a
                href={charge.redirectUrl}
                className={`${buttons.button} ${buttons.primary} ${styles.walletLink}`}
                data-testid="pay-code-open-wallet"
              >
                {t('code.openWallet', { method })}
              </a>
            </>
          )
        )}
        <p className={styles.status} role="status" data-status={status} data-testid="pay-code-status">
          {waiting && <Spinner />}
          {status === 'PAY_SUCCESS' ? t('code.paid') : t('code.waiting')}
        </p>
        {waiting && (
          <Button color="primary" fill="none" onClick={onCheck} data-testid="pay-code-check">
            {t('code.check')}
          </Button>
        )}
      </section>

      {demo && waiting && (
        <aside className={styles.demo} data-testid="pay-code-demo">
          <span className={styles.demoBadge}>{t('code.demoBadge')}</span>
          <span>{t('code.demoNote')}</span>
          <a
            className={styles.demoLink}
            href={sandboxPayPagePath(charge.paymentId)}
            data-testid="pay-code-sandbox"
          >
            {t('code.demoLink')}
          </a>
        </aside>
      )}
    </div>
  );
}

function PayCodeSkeleton() {
  return (
    <LoadingShape className={pageStyles.body} testId="pay-code-skeleton">
      <div className={`${pageStyles.card} ${styles.summary}`}>
        <SkeletonBlock width="50%" height={16} />
        <SkeletonBlock width="60%" height={32} />
      </div>
      <div className={`${pageStyles.card} ${styles.code}`}>
        <SkeletonBlock width={232} height={232} radius="var(--lahap-radius-md)" />
      </div>
    </LoadingShape>
  );
}
