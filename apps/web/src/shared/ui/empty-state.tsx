import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPlateIllustration } from './illustrations/empty-plate-illustration';
import type { IllustrationProps } from './illustrations/frame';
import { StatusView } from './status-view';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  illustration?: ComponentType<IllustrationProps>;
  compact?: boolean;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  action,
  illustration = EmptyPlateIllustration,
  compact,
}: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <StatusView
      illustration={illustration}
      title={title ?? t('states.emptyTitle')}
      description={description}
      actions={action}
      compact={compact}
      testId="empty-state"
      role="status"
    />
  );
}
