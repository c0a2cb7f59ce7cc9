import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { reportError } from '@/shared/monitoring/monitor';
import { ButtonLink } from '@/shared/ui/button-link';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { StatusView } from '@/shared/ui/status-view';

/**
 * Spec §5: a coupon page opened without the id it needs shows "Page load error." and logs the
 * error, so a broken link in a campaign shows up in monitoring rather than as an empty page.
 */
export function PageLoadError({ screen, expected }: { screen: string; expected: string }) {
  const { t } = useTranslation(['coupons', 'common']);
  const reported = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (reported.current) return;
    reported.current = true;
    reportError(new Error(`${screen} opened without ${expected}`), {
      page: window.location.pathname,
      category: 'coupon-page',
    });
  }, [screen, expected]);
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
