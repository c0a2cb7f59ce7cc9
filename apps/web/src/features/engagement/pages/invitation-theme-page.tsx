import { formatRupiah } from '@lahap/contract/format';
import type { InviteConfigData } from '@lahap/contract/invitations/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { copyText } from '@/shared/share/share';
import { ErrorState } from '@/shared/ui/error-state';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useInviteConfig, useInviteDetail } from '../api/invitations';
import { InvitationShare } from '../components/invitation-share';
import styles from '../components/invitation.module.css';

/**
 * The invitation theme (/platform/inviteFriends/invitationTheme): what both sides get, my code
 * and the four ways to share it, how it works and its rules. Logged out, a login prompt takes
 * the place of the code.
 */
export default function InvitationThemePage() {
  const { t } = useTranslation(['invitations', 'screens']);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const config = useInviteConfig();
  useDocumentTitle(t('screens:invitationTheme'));
  const rewards = config.data;

  return (
    <main className={styles.page} data-testid="invitation-theme-page">
      <NavBar title={t('screens:invitationTheme')} />
      <section className={styles.hero} aria-labelledby="invite-hero-title">
        <h1 id="invite-hero-title" className={styles.heroTitle}>
          {t('theme.heroTitle')}
        </h1>
        {rewards && (
          <p className={styles.heroBody} data-testid="invite-hero-body">
            {t('theme.heroBody', {
              invitee: formatRupiah(rewards.inviteeReward.amount),
              inviter: formatRupiah(rewards.inviterReward.amount),
            })}
          </p>
        )}
      </section>
      <div className={styles.cards}>
        {loggedIn ? (
          <MyInvitation config={rewards} />
        ) : (
          <LoginPromptCard
            title={t('theme.loginTitle')}
            description={t('theme.loginDescription')}
            onLogin={() => void requireLogin('invitation')}
          />
        )}
        {config.isError ? (
          <ErrorState compact onRetry={() => void config.refetch()} />
        ) : (
          <HowItWorks config={rewards} />
        )}
      </div>
    </main>
  );
}

function MyInvitation({ config }: { config: InviteConfigData | undefined }) {
  const { t } = useTranslation('invitations');
  const detail = useInviteDetail(true);

  if (detail.isPending) {
    return (
      <section className={styles.card} role="status" aria-busy="true">
        <SkeletonBlock height={150} radius="var(--lahap-radius-lg)" />
      </section>
    );
  }
  if (detail.isError) {
    return (
      <section className={styles.card}>
        <ErrorState compact onRetry={() => void detail.refetch()} />
      </section>
    );
  }
  const { inviteCode, inviteLink, posterUrl, invitedCount, rewardedCount } = detail.data;
  const copyCode = async () => {
    showToast((await copyText(inviteCode)) ? t('theme.codeCopied') : t('share.copyFailed'));
  };
  return (
    <section className={styles.card} aria-labelledby="invite-code-label" data-testid="invite-my-code">
      <div className={styles.codeRow}>
        <div>
          <p id="invite-code-label" className={styles.codeLabel}>
            {t('theme.codeLabel')}
          </p>
          <p className={styles.code} data-testid="invite-code">
            {inviteCode}
          </p>
        </div>
        <Button size="small" shape="rounded" onClick={() => void copyCode()} data-testid="invite-copy-code">
          {t('theme.copyCode')}
        </Button>
      </div>
      <h2 className={`${styles.cardTitle} ${styles.shareTitle}`}>{t('theme.shareTitle')}</h2>
      <InvitationShare
        inviteCode={inviteCode}
        inviteLink={inviteLink}
        posterUrl={posterUrl}
        subject={t('theme.shareSubject')}
        message={t('theme.shareMessage', {
          code: inviteCode,
          amount: config ? formatRupiah(config.inviteeReward.amount) : '',
        })}
      />
      <p className={styles.counts}>
        <span data-testid="invite-counts">
          {t('theme.invited', { count: invitedCount, rewarded: rewardedCount })}
        </span>
        <Link className={styles.link} to={paths.myRewards.getHref()} data-testid="invite-my-rewards-link">
          {t('theme.myRewards')}
        </Link>
      </p>
    </section>
  );
}

function HowItWorks({ config }: { config: InviteConfigData | undefined }) {
  const { t } = useTranslation('invitations');
  return (
    <>
      <section className={styles.card} aria-labelledby="invite-steps-title">
        <h2 id="invite-steps-title" className={styles.cardTitle}>
          {t('theme.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('theme.step1')}</li>
          <li>{t('theme.step2')}</li>
          <li>{t('theme.step3')}</li>
          <li>{t('theme.step4', { hours: config?.holdHours ?? 24 })}</li>
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="invite-rules-title">
        <h2 id="invite-rules-title" className={styles.cardTitle}>
          {t('theme.rulesTitle')}
        </h2>
        <ul className={styles.rules}>
          <li>{t('theme.rule1')}</li>
          <li>{t('theme.rule2')}</li>
          <li>{t('theme.rule3')}</li>
          {config && <li>{t('theme.rule4', { daily: config.dailyCap, total: config.totalCap })}</li>}
        </ul>
      </section>
    </>
  );
}
