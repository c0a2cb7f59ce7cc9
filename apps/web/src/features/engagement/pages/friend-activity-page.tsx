import { SHARE_TYPES } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import { INVITE_REWARD_HOLD_MS } from '@lahap/contract/invitations/rules';
import { pickText } from '@lahap/contract/locale';
import Button from 'antd-mobile/es/components/button';
import { UserOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useLastLoginStore } from '@/shared/auth/last-login';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { reportError } from '@/shared/monitoring/monitor';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { ButtonLink } from '@/shared/ui/button-link';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useInviteQuery } from '../api/invitations';
import styles from '../components/invitation.module.css';

const CATEGORY = 'invitation-landing';
const HOUR_MS = 3_600_000;

/**
 * The friend invitation landing (/platform/inviteFriends/friendActivity?inviteCode&shareType),
 * outside the shared layout (spec §2): the inviter's avatar and name, and Accept, which logs in
 * with the code kept; then a new friend (REGISTER) reads that they joined and an existing one
 * (LOGIN) that they are an old friend (spec §4). Without a code it goes home; a failed query is
 * reported and goes home (spec §8); an unknown shareType is reported as tampering and ignored.
 */
export default function FriendActivityPage() {
  const [searchParams] = useSearchParams();
  const inviteCode = searchParams.get('inviteCode')?.trim() || null;
  const shareType = searchParams.get('shareType');
  useReportTampering(shareType);
  if (!inviteCode) return <Navigate to={paths.home.getHref()} replace />;
  return <Landing inviteCode={inviteCode} />;
}

/** Spec §5: a shareType outside the four known values is reported, once, and does not block. */
function useReportTampering(shareType: string | null): void {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || shareType === null) return;
    if ((SHARE_TYPES as readonly string[]).includes(shareType)) return;
    reported.current = true;
    reportError(new Error(`invitation landing: unknown shareType ${shareType.slice(0, 32)}`), {
      page: window.location.pathname,
      category: CATEGORY,
    });
  }, [shareType]);
}

type Outcome = 'joined' | 'oldFriend' | null;

function Landing({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation(['invitations', 'screens']);
  const locale = useAppLocale();
  const navigate = useNavigate();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const query = useInviteQuery(inviteCode);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useDocumentTitle(t('screens:friendActivity'));

  useEffect(() => {
    if (!query.isError) return;
    reportError(query.error, { page: window.location.pathname, category: CATEGORY });
    void navigate(paths.home.getHref(), { replace: true });
  }, [query.isError, query.error, navigate]);

  const accept = async () => {
    if (!(await requireLogin('invitation'))) return;
    setOutcome(useLastLoginStore.getState().userType === 'REGISTER' ? 'joined' : 'oldFriend');
  };

  if (query.isPending || query.isError) {
    return (
      <main className={styles.landing} role="status" aria-busy="true" data-testid="friend-activity-page">
        <p className={styles.brand}>Lahap</p>
        <SkeletonBlock height={280} radius="var(--lahap-radius-xxl)" />
      </main>
    );
  }
  const { inviterInfo, inviteConfigInfo } = query.data;
  const background = pickText(inviteConfigInfo.inviteeBackgroundImage, locale);
  const reward = inviteConfigInfo.inviteeReward.amount;
  return (
    <main
      className={styles.landing}
      data-image={Boolean(background)}
      style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
      data-testid="friend-activity-page"
    >
      <p className={styles.brand}>Lahap</p>
      <section className={styles.inviter} aria-labelledby="landing-inviter">
        {inviterInfo.headPortrait ? (
          <img
            className={styles.inviterAvatar}
            src={inviterInfo.headPortrait}
            alt=""
            width={72}
            height={72}
          />
        ) : (
          <span className={`${styles.inviterAvatar} ${styles.avatarInitial}`} aria-hidden="true">
            <UserOutline />
          </span>
        )}
        <h1 id="landing-inviter" className={styles.inviterLine} data-testid="landing-inviter">
          {t('landing.invites', { name: inviterInfo.userName })}
        </h1>
        <p className={styles.offer}>
          {reward > 0 ? t('landing.offer', { amount: formatRupiah(reward) }) : t('landing.offerPlain')}
        </p>
        {outcome && (
          <p
            className={styles.outcome}
            data-kind={outcome === 'joined' ? 'new' : 'old'}
            role="status"
            data-testid="landing-outcome"
          >
            {outcome === 'joined' ? t('landing.success') : t('landing.oldFriend')}
          </p>
        )}
        {!outcome && loggedIn && (
          <p className={styles.offer} data-testid="landing-logged-in">
            {t('landing.loggedIn')}
          </p>
        )}
        <div className={styles.actions}>
          {!outcome && !loggedIn && (
            <Button
              color="primary"
              shape="rounded"
              size="large"
              block
              onClick={() => void accept()}
              data-testid="landing-accept"
            >
              {t('landing.accept')}
            </Button>
          )}
          {(outcome !== null || loggedIn) && inviteConfigInfo.adjustUrl && (
            <Button
              shape="rounded"
              size="large"
              block
              onClick={() => void openApp(inviteConfigInfo.adjustUrl, navigate)}
              data-testid="landing-open-app"
            >
              {t('landing.openApp')}
            </Button>
          )}
          {(outcome !== null || loggedIn) && (
            <ButtonLink to={paths.home.getHref()} testId="landing-browse">
              {t('landing.browse')}
            </ButtonLink>
          )}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="landing-steps-title">
        <h2 id="landing-steps-title" className={styles.cardTitle}>
          {t('landing.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('landing.step1')}</li>
          <li>{t('landing.step2')}</li>
          <li>{t('landing.step3', { hours: INVITE_REWARD_HOLD_MS / HOUR_MS })}</li>
        </ol>
      </section>
    </main>
  );
}

/** The app's deep link: an in-app path navigates here, anything else opens outside. */
async function openApp(url: string, navigate: ReturnType<typeof useNavigate>): Promise<void> {
  if (url.startsWith('/')) await navigate(url);
  else await openExternalUrl(url);
}
