import { ERROR_CODES } from '@lahap/contract/errors';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { RedeemTarget } from '@lahap/contract/redemption/counter-schemas';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CheckCircleIcon, CrossCircleIcon } from '@/shared/ui/icons';
import { NavBar } from '@/shared/ui/nav-bar';
import { Spinner } from '@/shared/ui/spinner';
import { codeOfRouteState, staffPaths } from '../app/staff-paths';
import layout from '../components/staff-page.module.css';
import type { StaffSession } from '../model/staff-session';
import { useStaffSession } from '../model/staff-session';
import { useRedeemFlow, type Redeemed, type Refusal } from '../model/use-redeem-flow';
import styles from './redeem-page.module.css';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** What the server says the code is: name, kind, worth, state, until when, whose. */
function TargetCard({ target }: { target: RedeemTarget }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const statusKey = target.kind === 'VOUCHER' ? 'voucherStatus' : 'couponStatus';
  return (
    <section className={styles.card} data-testid="redeem-target">
      <span className={styles.kind}>{t(`kind.${target.kind}`)}</span>
      <h2 className={styles.name} data-testid="redeem-name">
        {pickText(target.name, locale)}
      </h2>
      <dl className={styles.facts}>
        <Fact
          label={target.kind === 'VOUCHER' ? t('result.paid') : t('result.discount')}
          testId="redeem-amount"
        >
          {formatRupiah(target.amount)}
        </Fact>
        <Fact label={t('result.status')} testId="redeem-status">
          {t(`${statusKey}.${target.status}` as `voucherStatus.VALID`)}
        </Fact>
        <Fact label={t('result.validUntil')}>{formatDateTime(target.validUntil, locale)}</Fact>
        <Fact label={t('result.customer')} testId="redeem-customer">
          {t('result.customerHint', { hint: target.customerHint })}
        </Fact>
      </dl>
    </section>
  );
}

/** Why the server will not redeem it here, in the console's words. */
function BlockNote({ target }: { target: RedeemTarget }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const text =
    target.block === 'USED' && target.usedTime
      ? t('block.usedAt', {
          time: formatDateTime(target.usedTime, locale),
          place: pickText(target.usedPlaceName, locale) || t('block.somewhere'),
        })
      : t(`block.${target.block ?? 'NOT_VALID'}`);
  return (
    <p className={styles.block} role="alert" data-testid="redeem-block">
      {text}
    </p>
  );
}

function RefusedView({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation(['staff', 'common']);
  let text: string;
  let expired = false;
  switch (refusal.source) {
    case 'server':
      text = refusal.message || t('common:apiErrors.generic');
      expired = refusal.code === ERROR_CODES.REDEEM_CODE_EXPIRED;
      break;
    case 'offline':
      text = t(`staff:offline.${refusal.reason}`);
      expired = refusal.reason === 'expired';
      break;
    case 'storage':
      text = t('staff:refused.storage');
      break;
    case 'unexpected':
      text = t('common:apiErrors.generic');
      break;
  }
  return (
    <section className={styles.outcome} role="alert" data-testid="redeem-refused">
      <CrossCircleIcon className={styles.refusedIcon} />
      <h2 className={styles.outcomeTitle}>{t('staff:refused.title')}</h2>
      <p className={styles.outcomeText} data-testid="redeem-refused-text">
        {text}
      </p>
      {expired && (
        <p className={styles.askCurrent} data-testid="redeem-ask-current">
          {t('staff:refused.askCurrent')}
        </p>
      )}
      {refusal.source === 'offline' && refusal.reason !== 'typedOffline' && (
        <p className={styles.quiet}>{t('staff:offline.checkedOffline')}</p>
      )}
    </section>
  );
}

function DoneView({ redeemed }: { redeemed: Redeemed }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  return (
    <section
      className={styles.outcome}
      role="status"
      data-testid="redeem-done"
      data-offline={String(redeemed.offline)}
    >
      <CheckCircleIcon className={styles.doneIcon} />
      <h2 className={styles.outcomeTitle}>{t('done.title')}</h2>
      <p className={styles.name}>{pickText(redeemed.name, locale)}</p>
      <p className={styles.quiet}>
        {t(`kind.${redeemed.kind}`)}
        {redeemed.amount !== null && ` · ${formatRupiah(redeemed.amount)}`}
      </p>
      <p className={styles.outcomeText} data-testid="redeem-done-time">
        {t('done.at', { time: formatDateTime(redeemed.at, locale) })}
      </p>
      {redeemed.offline && (
        <p className={styles.willSync} data-testid="redeem-will-sync">
          {t('done.willSync')}
        </p>
      )}
    </section>
  );
}

function RedeemView({ code, session }: { code: string; session: StaffSession }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const navigate = useNavigate();
  const { flow, confirming, confirm } = useRedeemFlow(code, session);

  const confirmButton = (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      loading={confirming}
      disabled={confirming}
      onClick={() => void confirm()}
      data-testid="redeem-confirm"
    >
      {t('result.confirm')}
    </Button>
  );

  let body: ReactNode;
  switch (flow.step) {
    case 'checking':
      body = (
        <div className={styles.checking} role="status" data-testid="redeem-checking">
          <Spinner />
          {t('result.checking')}
        </div>
      );
      break;
    case 'online':
      body = (
        <>
          <TargetCard target={flow.target} />
          {flow.unanswered && (
            <p className={styles.block} role="alert" data-testid="redeem-unanswered">
              {t('offline.typedNoAnswer')}
            </p>
          )}
          {flow.target.redeemable ? confirmButton : <BlockNote target={flow.target} />}
        </>
      );
      break;
    case 'offline':
      body = (
        <>
          <section className={styles.card} data-testid="redeem-offline">
            <span className={styles.offlineBadge}>{t('offline.checkedOffline')}</span>
            <span className={styles.kind}>{t(`kind.${flow.check.kind === 'V' ? 'VOUCHER' : 'COUPON'}`)}</span>
            <h2 className={styles.name} data-testid="redeem-name">
              {pickText(flow.check.itemName, locale)}
            </h2>
            <p className={styles.quiet}>
              {flow.why === 'noAnswer' ? t('offline.noAnswer') : t('offline.noNetwork')}
            </p>
          </section>
          {confirmButton}
        </>
      );
      break;
    case 'refused':
      body = <RefusedView refusal={flow.refusal} />;
      break;
    case 'done':
      body = <DoneView redeemed={flow.redeemed} />;
      break;
  }

  const finished = flow.step === 'done' || flow.step === 'refused';
  return (
    <div className={layout.page}>
      <NavBar title={t('result.title')} onBack={() => void navigate(staffPaths.counter, { replace: true })} />
      <main className={layout.main}>
        {body}
        {finished && (
          <div className={styles.next}>
            <Button
              block
              color={flow.step === 'done' ? 'primary' : 'default'}
              size="large"
              shape="rounded"
              onClick={() => void navigate(staffPaths.scan, { replace: true })}
              data-testid="redeem-scan-next"
            >
              {flow.step === 'done' ? t('done.scanNext') : t('refused.scanAgain')}
            </Button>
            <Button
              block
              size="large"
              shape="rounded"
              onClick={() => void navigate(staffPaths.counter, { replace: true })}
              data-testid="redeem-back"
            >
              {t('result.backToCounter')}
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}

/** The result of a scanned or typed code, opened with it in the location state. */
export function RedeemPage() {
  const location = useLocation();
  const code = codeOfRouteState(location.state);
  const session = useStaffSession((state) => state.session);
  if (!code || !session) return <Navigate to={staffPaths.counter} replace />;
  // A new code starts a new check, never the last one's result.
  return <RedeemView key={`${location.key}:${code}`} code={code} session={session} />;
}
