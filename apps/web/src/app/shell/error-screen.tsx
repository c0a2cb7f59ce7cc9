import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/shared/ui/plain-button';
import { StatusView } from '@/shared/ui/status-view';
import styles from './full-screen.module.css';
import { BrokenBowlIllustration } from '@/shared/ui/illustrations/broken-bowl-illustration';

/** Shown after a rendering crash or a page that failed to load: a reload starts over cleanly. */
export function ErrorScreen() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <div className={styles.screen} data-testid="error-screen">
      <StatusView
        illustration={BrokenBowlIllustration}
        title={t('shell:error.title')}
        description={t('shell:error.description')}
        role="alert"
        actions={
          <PlainButton onClick={() => window.location.reload()} testId="error-screen-reload">
            {t('actions.reload')}
          </PlainButton>
        }
      />
    </div>
  );
}
