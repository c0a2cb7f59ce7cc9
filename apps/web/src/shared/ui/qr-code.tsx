import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';
import { SkeletonBlock } from './skeleton';

/** The QR code of `text` as an SVG data address; the encoder is fetched on first use. */
async function qrImage(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface QrCodeProps {
  text: string;
  /** Its side in CSS pixels. */
  size: number;
  /** What it is, for screen readers. */
  label: string;
  testId?: string;
}

/**
 * `text` drawn as a QR code in a white frame (a coupon's counter code, a QRIS payload); a
 * placeholder of its size while the encoder loads or a new text is drawn.
 */
export function QrCode({ text, size, label, testId }: QrCodeProps) {
  const [qr, setQr] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    void qrImage(text).then((src) => {
      if (live) setQr({ text, src });
    });
    return () => {
      live = false;
    };
  }, [text]);

  return (
    <div className={styles.frame}>
      {qr?.text === text ? (
        <img src={qr.src} width={size} height={size} alt={label} data-testid={testId} />
      ) : (
        <SkeletonBlock width={size} height={size} radius="var(--lahap-radius-md)" />
      )}
    </div>
  );
}
