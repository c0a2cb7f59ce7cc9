import { useQueryClient } from '@tanstack/react-query';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { CodeLoginForm, type PhoneInputProps } from '@/shared/auth/code-login-form';
import { useLastLoginStore } from '@/shared/auth/last-login';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
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

/** The antd field, with its clear button, as the sheet's phone field. */
function ClearablePhoneInput(props: PhoneInputProps) {
  return <Input {...props} clearable />;
}

function LoginForm() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const failureText = useFailureText();

  return (
    <CodeLoginForm
      login={{
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
          useLastLoginStore.setState({ userType: data.userType });
          void bridge.setNativeUserId(data.userId);
          void queryClient.invalidateQueries();
          closeLoginGate(true);
          void maybeShowFirstLoginPopup(data.userType, queryClient);
        },
        failureText,
        challengeFailedText: t('loginSheet.challengeFailed'),
      }}
      text={(key, values) => t(`loginSheet.${key}`, values)}
      classes={styles}
      headingLevel={2}
      PhoneInput={ClearablePhoneInput}
      footer={
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
      }
    />
  );
}
