import { useReportMissingId } from '@/shared/monitoring/use-report-missing-id';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';

/**
 * Spec §5 "Order card without orderId" / §8 "Parameter error": an order page opened without its
 * order shows the parameter error and reports the event, so a broken link shows up in
 * monitoring rather than as an empty page.
 */
export function MissingOrderId({ screen }: { screen: string }) {
  useReportMissingId(screen, 'orderId', 'order-page');
  return <ParameterErrorView testId="order-parameter-error" />;
}
