import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bridge, isNativeApp } from '@/shared/bridge/bridge';
import type { PermissionState } from '@/shared/bridge/bridge-types';
import { showToast } from '@/shared/ui/toast';
import styles from './notification-warning.module.css';

const PUSH_PERMISSION_KEY = ['native', 'push-permission'] as const;

/** The push permission, or null when the shell could not say (then the warning stays hidden). */
async function readPushPermission(): Promise<PermissionState | null> {
  const result = await bridge.checkPushPermission();
  return result.code === 0 ? result.data.state : null;
}

/**
 * Spec §2: inside the native app, a warning when push notifications are off, so a customer
 * does not miss a claimed coupon or an order update. Read again whenever the app comes back
 * into view, because the usual fix happens in the phone's settings.
 */
export function NotificationWarning() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { data: permission } = useQuery({
    queryKey: PUSH_PERMISSION_KEY,
    queryFn: readPushPermission,
    enabled: isNativeApp(),
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

  if (permission !== 'denied' && permission !== 'prompt') return null;

  const turnOn = async () => {
    const result = await bridge.requestPushPermission();
    const state = result.code === 0 ? result.data.state : null;
    queryClient.setQueryData(PUSH_PERMISSION_KEY, state);
    if (state !== 'granted') showToast(t('notifications.openSettings'));
  };

  return (
    <section className={styles.warning} role="status" data-testid="notification-warning">
      <div className={styles.text}>
        <strong>{t('notifications.title')}</strong>
        <span>{t('notifications.description')}</span>
      </div>
      <button type="button" className={styles.action} onClick={() => void turnOn()}>
        {t('notifications.turnOn')}
      </button>
    </section>
  );
}
