import {
  DELETION_CODE_LENGTH,
  DELETION_CONFIRM_DEBOUNCE_MS,
  OTP_RESEND_COUNTDOWN_MS,
  POST_SUCCESS_DELAY_MS,
} from '@lahap/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OneTimeCodeEntry } from '@/shared/auth/one-time-code-entry';
import { useResendCountdown } from '@/shared/auth/use-resend-countdown';
import { bridge } from '@/shared/bridge/bridge';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/session/session-store';
import { loadDialog } from '@/shared/ui/dialog';
import { NavBar } from '@/shared/ui/nav-bar';
import { showToast } from '@/shared/ui/toast';
import { confirmDeletion, sendDeletionCode } from '../api/deletion-api';
import { deletionErrorText } from './deletion-error-text';
import { DeletionGuard } from './deletion-guard';
import styles from './deletion-pages.module.css';

/** What the verify step hands over besides the processToken in the URL. */
export interface DeletionSubmitState {
  demoCode?: string;
  resendAfterSeconds?: number;
}

/** Without word from the verify step (a reload), the usual resend wait applies. */
const DEFAULT_RESEND_SECONDS = OTP_RESEND_COUNTDOWN_MS / 1000;

function handedOver(state: unknown): DeletionSubmitState {
  return typeof state === 'object' && state !== null ? (state as DeletionSubmitState) : {};
}

/** Step 2: the code, a confirm dialog, then the deletion and logout (spec §2). */
export default function DeletionSubmitPage() {
  const { t } = useTranslation('deletion');
  const [deleted, setDeleted] = useState(false);
  const body = (
    <main data-testid="deletion-submit-page">
      <NavBar title={t('accountDeletionSubmit', { ns: 'screens' })} />
      <SubmitBody onDeleted={() => setDeleted(true)} />
    </main>
  );
  // Once deleted, the session ends here on purpose; the guard must not race the redirect home.
  return deleted ? body : <DeletionGuard>{body}</DeletionGuard>;
}

function SubmitBody({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('deletion');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const processToken = searchParams.get('processToken') ?? '';
  const [code, setCode] = useState('');
  const [demoCode, setDemoCode] = useState(() => handedOver(location.state).demoCode ?? null);
  const [resendLeft, setResendLeft] = useResendCountdown(
    () => handedOver(location.state).resendAfterSeconds ?? DEFAULT_RESEND_SECONDS,
  );
  const [resending, setResending] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const counting = resendLeft > 0;

  const later = (run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  };

  const resend = async () => {
    if (counting || resending) return;
    setResending(true);
    try {
      const data = await sendDeletionCode();
      setDemoCode(data.demoCode ?? null);
      setResendLeft(data.resendAfterSeconds);
      setCode('');
      showToast(t('verify.sent'));
      // The new send supersedes the old token; replace so Back does not revive a dead one.
      const state: DeletionSubmitState = { demoCode: data.demoCode };
      void navigate(paths.accountDeletionSubmit.getHref({ processToken: data.processToken }), {
        replace: true,
        state,
      });
    } catch (caught) {
      showToast(deletionErrorText(caught, tCommon, t('verify.sendFailed')));
    } finally {
      setResending(false);
    }
  };

  const deleteAccount = async (close: () => void) => {
    try {
      await confirmDeletion(code, processToken);
    } catch (caught) {
      showToast(deletionErrorText(caught, tCommon));
      close();
      return;
    }
    close();
    showToast(t('submit.success'));
    later(() => {
      onDeleted();
      useSessionStore.getState().clear();
      void bridge.clearNativeUserId();
      // Nothing of the deleted user may show to the next one.
      queryClient.removeQueries({ queryKey: ['account'] });
      void navigate(paths.home.getHref(), { replace: true });
    }, POST_SUCCESS_DELAY_MS);
  };

  const openConfirm = async () => {
    const Dialog = await loadDialog();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const handler = Dialog.show({
      title: t('submit.confirmTitle'),
      content: t('submit.confirmContent'),
      closeOnAction: false,
      actions: [
        [
          {
            key: 'cancel',
            text: t('submit.cancel'),
            onClick: () => {
              clearTimeout(pending);
              handler.close();
            },
          },
          {
            key: 'confirm',
            text: t('submit.confirm'),
            bold: true,
            danger: true,
            // Repeated taps collapse into one deletion call (spec §5: debounced 500 ms).
            onClick: () => {
              clearTimeout(pending);
              pending = setTimeout(
                () => void deleteAccount(() => handler.close()),
                DELETION_CONFIRM_DEBOUNCE_MS,
              );
              timers.current.push(pending);
            },
          },
        ],
      ],
    });
  };

  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('submit.title')}</h2>
        <p className={styles.muted}>{t('submit.description', { length: DELETION_CODE_LENGTH })}</p>
        <OneTimeCodeEntry
          testId="deletion"
          length={DELETION_CODE_LENGTH}
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, ''))}
          demo={demoCode ? { title: t('demoCode', { code: demoCode }), note: t('demoNote') } : null}
          resendLeft={resendLeft}
          resendText={t('submit.resend')}
          resendInText={(seconds) => t('submit.resendIn', { seconds })}
          resendDisabled={resending}
          resendLoading={resending}
          onResend={() => void resend()}
        />
      </section>
      <div className={styles.actions}>
        <Button
          block
          color="danger"
          shape="rounded"
          size="large"
          disabled={code.length !== DELETION_CODE_LENGTH}
          onClick={() => void openConfirm()}
          data-testid="deletion-submit-next"
        >
          {t('submit.next')}
        </Button>
      </div>
    </>
  );
}
