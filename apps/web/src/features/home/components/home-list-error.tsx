import { useTranslation } from 'react-i18next';
import { BrokenBowlIllustration } from '@/shared/ui/illustrations/broken-bowl-illustration';
import { PlainButton } from '@/shared/ui/plain-button';
import { StatusView } from '@/shared/ui/status-view';

/**
 * The home list's first page failed. Like the shared ErrorState but with a plain button, since
 * antd-mobile's Button would otherwise join the first bundle the home ships in.
 */
export function HomeListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusView
      compact
      illustration={BrokenBowlIllustration}
      title={t('states.errorTitle')}
      description={t('states.errorDescription')}
      testId="error-state"
      role="alert"
      actions={
        <PlainButton onClick={onRetry} testId="error-state-retry">
          {t('actions.retry')}
        </PlainButton>
      }
    />
  );
}
