import { QrCode } from '@/shared/ui/qr-code';

const QR_SIZE_PX = 232;

/**
 * A dynamic QRIS payload drawn as a QR code any QRIS app scans (spec §5 "QRIS"), as the coupon
 * detail draws its counter code. `label` names it for screen readers.
 */
export function QrisCode({ payload, label }: { payload: string; label: string }) {
  return <QrCode text={payload} size={QR_SIZE_PX} label={label} testId="qris-code" />;
}
