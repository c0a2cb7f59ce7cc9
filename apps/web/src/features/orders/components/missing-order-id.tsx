import { useEffect, useRef } from 'react';
import { reportError } from '@/shared/monitoring/monitor';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';

/**
 * Spec §5 "Order card without orderId" / §8 "Parameter error": an order page opened without its
 * order shows the parameter error and reports the event, so a broken link shows up in
 * monitoring rather than as an empty page.
 */
export function MissingOrderId({ screen }: { screen: string }) {
  const reported = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (reported.current) return;
    reported.current = true;
    reportError(new Error(`${screen} opened without orderId`), {
      page: window.location.pathname,
      category: 'order-page',
    });
  }, [screen]);
  return <ParameterErrorView testId="order-parameter-error" />;
}
