import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requireLogin } from '@/shared/auth/login-gate';
import { paths } from '@/shared/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { ErrorState } from '@/shared/ui/error-state';
import { hasInAppHistory } from '@/shared/ui/history';
import { NavBar } from '@/shared/ui/nav-bar';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { useUserInfo } from '../api/query-user-info';
import { EditProfileForm } from './edit-profile-form';
import styles from './edit-profile-page.module.css';

const ACCOUNT_TAB = paths.homeTab.getHref('account');

/** `/platform/editProfile?source=edit`: the logged-in user's profile form (spec §2). */
export default function EditProfilePage() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const { data: user, isError, refetch } = useUserInfo();

  const leave = () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(ACCOUNT_TAB, { replace: true });
  };

  // A visitor is asked to log in; one who declines goes back where they came from.
  useEffect(() => {
    if (loggedIn) return;
    void requireLogin('editProfile').then((nowLoggedIn) => {
      if (!nowLoggedIn) void navigate(ACCOUNT_TAB, { replace: true });
    });
  }, [loggedIn, navigate]);

  return (
    <main className={styles.page} data-testid="edit-profile-page">
      <NavBar title={t('editProfile.title')} onBack={leave} />
      {user ? (
        <EditProfileForm user={user} onSaved={leave} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <div className={styles.loading} role="status" aria-label={tCommon('states.loading')}>
          <SkeletonBlock width={88} height={88} radius="50%" />
          <SkeletonBlock width="100%" height={120} radius={12} />
        </div>
      )}
    </main>
  );
}
