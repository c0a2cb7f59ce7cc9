import { INSTALL_PROMPT_WAIT_MS } from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNativeApp } from '@/shared/bridge/bridge';
import { readString, writeString } from '@/shared/storage/storage';
import { useInstallPromptStore } from './install-prompt-store';
import styles from './install-mask.module.css';
import { SHELL_KEYS } from './shell-storage-keys';

function wasDismissed(): boolean {
  return readString('local', SHELL_KEYS.installPromptDismissed) === '1';
}

/**
 * Offers to install the web app, INSTALL_PROMPT_WAIT_MS after the browser said it can be
 * installed, so it never greets a visitor on arrival. "Later" is remembered; the native app
 * never shows it.
 */
export default function InstallMask() {
  const event = useInstallPromptStore((state) => state.event);
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!event) return;
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [event]);

  if (!event || !due || dismissed || isNativeApp()) return null;

  const dismiss = () => {
    writeString('local', SHELL_KEYS.installPromptDismissed, '1');
    setDismissed(true);
  };
  const install = async () => {
    // A prompt can be shown once; whatever the answer, the browser's own UI took over.
    useInstallPromptStore.setState({ event: null });
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') dismiss();
  };

  return <InstallSheet onInstall={() => void install()} onLater={dismiss} />;
}

function InstallSheet({ onInstall, onLater }: { onInstall: () => void; onLater: () => void }) {
  const { t } = useTranslation(['common', 'shell']);
  const titleId = useId();
  return (
    <div className={styles.backdrop} data-testid="install-mask">
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <img
          className={styles.logo}
          src={`${import.meta.env.BASE_URL}logo.svg`}
          alt=""
          width={64}
          height={64}
        />
        <h2 id={titleId} className={styles.title}>
          {t('shell:install.title')}
        </h2>
        <p className={styles.description}>{t('shell:install.description')}</p>
        <div className={styles.actions}>
          <Button
            color="primary"
            shape="rounded"
            size="large"
            block
            onClick={onInstall}
            data-testid="install-mask-install"
          >
            {t('shell:install.install')}
          </Button>
          <Button fill="none" shape="rounded" block onClick={onLater} data-testid="install-mask-later">
            {t('shell:install.later')}
          </Button>
        </div>
      </div>
    </div>
  );
}
