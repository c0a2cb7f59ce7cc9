import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { CodeLoginForm } from '@/shared/auth/code-login-form';
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

  if (session && !sessionExpired(session)) return <Navigate to={staffPaths.counter} replace />;

  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>{t('staff:appName')}</span>
        <LanguageButton />
      </header>
      <CodeLoginForm
        login={{
          sendCode: sendStaffCode,
          fetchChallenge,
          logIn: async (phone, verificationCode) => {
            startStaffSession(await staffLogin(phone, verificationCode));
            // The kit (for offline checks) and anything left to sync from an earlier shift.
            void prepareCounter();
          },
          failureText,
          challengeFailedText: t('login.challengeFailed'),
        }}
        text={(key, values) => t(`login.${key}`, values)}
        classes={styles}
        headingLevel={1}
        notice={ended && <EndNotice ended={ended} />}
      />
    </main>
  );
}
