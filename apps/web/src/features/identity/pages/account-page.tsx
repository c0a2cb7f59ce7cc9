import List from 'antd-mobile/es/components/list';
import {
  CouponOutline,
  EditSOutline,
  GiftOutline,
  GlobalOutline,
  HeartOutline,
  HistogramOutline,
  FileOutline,
  SetOutline,
  StarOutline,
} from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConsentSettingItem } from '@/shared/analytics/consent-setting';
import { requireLogin } from '@/shared/auth/login-gate';
import { isNativeApp } from '@/shared/bridge/bridge';
import { paths } from '@/shared/config/paths';
import { LanguagePickerItem } from '@/shared/i18n/language-picker';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useNewCouponsCheck } from '../api/use-new-coupons-check';
import { useUserInfo } from '../api/query-user-info';
import { DefaultAvatar } from '../components/default-avatar';
import { DeveloperMenuItem } from '../components/developer-menu-item';
import { DeveloperVersionLine } from '../components/developer-version-line';
import { CustomerServiceItem } from '../components/customer-service-item';
import { NotificationWarning } from '../components/notification-warning';
import { maskPhone } from '../model/phone';
import cardList from '@/shared/ui/card-list.module.css';
import styles from './account-page.module.css';

/** Spec §2: the invitation entry shows only in test or dev builds or inside the native app. */
function showInvitationTheme(): boolean {
  return import.meta.env.DEV || import.meta.env.MODE === 'test' || isNativeApp();
}

/**
 * The account tab: profile or a log-in prompt, the account menu (My coupons with a red dot
 * while new coupons wait), and the app version.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const hasNewCoupons = useUnreadStore((state) => state.accountCouponCount > 0);
  // The tab stays mounted while others show: it is on screen when the address is its own.
  useNewCouponsCheck(pathname === paths.homeTab.getHref('account'));

  const openMyCoupons = () => {
    // Going to the coupons is seeing the new ones: their dot and count clear.
    useUnreadStore.getState().clearCoupons();
    void navigate(paths.myCouponList.getHref());
  };

  return (
    <main data-testid="account-page">
      <NavBar
        title={t('title')}
        back="none"
        right={
          loggedIn && (
            <Link
              to={paths.settings.getHref()}
              className={styles.iconLink}
              aria-label={t('profile.settings')}
              data-testid="account-settings"
            >
              <SetOutline />
            </Link>
          )
        }
      />
      {loggedIn ? (
        <ProfileSummary />
      ) : (
        <LoginPromptCard
          title={t('loginPrompt.title')}
          description={t('loginPrompt.description')}
          onLogin={() => void requireLogin('account')}
        />
      )}
      <NotificationWarning />

      <List className={cardList.cardList} aria-label={t('menu.label')}>
        <List.Item
          prefix={<CouponOutline className={cardList.cardListIcon} />}
          extra={
            hasNewCoupons && (
              <span className={styles.dot} data-testid="my-coupons-dot">
                <span className="lahap-visually-hidden">{tCommon('tabs.unread')}</span>
              </span>
            )
          }
          onClick={openMyCoupons}
          data-testid="account-my-coupons"
        >
          {t('menu.myCoupons')}
        </List.Item>
        <List.Item
          prefix={<HeartOutline className={cardList.cardListIcon} />}
          onClick={() => void navigate(paths.favorites.getHref())}
          data-testid="account-favorites"
        >
          {t('menu.favorites')}
        </List.Item>
        <List.Item
          prefix={<StarOutline className={cardList.cardListIcon} />}
          onClick={() => void navigate(paths.winningRecords.getHref())}
          data-testid="account-lucky-draw"
        >
          {t('entry', { ns: 'lottery' })}
        </List.Item>
        {showInvitationTheme() && (
          <List.Item
            prefix={<GiftOutline className={cardList.cardListIcon} />}
            onClick={() => void navigate(paths.invitationTheme.getHref())}
            data-testid="account-invitation-theme"
          >
            {t('menu.invitationTheme')}
          </List.Item>
        )}
        <CustomerServiceItem iconClassName={cardList.cardListIcon} />
        <LanguagePickerItem prefix={<GlobalOutline className={cardList.cardListIcon} />} />
        <ConsentSettingItem prefix={<HistogramOutline className={cardList.cardListIcon} />} />
        <DeveloperMenuItem iconClassName={cardList.cardListIcon} />
      </List>

      <DeveloperVersionLine className={styles.version} />
    </main>
  );
}

function ProfileSummary() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { data: user, isPending, isError } = useUserInfo();
  const sessionUserId = useSessionStore((state) => state.tokenInfo?.userId ?? '');
  const userId = user?.userId ?? sessionUserId;

  useEffect(() => {
    if (isError) showToast(t('profile.loadFailed'));
  }, [isError, t]);

  const copyUserId = () => {
    navigator.clipboard
      .writeText(userId)
      .then(() => showToast(t('profile.copied')))
      .catch(() => showToast(t('profile.copyFailed')));
  };

  const name = user ? user.userName || maskPhone(user.phoneNo) : t('profile.defaultName');
  return (
    <section className={styles.profile} data-testid="account-profile">
      <span className={styles.avatar}>
        {user?.headPortrait ? (
          <img className={styles.avatarImage} src={user.headPortrait} alt={t('profile.avatarAlt')} />
        ) : (
          <DefaultAvatar />
        )}
      </span>
      <div className={styles.identity}>
        {isPending ? (
          <span role="status" aria-label={tCommon('states.loading')} className={styles.skeleton}>
            <SkeletonBlock width="60%" height={20} />
            <SkeletonBlock width="45%" height={14} />
          </span>
        ) : (
          <>
            <span className={styles.name} data-testid="account-name">
              {name}
            </span>
            <button
              type="button"
              className={styles.userId}
              onClick={copyUserId}
              aria-label={t('profile.copyUserId', { userId })}
              data-testid="account-user-id"
            >
              {t('profile.userId', { userId })}
              <FileOutline className={styles.copyIcon} />
            </button>
          </>
        )}
      </div>
      <Link
        to={paths.editProfile.getHref({ source: 'edit' })}
        className={styles.iconLink}
        aria-label={t('profile.edit')}
        data-testid="account-edit-profile"
      >
        <EditSOutline />
      </Link>
    </section>
  );
}
