import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { NoSignalIllustration } from '@/shared/ui/illustrations/no-signal-illustration';
import { StatusView } from '@/shared/ui/status-view';

/** A kitchen list that could not load: said plainly, with a retry. */
export function KitchenLoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation(['staff', 'common']);
  return (
    <StatusView
      illustration={NoSignalIllustration}
      compact
      title={t('kitchen.failedTitle')}
      description={t('kitchen.failedBody')}
      role="alert"
      testId={testId}
      actions={
        <Button color="primary" shape="rounded" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
