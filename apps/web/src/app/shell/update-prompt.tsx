import { useTranslation } from 'react-i18next';
import styles from './update-prompt.module.css';
import { useUpdateStore } from './update-store';

/** Tells the user a new version is ready and reloads into it on request. */
export default function UpdatePrompt() {
  const { t } = useTranslation(['common', 'shell']);
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  if (!applyUpdate) return null;
  return (
    <div className={`${styles.prompt} lahap-fixed-frame`} role="status" data-testid="update-prompt">
      <div className={styles.card}>
        <div className={styles.text}>
          <span className={styles.title}>{t('shell:update.title')}</span>
          <span className={styles.description}>{t('shell:update.description')}</span>
        </div>
        <button
          type="button"
          className={styles.later}
          onClick={() => useUpdateStore.setState({ applyUpdate: null })}
          data-testid="update-prompt-later"
        >
          {t('shell:update.later')}
        </button>
        <button
          type="button"
          className={styles.reload}
          onClick={() => void applyUpdate()}
          data-testid="update-prompt-reload"
        >
          {t('actions.reload')}
        </button>
      </div>
    </div>
  );
}
