import { RETRY_COUNTDOWN_MS } from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { CookingIllustration } from '@/shared/ui/illustrations/cooking-illustration';
import { StatusView } from '@/shared/ui/status-view';
import { useCountdown } from '@/shared/ui/use-countdown';

export interface RateLimitViewProps {
  /** When the rate-limited answer came (epoch ms); the countdown runs from there. */
  since: number;
  onRetry: () => void;
}

/**
 * "Server busy" (spec §4, §8): the retry button stays disabled while it counts down 10 s
 * ("try later (Ns)"), then reads "refresh" and reloads.
 */
export function RateLimitView({ since, onRetry }: RateLimitViewProps) {
  const { t } = useTranslation('browse');
  const seconds = Math.ceil(useCountdown(since + RETRY_COUNTDOWN_MS) / 1000);
  return (
    <StatusView
      illustration={CookingIllustration}
      title={t('brands.serverBusy')}
      description={t('brands.serverBusyDescription')}
      role="alert"
      testId="rate-limit-view"
      actions={
        <Button
          color="primary"
          shape="rounded"
          disabled={seconds > 0}
          onClick={onRetry}
          data-testid="rate-limit-retry"
        >
          {seconds > 0 ? t('brands.tryLater', { seconds }) : t('brands.refresh')}
        </Button>
      }
    />
  );
}
