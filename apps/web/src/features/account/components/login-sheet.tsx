import { DEFAULT_COUNTRY_CODE, OTP_LENGTH } from '@lahap/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { OneTimeCodeEntry } from '@/shared/auth/one-time-code-entry';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { nationalNumber } from '@/shared/auth/phone';
import { useCodeLogin } from '@/shared/auth/use-code-login';
import { bridge } from '@/shared/bridge/bridge';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/session/session-store';
import { fetchChallenge } from '../api/check-slider';
import { loginWithCode } from '../api/login';
import { sendLoginCode } from '../api/send-code';
import { maybeShowFirstLoginPopup } from '../pages/edit-profile-first-login';
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

function LoginForm() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const failureText = useFailureText();
  const login = useCodeLogin({
    sendCode: (phoneNo, challengeToken) => sendLoginCode({ phoneNo, challengeToken }),
    fetchChallenge,
    logIn: async (phoneNo, verificationCode) => {
      const data = await loginWithCode({
        phoneNo,
        verificationCode,
        inviteCode: searchParams.get('inviteCode') ?? undefined,
        shareMethod: searchParams.get('shareType') ?? undefined,
      });
      useSessionStore.getState().setTokens(data);
      void bridge.setNativeUserId(data.userId);
      void queryClient.invalidateQueries();
      closeLoginGate(true);
      void maybeShowFirstLoginPopup(data.userType, queryClient);
    },
    failureText,
    challengeFailedText: t('loginSheet.challengeFailed'),
  });
  const { busy, error } = login;

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
        login.submitPhone();
      }}
    >
      {login.step === 'phone' ? (
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
              value={login.phone}
              onChange={login.typePhone}
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
            disabled={!login.phoneComplete || busy !== null}
            loading={busy !== null}
            loadingText={busy === 'verifying' ? t('loginSheet.verifying') : t('loginSheet.sending')}
            data-testid="login-get-code"
          >
            {t('loginSheet.getCode')}
          </Button>
        </>
      ) : (
        <>
          <h2 className={styles.title}>{t('loginSheet.codeTitle')}</h2>
          <p className={styles.subtitle}>
            {t('loginSheet.codeSentTo', {
              countryCode: DEFAULT_COUNTRY_CODE,
              phone: nationalNumber(login.phone),
            })}{' '}
            <button
              type="button"
              className={styles.textButton}
              onClick={login.changePhone}
              data-testid="login-change-phone"
            >
              {t('loginSheet.changePhone')}
            </button>
          </p>
          <OneTimeCodeEntry
            testId="login"
            length={OTP_LENGTH}
            {...login.codeEntry}
            demo={
              login.demoCode
                ? {
                    title: t('loginSheet.demoCode', { code: login.demoCode }),
                    note: t('loginSheet.demoNote'),
                  }
                : null
            }
            resendText={t('loginSheet.resend')}
            resendInText={(seconds) => t('loginSheet.resendIn', { seconds })}
          >
            {errorLine}
            {busy === 'loggingIn' && (
              <p className={styles.verifying} role="status">
                {t('loginSheet.loggingIn')}
              </p>
            )}
          </OneTimeCodeEntry>
        </>
      )}
      {busy === 'verifying' && (
        <p className={styles.verifying} role="status" data-testid="login-verifying">
          {t('loginSheet.verifying')}
        </p>
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
