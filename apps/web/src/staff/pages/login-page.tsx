import { DEFAULT_COUNTRY_CODE, OTP_LENGTH } from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { OneTimeCodeEntry } from '@/shared/auth/one-time-code-entry';
import { nationalNumber } from '@/shared/auth/phone';
import { useCodeLogin } from '@/shared/auth/use-code-login';
import { fetchChallenge } from '../api/check-slider';
import { sendStaffCode } from '../api/send-code';
import { staffLogin } from '../api/staff-login';
import { prepareCounter } from '../app/staff-services';
import { staffPaths } from '../app/staff-paths';
import { LanguageButton } from '../components/language-button';
import { sessionExpired, startStaffSession, useStaffSession, type SessionEnd } from '../model/staff-session';
import styles from './login-page.module.css';

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
  // The server's own message even where the customer app would stay silent: the console has no
  // login prompt of the customer app's to speak for a session code.
  const failureText = useFailureText({ messageWhenSilent: true });
  const login = useCodeLogin({
    sendCode: sendStaffCode,
    fetchChallenge,
    logIn: async (phone, verificationCode) => {
      startStaffSession(await staffLogin(phone, verificationCode));
      // The kit (for offline checks) and anything left to sync from an earlier shift.
      void prepareCounter();
    },
    failureText,
    challengeFailedText: t('login.challengeFailed'),
  });
  const { busy, error } = login;

  if (session && !sessionExpired(session)) return <Navigate to={staffPaths.counter} replace />;

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
          login.submitPhone();
        }}
      >
        {ended && <EndNotice ended={ended} />}
        {login.step === 'phone' ? (
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
                value={login.phone}
                onChange={(event) => login.typePhone(event.target.value)}
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
              disabled={!login.phoneComplete || busy !== null}
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
              {t('login.codeSentTo', {
                countryCode: DEFAULT_COUNTRY_CODE,
                phone: nationalNumber(login.phone),
              })}{' '}
              <button
                type="button"
                className={styles.textButton}
                onClick={login.changePhone}
                data-testid="login-change-phone"
              >
                {t('login.changePhone')}
              </button>
            </p>
            <OneTimeCodeEntry
              testId="login"
              length={OTP_LENGTH}
              {...login.codeEntry}
              demo={
                login.demoCode
                  ? {
                      title: t('login.demoCode', { code: login.demoCode }),
                      note: t('login.demoNote'),
                    }
                  : null
              }
              resendText={t('login.resend')}
              resendInText={(seconds) => t('login.resendIn', { seconds })}
            >
              {errorLine}
              {busy === 'loggingIn' && (
                <p className={styles.busy} role="status">
                  {t('login.loggingIn')}
                </p>
              )}
            </OneTimeCodeEntry>
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
