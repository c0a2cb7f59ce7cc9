import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/button-link';
import { ErrorState } from '@/shared/ui/error-state';
import { BrokenBowlIllustration } from '@/shared/ui/illustrations/broken-bowl-illustration';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { StatusView } from '@/shared/ui/status-view';
import type { StoreFailure } from '../model/store-error';

export interface StoreErrorViewProps {
  failure: StoreFailure;
  onRetry: () => void;
}

/**
 * The store page's error page (spec §8 "Store page"): the QR-not-linked, invalid-link and
 * store-gone texts, the server's message for any other code, each with a way back home; a call
 * that got no answer offers a retry instead.
 */
export function StoreErrorView({ failure, onRetry }: StoreErrorViewProps) {
  const { t } = useTranslation('store');
  if (failure.kind === 'connection') return <ErrorState onRetry={onRetry} />;
  const text =
    failure.kind === 'server' ? failure.message || t('errors.generic') : t(`errors.${failure.kind}`);
  // The gone store's text is two sentences: it reads better under a short title.
  const gone = failure.kind === 'unavailable';
  return (
    <StatusView
      illustration={gone || failure.kind === 'server' ? BrokenBowlIllustration : LostIllustration}
      title={gone ? t('errors.unavailableTitle') : text}
      description={gone ? text : undefined}
      role="alert"
      testId="store-error"
      actions={
        <ButtonLink to={paths.home.getHref()} testId="store-error-home">
          {gone ? t('errors.explore') : t('actions.backHome', { ns: 'common' })}
        </ButtonLink>
      }
    />
  );
}
