import { useEffect } from 'react';
import { releaseFirstPaintHero } from '@/shared/first-paint/first-paint-hero';
import { useReportMissingId } from '@/shared/monitoring/use-report-missing-id';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';

/**
 * Spec §5 "Group coupon detail without skuId": a buying screen opened without the voucher it
 * needs shows the page load error and logs it, so a broken campaign link shows up in monitoring
 * rather than as an empty page.
 */
export function MissingProduct({ screen, testId }: { screen: string; testId: string }) {
  useReportMissingId(screen, 'a usable skuId (or a flash sale without pageId)', 'purchase-page');
  // A link the server drew the voucher of (it reads the skuId alone) shows this page instead.
  useEffect(releaseFirstPaintHero, []);
  return <ParameterErrorView testId={testId} />;
}
