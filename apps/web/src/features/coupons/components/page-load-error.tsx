import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { useReportMissingId } from '@/shared/monitoring/use-report-missing-id';
import { ButtonLink } from '@/shared/ui/button-link';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { StatusView } from '@/shared/ui/status-view';

/**
 * Spec §5: a coupon page opened without the id it needs shows "Page load error." and logs the
 * error, so a broken link in a campaign shows up in monitoring rather than as an empty page.
 */
export function PageLoadError({ screen, expected }: { screen: string; expected: string }) {
  const { t } = useTranslation(['coupons', 'common']);
  useReportMissingId(screen, expected, 'coupon-page');
  return (
    <StatusView
      illustration={LostIllustration}
      title={t('coupons:pageLoadError.title')}
      description={t('coupons:pageLoadError.description')}
      role="alert"
      actions={<ButtonLink to={paths.home.getHref()}>{t('common:actions.backHome')}</ButtonLink>}
      testId="coupon-page-load-error"
    />
  );
}
