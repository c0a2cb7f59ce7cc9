import { useEffect, useRef } from 'react';
import { reportError } from '@/shared/monitoring/monitor';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';

/**
 * Spec §5/§8: a pay page opened without the order it is for is a parameter error ("Halaman gagal
 * dimuat"), and the event is reported, so a broken link shows up in monitoring rather than as an
 * empty page.
 */
export function MissingIdView({ screen, expected }: { screen: string; expected: string }) {
  const reported = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (reported.current) return;
    reported.current = true;
    reportError(new Error(`${screen} opened without ${expected}`), {
      page: window.location.pathname,
      category: 'pay-page',
    });
  }, [screen, expected]);
  return <ParameterErrorView testId="pay-parameter-error" />;
}
