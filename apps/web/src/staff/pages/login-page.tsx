import { DEFAULT_COUNTRY_CODE, OTP_LENGTH } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { SendCodeData } from '@lahap/contract/identity/schemas';
import Button from 'antd-mobile/es/components/button';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { failureToastText } from '@/shared/api-client/failure-toast';
import { fetchChallenge } from '../api/check-slider';
import { sendStaffCode } from '../api/send-code';
import { staffLogin } from '../api/staff-login';
import { prepareCounter } from '../app/staff-services';
import { staffPaths } from '../app/staff-paths';
import { LanguageButton } from '../components/language-button';
import { cleanPhoneInput, isPhoneComplete, nationalNumber } from '../model/phone';
import { solveChallengeToken } from '../model/solve-challenge';
import { sessionExpired, startStaffSession, useStaffSession, type SessionEnd } from '../model/staff-session';
import styles from './login-page.module.css';

type Busy = 'sending' | 'verifying' | 'loggingIn' | null;

/** Why the last shift ended, said once above the form. */
function EndNotice({ ended }: { ended: SessionEnd }) {
  const { t } = useTranslation('staff');
  if (ended.reason === 'loggedOut') return null;
  const text = ended.reason === 'expired' ? t('login.expired') : ended.message;
  const detail = ended.reason === 'expired' && ended.message ? ended.message : null;
  return (
    <p className={styles.notice} role="alert" data-testid="login-ended">
      {text}
      {detail && <span className={styles.noticeDetail}>{detail}</span>}
    </p>
  );
}

/**
 * The staff login: a phone with the fixed +62 prefix, the one-time code customers get (with the
 * proof of work the server may ask for first), then the code. Refusals show the server's message
 * (1006001: not a store's staff; 1001004: wrong code).
 */
export function LoginPage() {
  const { t } = useTranslation(['staff', 'common']);
  const session = useStaffSession((state) => state.session);
  const ended = useStaffSession((state) => state.ended);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [resendLeft, setResendLeft] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const counting = resendLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setResendLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  if (session && !sessionExpired(session)) return <Navigate to={staffPaths.counter} replace />;

  const errorText = (caught: unknown): string => {
    const generic = t('common:apiErrors.generic');
    if (!isApiRequestError(caught)) return generic;
    const messages = {
      network: t('common:apiErrors.network'),
      timeout: t('common:apiErrors.timeout'),
      rateLimit: t('common:apiErrors.rateLimit'),
      generic,
    };
    return failureToastText(caught, messages) ?? caught.message ?? generic;
  };

  /** Asks for a code; when the server wants proof of a human first, solves it and asks again. */
  const requestCode = async () => {
    if (busy) return;
    setError(null);
    setBusy('sending');
    try {
      let data: SendCodeData;
      try {
        data = await sendStaffCode(phone);
      } catch (caught) {
        if (!isApiRequestError(caught) || caught.code !== ERROR_CODES.CHALLENGE_REQUIRED) throw caught;
        setBusy('verifying');
        const token = await solveChallengeToken(await fetchChallenge());
        if (!token) {
          setError(t('login.challengeFailed'));
          return;
        }
        setBusy('sending');
        data = await sendStaffCode(phone, token);
      }
      setDemoCode(data.demoCode ?? null);
      setResendLeft(data.resendAfterSeconds);
      setCode('');
      setStep('code');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (verificationCode: string) => {
    if (busy) return;
    setError(null);
    setBusy('loggingIn');
    try {
      const data = await staffLogin(phone, verificationCode);
      startStaffSession(data);
      // The kit (for offline checks) and anything left to sync from an earlier shift.
      void prepareCounter();
    } catch (caught) {
      setError(errorText(caught));
      setCode('');
    } finally {
      setBusy(null);
    }
  };

  const errorLine = error && (
    <p className={styles.error} role="alert" data-testid="login-error">
      {error}
    </p>
  );

  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>{t('staff:appName')}</span>
        <LanguageButton />
      </header>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'phone' && isPhoneComplete(phone)) void requestCode();
        }}
      >
        {ended && <EndNotice ended={ended} />}
        {step === 'phone' ? (
          <>
            <h1 className={styles.title}>{t('login.title')}</h1>
            <p className={styles.subtitle}>{t('login.subtitle')}</p>
            <label className={styles.phoneField}>
              <span className={styles.prefix}>+{DEFAULT_COUNTRY_CODE}</span>
              <input
                className={styles.phoneInput}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                aria-label={t('login.phoneLabel')}
                placeholder={t('login.phonePlaceholder')}
                value={phone}
                onChange={(event) => setPhone(cleanPhoneInput(event.target.value))}
                data-testid="login-phone-input"
              />
            </label>
            {errorLine}
            <Button
              type="submit"
              block
              color="primary"
              shape="rounded"
              size="large"
              disabled={!isPhoneComplete(phone) || busy !== null}
              loading={busy !== null}
              loadingText={busy === 'verifying' ? t('login.verifying') : t('login.sending')}
              data-testid="login-get-code"
            >
              {t('login.getCode')}
            </Button>
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t('login.codeTitle')}</h1>
            <p className={styles.subtitle}>
              {t('login.codeSentTo', { countryCode: DEFAULT_COUNTRY_CODE, phone: nationalNumber(phone) })}{' '}
              <button
                type="button"
                className={styles.textButton}
                onClick={() => {
                  setStep('phone');
                  setError(null);
                }}
                data-testid="login-change-phone"
              >
                {t('login.changePhone')}
              </button>
            </p>
            {demoCode && (
              <div className={styles.demo} data-testid="login-demo-code">
                <strong>{t('login.demoCode', { code: demoCode })}</strong>
                <span>{t('login.demoNote')}</span>
              </div>
            )}
            <PasscodeInput
              className={styles.code}
              length={OTP_LENGTH}
              plain
              seperated
              value={code}
              error={error !== null}
              onChange={(value) => {
                setCode(value.replace(/\D/g, ''));
                if (value) setError(null);
              }}
              onFill={(value) => void submit(value)}
              data-testid="login-code-input"
            />
            {errorLine}
            {busy === 'loggingIn' && (
              <p className={styles.busy} role="status">
                {t('login.loggingIn')}
              </p>
            )}
            <Button
              fill="none"
              color="primary"
              className={styles.resend}
              disabled={counting || busy !== null}
              loading={busy === 'sending' || busy === 'verifying'}
              onClick={() => void requestCode()}
              data-testid="login-resend"
            >
              {counting ? t('login.resendIn', { seconds: resendLeft }) : t('login.resend')}
            </Button>
          </>
        )}
        {busy === 'verifying' && (
          <p className={styles.busy} role="status" data-testid="login-verifying">
            {t('login.verifying')}
          </p>
        )}
      </form>
    </main>
  );
}
