import { useEffect, useRef } from 'react';
import { reportError } from './monitor';

/**
 * Spec §5/§8: a page opened without the id it needs reports it, so a broken link shows up in
 * monitoring rather than as an empty page; once per visit, also under StrictMode's second effect
 * run. `category` names the pages in the report (`pay-page`, `order-page`, …).
 */
export function useReportMissingId(screen: string, expected: string, category: string): void {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportError(new Error(`${screen} opened without ${expected}`), {
      page: window.location.pathname,
      category,
    });
  }, [screen, expected, category]);
}
