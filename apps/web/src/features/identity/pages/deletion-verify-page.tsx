import { POST_SUCCESS_DELAY_MS } from '@lahap/contract/constants';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DemoCodeHint } from '@/shared/auth/one-time-code-entry';
import { paths } from '@/shared/config/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { showToast } from '@/shared/ui/toast';
import { fetchDeletionPhoneInfo, sendDeletionCode } from '../api/deletion-api';
import { deletionErrorText } from './deletion-error-text';
import { DeletionScreen } from './deletion-guard';
import type { DeletionSubmitState } from './deletion-submit-page';
import styles from './deletion-pages.module.css';

/** Step 1: the user's own number and a get-code button (spec §2). */
export default function DeletionVerifyPage() {
  const { t } = useTranslation('deletion');
  return (
    <DeletionScreen title={t('accountDeletionVerify', { ns: 'screens' })} testId="deletion-verify-page">
      <VerifyBody />
    </DeletionScreen>
  );
}

function VerifyBody() {
  const { t } = useTranslation('deletion');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const phone = useQuery({ queryKey: ['account', 'deletion-phone'], queryFn: fetchDeletionPhoneInfo });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const getCode = async () => {
    if (sending || sent) return;
    setSending(true);
    try {
      const data = await sendDeletionCode();
      setSent(true);
      setDemoCode(data.demoCode ?? null);
      showToast(t('verify.sent'));
      // The tip (and demo code) stay readable for a moment before the next step.
      timer.current = setTimeout(() => {
        const state: DeletionSubmitState = {
          demoCode: data.demoCode,
          resendAfterSeconds: data.resendAfterSeconds,
        };
        void navigate(paths.accountDeletionSubmit.getHref({ processToken: data.processToken }), { state });
      }, POST_SUCCESS_DELAY_MS);
    } catch (caught) {
      showToast(deletionErrorText(caught, tCommon, t('verify.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  if (phone.isPending) return <Spinner />;
  if (phone.isError) return <ErrorState onRetry={() => void phone.refetch()} />;

  return (
    <>
      <section className={styles.card}>
        <p className={styles.muted}>{t('verify.description')}</p>
        <p className={styles.phone} data-testid="deletion-phone">
          +{phone.data.countryCode} {phone.data.phoneNo}
        </p>
        {sent && (
          <p className={styles.muted} role="status" data-testid="deletion-sent-tip">
            {t('verify.sent')}
          </p>
        )}
        {demoCode && (
          <DemoCodeHint
            title={t('demoCode', { code: demoCode })}
            note={t('demoNote')}
            testId="deletion-demo-code"
          />
        )}
      </section>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={sending}
          disabled={sent}
          onClick={() => void getCode()}
          data-testid="deletion-get-code"
        >
          {t('verify.getCode')}
        </Button>
      </div>
    </>
  );
}
