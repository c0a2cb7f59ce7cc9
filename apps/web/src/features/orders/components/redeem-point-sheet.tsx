import { REDEEM_POINT_RADIUS_M } from '@lahap/contract/constants';
import { pickText } from '@lahap/contract/locale';
import type { RedeemAtPointData, Voucher } from '@lahap/contract/orders/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { CloseIcon } from '@/shared/ui/icons';
import { redeemAtPoint } from '../api/order-actions';
import { ORDERS_KEY } from '../api/order-detail';
import { formatDateTime } from '../model/format-time';
import { readRedeemPosition } from '../model/redeem-position';
import styles from './sheets.module.css';
import voucherStyles from './vouchers.module.css';

export interface RedeemPointSheetProps {
  /** The physical voucher to redeem; null while the sheet is closed. */
  voucher: Voucher | null;
  onClose: () => void;
}

/**
 * Redeeming a physical voucher at a redemption point or store (spec §5 "Physical vouchers"), in
 * two deliberate steps, since a redemption cannot be undone: first the customer says they are
 * there and the app reads where they stand (location permission needed), then they confirm this
 * voucher. The server checks the distance; "too far" comes back in its own words.
 */
export function RedeemPointSheet({ voucher, onClose }: RedeemPointSheetProps) {
  return (
    <Popup
      visible={voucher !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetStyles.sheet}
      destroyOnClose
    >
      {voucher && <RedeemSteps key={voucher.voucherId} voucher={voucher} onClose={onClose} />}
    </Popup>
  );
}

type Step =
  | { kind: 'intro' }
  | { kind: 'locating' }
  | { kind: 'confirm'; lat: number; lng: number }
  | { kind: 'redeeming'; lat: number; lng: number }
  | { kind: 'done'; result: RedeemAtPointData }
  | { kind: 'failed'; message: string };

function RedeemSteps({ voucher, onClose }: { voucher: Voucher; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const name = t('voucher.name', { number: voucher.unitNo });

  const locate = async () => {
    setStep({ kind: 'locating' });
    const position = await readRedeemPosition();
    if (position.ok) setStep({ kind: 'confirm', lat: position.lat, lng: position.lng });
    else {
      setStep({
        kind: 'failed',
        message: t(
          position.reason === 'permission' ? 'redeemPoint.permissionNeeded' : 'redeemPoint.noLocation',
        ),
      });
    }
  };

  const redeem = async (lat: number, lng: number) => {
    setStep({ kind: 'redeeming', lat, lng });
    try {
      const result = await redeemAtPoint(voucher.voucherId, lat, lng);
      setStep({ kind: 'done', result });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    } catch (error) {
      setStep({ kind: 'failed', message: failureText(error) });
    }
  };

  let body;
  switch (step.kind) {
    case 'intro':
    case 'locating':
      body = (
        <>
          <p className={styles.text}>{t('redeemPoint.intro', { radius: REDEEM_POINT_RADIUS_M })}</p>
          <p className={styles.warning}>{t('redeemPoint.cannotUndo')}</p>
          <Button
            block
            color="primary"
            shape="rounded"
            loading={step.kind === 'locating'}
            onClick={() => void locate()}
            data-testid="redeem-point-locate"
          >
            {t('redeemPoint.imHere')}
          </Button>
        </>
      );
      break;
    case 'confirm':
    case 'redeeming':
      body = (
        <>
          <p className={styles.text}>{t('redeemPoint.confirm', { name })}</p>
          <p className={styles.warning}>{t('redeemPoint.cannotUndo')}</p>
          <div className={styles.buttons}>
            <Button
              block
              shape="rounded"
              onClick={onClose}
              disabled={step.kind === 'redeeming'}
              data-testid="redeem-point-cancel"
            >
              {t('redeemPoint.notNow')}
            </Button>
            <Button
              block
              color="primary"
              shape="rounded"
              loading={step.kind === 'redeeming'}
              onClick={() => void redeem(step.lat, step.lng)}
              aria-label={t('redeemPoint.redeemLabel', { name })}
              data-testid="redeem-point-confirm"
            >
              {t('redeemPoint.redeem')}
            </Button>
          </div>
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <p className={styles.error} role="alert" data-testid="redeem-point-error">
            {step.message}
          </p>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void locate()}
            data-testid="redeem-point-retry"
          >
            {t('redeemPoint.retry')}
          </Button>
        </>
      );
      break;
    case 'done':
      body = (
        <>
          <p className={voucherStyles.redeemed} role="status" data-testid="redeem-point-done">
            <span className={voucherStyles.redeemedTitle}>{t('voucher.redeemedTitle', { name })}</span>
            <span>
              {t('voucher.usedAt', {
                time: formatDateTime(step.result.usedTime, locale),
                place: pickText(step.result.placeName, locale),
              })}
            </span>
          </p>
          <Button block color="primary" shape="rounded" onClick={onClose} data-testid="redeem-point-close">
            {t('redeemPoint.done')}
          </Button>
        </>
      );
      break;
  }

  return (
    <section aria-labelledby={titleId} data-testid="redeem-point-sheet" data-step={step.kind}>
      <div className={sheetStyles.header}>
        <h2 id={titleId} className={sheetStyles.title}>
          {t('redeemPoint.title')}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${sheetStyles.close}`}
          aria-label={t('redeemPoint.close')}
          onClick={onClose}
          data-testid="redeem-point-close-icon"
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.content}>{body}</div>
    </section>
  );
}
