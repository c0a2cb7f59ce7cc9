import { useEffect, useState } from 'react';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import styles from '../pay.module.css';

const QR_SIZE_PX = 232;

/** The QR code of `text` as an SVG data address; the encoder is fetched on first use. */
async function qrImage(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A dynamic QRIS payload drawn as a QR code any QRIS app scans (spec §5 "QRIS"), drawn the way
 * the coupon detail draws its counter code. `label` names it for screen readers.
 */
export function QrisCode({ payload, label }: { payload: string; label: string }) {
  const [qr, setQr] = useState<{ payload: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    void qrImage(payload).then((src) => {
      if (live) setQr({ payload, src });
    });
    return () => {
      live = false;
    };
  }, [payload]);

  return (
    <div className={styles.qr}>
      {qr?.payload === payload ? (
        <img src={qr.src} width={QR_SIZE_PX} height={QR_SIZE_PX} alt={label} data-testid="qris-code" />
      ) : (
        <SkeletonBlock width={QR_SIZE_PX} height={QR_SIZE_PX} radius="var(--lahap-radius-md)" />
      )}
    </div>
  );
}
