import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConnectivity, useNetworkStore } from '@/shared/network/network-store';
import { PlainButton } from '@/shared/ui/plain-button';
import { StatusView } from '@/shared/ui/status-view';
import { showToast } from '@/shared/ui/toast';
import styles from './full-screen.module.css';
import { NoSignalIllustration } from '@/shared/ui/illustrations/no-signal-illustration';

/**
 * Covers the app while the device is offline (spec §4 "Network"). The page underneath stays
 * mounted, so it is exactly as it was once a retry finds the connection again.
 */
export function NoNetworkScreen() {
  const online = useNetworkStore((state) => state.online);
  return online ? null : <NoNetworkOverlay />;
}

function NoNetworkOverlay() {
  const { t } = useTranslation(['common', 'shell']);
  const titleId = useId();
  const [checking, setChecking] = useState(false);

  const retry = async () => {
    setChecking(true);
    try {
      if (!(await checkConnectivity())) showToast(t('shell:network.stillOffline'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div
      className={styles.screen}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="no-network-screen"
    >
      <StatusView
        illustration={NoSignalIllustration}
        title={<span id={titleId}>{t('shell:network.title')}</span>}
        description={t('shell:network.description')}
        actions={
          <PlainButton loading={checking} onClick={() => void retry()} testId="no-network-retry">
            {t('actions.reload')}
          </PlainButton>
        }
      />
    </div>
  );
}
