import { formatDate, formatRupiah } from '@lahap/contract/format';
import type { InviteRewardItem } from '@lahap/contract/invitations/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { ButtonLink } from '@/shared/ui/button-link';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { PagedList } from '@/shared/ui/paged-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { ListSkeleton, SkeletonBlock } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { INVITATION_KEY, useInviteRewards, useInviteStatistics } from '../api/invitations';
import styles from '../components/invitation.module.css';

/**
 * My rewards (/platform/inviteFriends/myRewards): my invitation's statistics and each friend's
 * progress (spec §4 "Invitation progress"), newest first, with why one cannot complete.
 */
export default function MyRewardsPage() {
  const { t } = useTranslation(['invitations', 'screens']);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const queryClient = useQueryClient();
  useDocumentTitle(t('screens:myRewards'));
  return (
    <main className={styles.page} data-testid="my-rewards-page">
      <NavBar title={t('screens:myRewards')} />
      {loggedIn ? (
        <PullToRefresh onRefresh={() => queryClient.resetQueries({ queryKey: INVITATION_KEY })}>
          <div className={`${styles.cards} ${styles.cardsBelowBar}`}>
            <Statistics />
            <Friends />
          </div>
        </PullToRefresh>
      ) : (
        <LoginPromptCard
          title={t('rewards.loginTitle')}
          description={t('rewards.loginDescription')}
          onLogin={() => void requireLogin('invitation')}
        />
      )}
    </main>
  );
}

function Statistics() {
  const { t } = useTranslation('invitations');
  const query = useInviteStatistics(true);
  if (query.isPending) {
    return (
      <section className={styles.card} role="status" aria-busy="true">
        <SkeletonBlock height={120} radius="var(--lahap-radius-lg)" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className={styles.card}>
        <ErrorState compact onRetry={() => void query.refetch()} />
      </section>
    );
  }
  const stats = query.data;
  const figures = [
    { key: 'invited', value: String(stats.invitedCount) },
    { key: 'ordered', value: String(stats.orderedCount) },
    { key: 'rewarded', value: String(stats.rewardedCount) },
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="rewards-stats-title" data-testid="rewards-statistics">
      <h2 id="rewards-stats-title" className={styles.cardTitle}>
        {t('rewards.statsTitle')}
      </h2>
      <dl className={styles.stats}>
        {figures.map((figure) => (
          <div key={figure.key}>
            <dd className={styles.statValue} data-testid={`rewards-${figure.key}`}>
              {figure.value}
            </dd>
            <dt className={styles.statLabel}>{t(`rewards.${figure.key}`)}</dt>
          </div>
        ))}
      </dl>
      <dl className={styles.amounts}>
        <div>
          <dd className={styles.statValue} data-testid="rewards-earned">
            {formatRupiah(stats.earnedAmount)}
          </dd>
          <dt className={styles.statLabel}>{t('rewards.earned')}</dt>
        </div>
        <div>
          <dd className={styles.statValue} data-testid="rewards-pending">
            {formatRupiah(stats.pendingAmount)}
          </dd>
          <dt className={styles.statLabel}>{t('rewards.pending')}</dt>
        </div>
      </dl>
    </section>
  );
}

function Friends() {
  const { t } = useTranslation('invitations');
  const query = useInviteRewards(true);
  const friends = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className={styles.card} aria-labelledby="rewards-friends-title">
      <h2 id="rewards-friends-title" className={styles.cardTitle}>
        {t('rewards.listTitle')}
      </h2>
      <PagedList
        query={query}
        rowCount={friends.length}
        skeleton={<ListSkeleton rows={3} />}
        empty={
          <EmptyState
            title={t('rewards.emptyTitle')}
            description={t('rewards.emptyDescription')}
            action={<ButtonLink to={paths.invitationTheme.getHref()}>{t('rewards.inviteNow')}</ButtonLink>}
          />
        }
        loaderTestId="rewards-foot"
      >
        <ul className={styles.friends} data-testid="rewards-list">
          {friends.map((friend) => (
            <FriendRow key={friend.referralId} friend={friend} />
          ))}
        </ul>
      </PagedList>
    </section>
  );
}

function FriendRow({ friend }: { friend: InviteRewardItem }) {
  const { t } = useTranslation('invitations');
  const locale = useAppLocale();
  const unable = friend.status === 'UNABLE_TO_COMPLETE';
  return (
    <li className={styles.friend} data-testid="rewards-friend" data-status={friend.status}>
      {friend.headPortrait ? (
        <img className={styles.avatar} src={friend.headPortrait} alt="" width={40} height={40} />
      ) : (
        <span className={styles.avatar} aria-hidden="true" />
      )}
      <div>
        <p className={styles.friendName}>{friend.friendName}</p>
        <p className={styles.friendMeta}>
          {t('rewards.registeredAt', { date: formatDate(friend.registeredAt, locale) })}
        </p>
        <p className={styles.status} data-status={friend.status} data-testid="rewards-friend-status">
          {t(`rewards.status.${friend.status}`, {
            date: friend.holdUntil === null ? '' : formatDate(friend.holdUntil, locale),
          })}
          {unable && friend.reason && ` · ${t(`rewards.reason.${friend.reason}`)}`}
        </p>
      </div>
      <span className={styles.amount}>{unable ? '' : formatRupiah(friend.rewardAmount)}</span>
    </li>
  );
}
