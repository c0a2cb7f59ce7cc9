import { WEB_CLIENT_VERSION } from '@lahap/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import {
  DeleteOutline,
  FileOutline,
  GlobalOutline,
  HistogramOutline,
  InformationCircleOutline,
  LockOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ConsentSettingItem } from '@/shared/analytics/consent-setting';
import { bridge } from '@/shared/bridge/bridge';
import { paths } from '@/shared/config/paths';
import { LanguagePickerItem } from '@/shared/i18n/language-picker';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { loadDialog } from '@/shared/ui/dialog';
import { NavBar } from '@/shared/ui/nav-bar';
import { logoutOnServer } from '../api/logout';
import cardList from '@/shared/ui/card-list.module.css';
import styles from './settings-page.module.css';

const ACCOUNT_TAB = paths.homeTab.getHref('account');

/** Settings: language, analytics, app version, the legal pages and logging out. Logged-in users only. */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const [loggingOut, setLoggingOut] = useState(false);

  if (!loggedIn && !loggingOut) return <Navigate to={ACCOUNT_TAB} replace />;

  const logout = async () => {
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      content: t('settings.logoutConfirm'),
      confirmText: t('settings.logoutConfirmOk'),
      cancelText: t('actions.cancel', { ns: 'common' }),
    });
    if (!confirmed) return;
    setLoggingOut(true);
    await logoutOnServer();
    useSessionStore.getState().clear();
    void bridge.clearNativeUserId();
    // Nothing of the last user may show to the next one.
    queryClient.removeQueries({ queryKey: ['account'] });
    void navigate(ACCOUNT_TAB, { replace: true });
  };

  return (
    <main data-testid="settings-page">
      <NavBar title={t('settings.title')} />
      <List className={cardList.cardList}>
        <LanguagePickerItem prefix={<GlobalOutline className={cardList.cardListIcon} />} />
        <ConsentSettingItem prefix={<HistogramOutline className={cardList.cardListIcon} />} />
        <List.Item
          prefix={<FileOutline className={cardList.cardListIcon} />}
          onClick={() => void navigate(paths.loginProtocol.getHref())}
        >
          {t('settings.terms')}
        </List.Item>
        <List.Item
          prefix={<LockOutline className={cardList.cardListIcon} />}
          onClick={() => void navigate(paths.privacyPolicy.getHref())}
        >
          {t('settings.privacy')}
        </List.Item>
        <List.Item
          prefix={<InformationCircleOutline className={cardList.cardListIcon} />}
          extra={WEB_CLIENT_VERSION}
          data-testid="settings-version"
        >
          {t('settings.version')}
        </List.Item>
        <List.Item
          prefix={<DeleteOutline className={cardList.cardListIcon} />}
          onClick={() => void navigate(paths.accountDeletionDeclaration.getHref())}
          data-testid="settings-delete-account"
        >
          {t('entry', { ns: 'deletion' })}
        </List.Item>
      </List>
      <div className={styles.actions}>
        <Button
          block
          shape="rounded"
          size="large"
          loading={loggingOut}
          onClick={() => void logout()}
          data-testid="settings-logout"
        >
          {t('settings.logout')}
        </Button>
      </div>
    </main>
  );
}
