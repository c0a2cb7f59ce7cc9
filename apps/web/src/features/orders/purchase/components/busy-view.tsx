import { RETRY_COUNTDOWN_MS } from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { CookingIllustration } from '@/shared/ui/illustrations/cooking-illustration';
import { StatusView } from '@/shared/ui/status-view';
import { useCountdown } from '@/shared/ui/use-countdown';

export interface BusyViewProps {
  /** When the busy answer came (epoch ms); the retry waits RETRY_COUNTDOWN_MS from there. */
  since: number;
  onRetry: () => void;
  /** The smaller form, inside a screen rather than in place of it. */
  compact?: boolean;
  /** The server's own words, when it gave any. */
  description?: string;
}

/**
 * "Server busy" for a flash sale (spec §8 "flash sale server busy", §4 rate limit): the retry
 * stays disabled while it counts down 10 s ("try later (Ns)"), then tries again.
 */
export function BusyView({ since, onRetry, compact, description }: BusyViewProps) {
  const { t } = useTranslation('purchase');
  const seconds = Math.ceil(useCountdown(since + RETRY_COUNTDOWN_MS) / 1000);
  return (
    <StatusView
      illustration={CookingIllustration}
      title={t('busy.title')}
      description={description || t('busy.description')}
      compact={compact}
      role="alert"
      testId="busy-view"
      actions={
        <Button
          color="primary"
          shape="rounded"
          disabled={seconds > 0}
          onClick={onRetry}
          data-testid="busy-retry"
        >
          {seconds > 0 ? t('busy.tryLater', { seconds }) : t('busy.retry')}
        </Button>
      }
    />
  );
}
