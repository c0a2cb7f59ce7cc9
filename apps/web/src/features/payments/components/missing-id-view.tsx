import { useReportMissingId } from '@/shared/monitoring/use-report-missing-id';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';

/**
 * Spec §5/§8: a pay page opened without the order it is for is a parameter error ("Halaman gagal
 * dimuat"), and the event is reported, so a broken link shows up in monitoring rather than as an
 * empty page.
 */
export function MissingIdView({ screen, expected }: { screen: string; expected: string }) {
  useReportMissingId(screen, expected, 'pay-page');
  return <ParameterErrorView testId="pay-parameter-error" />;
}
