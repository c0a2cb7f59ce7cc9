import { PAY_METHODS, type PayMethod } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import type { BillPayData, BillShare } from '@lahap/contract/ordering/schemas';
import { sandboxPayPagePath } from '@lahap/contract/payments/paths';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getClientConfig } from '@/shared/config/client-config';
import buttons from '@/shared/ui/button.module.css';
import { countdownParts } from '@/shared/ui/countdown';
import { ErrorState } from '@/shared/ui/error-state';
import { QrCode } from '@/shared/ui/qr-code';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { useCountdown } from '@/shared/ui/use-countdown';
import { openWallet } from '../model/open-wallet';
import { orderingKeys } from '../model/query-keys';
import { methodFor, rememberMethod } from '../model/share-method';
import { useChangeShareMethod } from '../model/use-pay-share';
import { useShareCharge } from '../model/use-share-charge';
import type { TableContext } from '../model/use-table-calls';
import { ShareStatusLine } from './counter-card';
import { PayMethods } from './pay-methods';
import styles from './pay.module.css';

const QR_SIZE_PX = 232;

export interface ChargeCardProps {
  share: BillShare & { payMethod: PayMethod };
  billId: string;
  context: TableContext;
}

/**
 * A share this phone is paying by QRIS or an e-wallet: its amount, the QRIS code to scan (or the
 * way into the e-wallet), the time left, and its status, a live region that turns to paid when
 * the table's stream or the polling brings the bill back with the share paid.
 */
export function ChargeCard({ share, billId, context }: ChargeCardProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  const paid = share.status === 'PAID';
  const method = t(`method.${share.payMethod}`);
  return (
    <section
      aria-labelledby={titleId}
      className={styles.counterCard}
      data-status={share.status}
      data-method={share.payMethod}
      data-testid="ordering-charge-card"
    >
      <h3 id={titleId} className={styles.counterTitle}>
        {t('chargeCard.title', { method })}
      </h3>
      <p className={styles.counterAmount} data-testid="ordering-charge-amount">
        {formatRupiah(share.amount)}
      </p>
      {!paid && <OpenCharge share={share} billId={billId} context={context} method={method} />}
      <ShareStatusLine
        status={share.status}
        text={t(paid ? 'chargeCard.paid' : 'chargeCard.waiting')}
        testId="ordering-charge-status"
      />
    </section>
  );
}

function OpenCharge({ share, billId, context, method }: ChargeCardProps & { method: string }) {
  const { t } = useTranslation('ordering');
  const charge = useShareCharge(context.seat, billId, share);
  if (charge.isPending)
    return <SkeletonBlock width={QR_SIZE_PX} height={QR_SIZE_PX} radius="var(--lahap-radius-md)" />;
  if (charge.isError) return <ErrorState compact onRetry={() => void charge.refetch()} />;
  const { data } = charge;
  const amount = formatRupiah(share.amount);
  return (
    <>
      {data.qrisPayload ? (
        <>
          <QrCode
            text={data.qrisPayload}
            size={QR_SIZE_PX}
            label={t('chargeCard.qrLabel', { amount })}
            testId="ordering-qris-code"
          />
          <p className={styles.counterShow}>{t('chargeCard.qrisHint')}</p>
        </>
      ) : (
        data.redirectUrl && (
          <a
            href={data.redirectUrl}
            className={`${buttons.button} ${buttons.primary}`}
            data-testid="ordering-open-wallet"
          >
            {t('chargeCard.openWallet', { method })}
          </a>
        )
      )}
      {data.expiresAt && <ChargeCountdown expiresAt={data.expiresAt} context={context} />}
      <ChangeMethod share={share} billId={billId} context={context} />
      {getClientConfig().demo === true && data.paymentId && (
        <a
          className={styles.counterNumber}
          href={sandboxPayPagePath(data.paymentId)}
          data-testid="ordering-sandbox-link"
        >
          {t('chargeCard.demoLink')}
        </a>
      )}
    </>
  );
}

/** The time left to pay; once it ran out the bill is fetched again (the share is given up). */
function ChargeCountdown({ expiresAt, context }: { expiresAt: string; context: TableContext }) {
  const { t } = useTranslation('ordering');
  const queryClient = useQueryClient();
  const left = useCountdown(Date.parse(expiresAt), () => {
    void queryClient.invalidateQueries({ queryKey: orderingKeys.table(context.seat.tableSessionId) });
  });
  const [hours, minutes, seconds] = countdownParts(left);
  if (left === 0) {
    return (
      <p className={styles.counterNumber} data-testid="ordering-charge-expired">
        {t('chargeCard.expired')}
      </p>
    );
  }
  return (
    <p className={styles.counterNumber} data-testid="ordering-charge-expiry">
      {t('chargeCard.expiresIn')}{' '}
      <span role="timer" aria-label={t('chargeCard.timer', { hours, minutes, seconds })}>
        {hours === '00' ? '' : `${hours}:`}
        {minutes}:{seconds}
      </span>
    </p>
  );
}

/** Pays the same share another way: the new charge replaces the open one (`bill/share/pay`). */
function ChangeMethod({ share, billId, context }: ChargeCardProps) {
  const { t } = useTranslation('ordering');
  const { change, changing } = useChangeShareMethod(context);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PayMethod>(share.payMethod);
  const next = methodFor(chosen, share.amount);
  if (!open) {
    return (
      <Button fill="none" color="primary" onClick={() => setOpen(true)} data-testid="ordering-change-method">
        {t('chargeCard.change')}
      </Button>
    );
  }
  const confirm = async () => {
    if (next === 'COUNTER' || next === share.payMethod) return;
    const data: BillPayData | null = await change({ billId, shareId: share.shareId, payMethod: next });
    if (!data) return;
    rememberMethod(context.seat.tableSessionId, next);
    if (data.redirectUrl) openWallet(data.redirectUrl);
    setOpen(false);
  };
  return (
    <div className={styles.stack} data-testid="ordering-change-methods">
      <PayMethods
        value={next}
        onChange={(method) => method !== 'COUNTER' && setChosen(method)}
        amount={share.amount}
        methods={PAY_METHODS}
        disabled={changing}
        name={`ordering-change-method-${share.shareId}`}
      />
      <Button
        color="primary"
        shape="rounded"
        block
        loading={changing}
        disabled={changing || next === share.payMethod || next === 'COUNTER'}
        onClick={() => void confirm()}
        data-testid="ordering-change-confirm"
      >
        {t('paySheet.confirmWith', { method: t(`method.${next}`) })}
      </Button>
    </div>
  );
}
