import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { staffPaths } from '../app/staff-paths';
import { LanguageButton } from '../components/language-button';
import loginStyles from '../pages/login-page.module.css';
import { fetchTeamReport, lastDays } from './team-report';
import { startTeamSession, useTeamSession } from './team-session';
import styles from './team.module.css';

/**
 * The team's sign-in: the team's admin token, checked by asking for today's report with it before
 * it is kept. A refused token shows the server's message (1012001); the token then stays in the
 * field to be corrected.
 */
export function TeamLoginPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const signedIn = useTeamSession((state) => state.token !== null);
  const refused = useTeamSession((state) => state.refused);
  const failureText = useFailureText({ messageWhenSilent: true });
  const [token, setToken] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();

  if (signedIn) return <Navigate to={staffPaths.team} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = token.trim();
    if (typed === '' || checking) return;
    setChecking(true);
    setProblem(null);
    try {
      await fetchTeamReport(lastDays(1), undefined, typed);
      startTeamSession(typed);
      void navigate(staffPaths.team, { replace: true });
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setChecking(false);
    }
  };

  const notice = problem ?? refused;
  return (
    <main className={loginStyles.page}>
      <header className={loginStyles.top}>
        <span className={loginStyles.brand}>{t('team.brand')}</span>
        <LanguageButton />
      </header>
      <form className={loginStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <h1 className={loginStyles.title}>{t('team.signIn.title')}</h1>
        <p className={loginStyles.subtitle}>{t('team.signIn.subtitle')}</p>
        {notice && (
          <p className={loginStyles.notice} role="alert" id={problemId} data-testid="team-sign-in-problem">
            {notice}
          </p>
        )}
        <label className={styles.fieldLabel} htmlFor={fieldId}>
          {t('team.signIn.tokenLabel')}
        </label>
        <input
          id={fieldId}
          className={styles.tokenInput}
          type="password"
          autoComplete="current-password"
          spellCheck={false}
          value={token}
          placeholder={t('team.signIn.tokenPlaceholder')}
          aria-invalid={problem !== null}
          aria-describedby={notice ? problemId : undefined}
          onChange={(event) => setToken(event.target.value)}
          data-testid="team-token"
        />
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          block
          loading={checking}
          loadingText={t('team.signIn.checking')}
          disabled={token.trim() === ''}
          data-testid="team-sign-in"
        >
          {t('team.signIn.submit')}
        </Button>
        <p className={styles.hint}>{t('team.signIn.hint')}</p>
      </form>
    </main>
  );
}
