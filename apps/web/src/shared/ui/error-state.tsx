import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusView } from './status-view';
import { BrokenBowlIllustration } from './illustrations/broken-bowl-illustration';

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  compact?: boolean;
}

/** What a section or page shows when its data failed to load. */
export function ErrorState({ title, description, onRetry, compact }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <StatusView
      illustration={BrokenBowlIllustration}
      title={title ?? t('states.errorTitle')}
      description={description ?? t('states.errorDescription')}
      compact={compact}
      testId="error-state"
      role="alert"
      actions={
        onRetry && (
          <Button color="primary" shape="rounded" onClick={onRetry} data-testid="error-state-retry">
            {t('actions.retry')}
          </Button>
        )
      }
    />
  );
}
