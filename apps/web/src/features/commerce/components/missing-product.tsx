import { useEffect, useRef } from 'react';
import { reportError } from '@/shared/monitoring/monitor';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';

/**
 * Spec §5 "Group coupon detail without skuId": a buying screen opened without the voucher it
 * needs shows the page load error and logs it, so a broken campaign link shows up in monitoring
 * rather than as an empty page.
 */
export function MissingProduct({ screen, testId }: { screen: string; testId: string }) {
  const reported = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (reported.current) return;
    reported.current = true;
    reportError(new Error(`${screen} opened without a usable skuId (or a flash sale without pageId)`), {
      page: window.location.pathname,
      category: 'commerce-page',
    });
  }, [screen]);
  return <ParameterErrorView testId={testId} />;
}
