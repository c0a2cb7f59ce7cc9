import { DEFAULT_COUNTRY_CODE, OTP_LENGTH } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { SendCodeData } from '@lahap/contract/identity/schemas';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { failureToastText } from '@/shared/api-client/failure-toast';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { bridge } from '@/shared/bridge/bridge';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/session/session-store';
import { fetchChallenge } from '../api/check-slider';
import { loginWithCode } from '../api/login';
import { sendLoginCode } from '../api/send-code';
import { cleanPhoneInput, isPhoneComplete, nationalNumber } from '../model/phone';
import { solveChallengeToken } from '../model/solve-challenge';
import { maybeShowFirstLoginPopup } from '../pages/edit-profile-first-login';
import codeEntry from './code-entry.module.css';
import { DemoCodeHint } from './demo-code-hint';
import styles from './login-sheet.module.css';

/** The legal pages open over the sheet; it hides meanwhile and comes back as it was. */
const LEGAL_PATHS: readonly string[] = [paths.loginProtocol.getHref(), paths.privacyPolicy.getHref()];

/** The bottom sheet every login-gated action opens (spec §2 "login/register with OTP"). */
export default function LoginSheet() {
  const { t } = useTranslation('account');
  const open = useLoginGateStore((state) => state.open);
  const requestId = useLoginGateStore((state) => state.requestId);
  const { pathname } = useLocation();
  const onLegalPage = LEGAL_PATHS.includes(pathname);

  return (
    <Popup
      visible={open && !onLegalPage}
      onMaskClick={() => closeLoginGate(false)}
      bodyClassName={styles.sheet}
      aria-label={t('loginSheet.title')}
    >
      <div data-testid="login-sheet">
        <button
          type="button"
          className={styles.close}
          aria-label={t('loginSheet.close')}
          onClick={() => closeLoginGate(false)}
          data-testid="login-sheet-close"
        >
          <CloseOutline />
        </button>
        {/* A new request starts from an empty form rather than the last visitor's attempt. */}
        <LoginForm key={requestId} />
      </div>
    </Popup>
  );
}

type Busy = 'sending' | 'verifying' | 'loggingIn' | null;

function LoginForm() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
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

  const errorText = (caught: unknown): string => {
    const generic = tCommon('apiErrors.generic');
    if (!isApiRequestError(caught)) return generic;
    const messages = {
      network: tCommon('apiErrors.network'),
      timeout: tCommon('apiErrors.timeout'),
      rateLimit: tCommon('apiErrors.rateLimit'),
      generic,
    };
    return failureToastText(caught, messages) ?? generic;
  };

  /** Asks for a code; when the server wants proof of a human first, solves it and asks again. */
  const requestCode = async () => {
    if (busy) return;
    setError(null);
    setBusy('sending');
    try {
      let data: SendCodeData;
      try {
        data = await sendLoginCode({ phoneNo: phone });
      } catch (caught) {
        if (!isApiRequestError(caught) || caught.code !== ERROR_CODES.CHALLENGE_REQUIRED) throw caught;
        setBusy('verifying');
        const token = await solveChallengeToken(await fetchChallenge());
        if (!token) {
          setError(t('loginSheet.challengeFailed'));
          return;
        }
        setBusy('sending');
        data = await sendLoginCode({ phoneNo: phone, challengeToken: token });
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
      const data = await loginWithCode({
        phoneNo: phone,
        verificationCode,
        inviteCode: searchParams.get('inviteCode') ?? undefined,
        shareMethod: searchParams.get('shareType') ?? undefined,
      });
      useSessionStore.getState().setTokens(data);
      void bridge.setNativeUserId(data.userId);
      void queryClient.invalidateQueries();
      closeLoginGate(true);
      void maybeShowFirstLoginPopup(data.userType, queryClient);
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
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 'phone' && isPhoneComplete(phone)) void requestCode();
      }}
    >
      {step === 'phone' ? (
        <>
          <h2 className={styles.title}>{t('loginSheet.title')}</h2>
          <p className={styles.subtitle}>{t('loginSheet.subtitle')}</p>
          <label className={styles.phoneField}>
            <span className={styles.prefix}>+{DEFAULT_COUNTRY_CODE}</span>
            <Input
              className={styles.phoneInput}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-label={t('loginSheet.phoneLabel')}
              placeholder={t('loginSheet.phonePlaceholder')}
              value={phone}
              onChange={(value) => setPhone(cleanPhoneInput(value))}
              clearable
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
            className={styles.primary}
            disabled={!isPhoneComplete(phone) || busy !== null}
            loading={busy !== null}
            loadingText={busy === 'verifying' ? t('loginSheet.verifying') : t('loginSheet.sending')}
            data-testid="login-get-code"
          >
            {t('loginSheet.getCode')}
          </Button>
          {busy === 'verifying' && (
            <p className={styles.verifying} role="status" data-testid="login-verifying">
              {t('loginSheet.verifying')}
            </p>
          )}
        </>
      ) : (
        <>
          <h2 className={styles.title}>{t('loginSheet.codeTitle')}</h2>
          <p className={styles.subtitle}>
            {t('loginSheet.codeSentTo', { countryCode: DEFAULT_COUNTRY_CODE, phone: nationalNumber(phone) })}{' '}
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setStep('phone');
                setError(null);
              }}
              data-testid="login-change-phone"
            >
              {t('loginSheet.changePhone')}
            </button>
          </p>
          {demoCode && (
            <DemoCodeHint
              title={t('loginSheet.demoCode', { code: demoCode })}
              note={t('loginSheet.demoNote')}
              testId="login-demo-code"
            />
          )}
          <PasscodeInput
            className={codeEntry.code}
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
            <p className={styles.verifying} role="status">
              {t('loginSheet.loggingIn')}
            </p>
          )}
          <Button
            fill="none"
            color="primary"
            className={codeEntry.resend}
            disabled={counting || busy !== null}
            loading={busy === 'sending' || busy === 'verifying'}
            onClick={() => void requestCode()}
            data-testid="login-resend"
          >
            {counting ? t('loginSheet.resendIn', { seconds: resendLeft }) : t('loginSheet.resend')}
          </Button>
          {busy === 'verifying' && (
            <p className={styles.verifying} role="status" data-testid="login-verifying">
              {t('loginSheet.verifying')}
            </p>
          )}
        </>
      )}
      <p className={styles.agreement}>
        <Trans
          t={t}
          i18nKey="loginSheet.agreement"
          components={{
            terms: <Link to={paths.loginProtocol.getHref()} data-testid="login-terms-link" />,
            privacy: <Link to={paths.privacyPolicy.getHref()} data-testid="login-privacy-link" />,
          }}
        />
      </p>
    </form>
  );
}
