import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { groupCounterCode } from '../model/counter-code';
import styles from './coupon-detail.module.css';

const QR_SIZE_PX = 184;

/** The QR code of `text` as an SVG data address; the encoder is fetched on first use. */
async function qrImage(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A claimed store coupon's counter code (docs/api.md "Coupons"): a QR code for the cashier's
 * scanner and the digits in groups of four for typing.
 */
export function CounterCode({ code }: { code: string }) {
  const { t } = useTranslation('coupons');
  const [qr, setQr] = useState<{ code: string; src: string } | null>(null);
  const grouped = groupCounterCode(code);

  useEffect(() => {
    let live = true;
    void qrImage(code).then((src) => {
      if (live) setQr({ code, src });
    });
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <section className={styles.code} aria-labelledby="coupon-code-title" data-testid="counter-code">
      <h2 id="coupon-code-title" className={styles.sectionTitle}>
        {t('detail.codeTitle')}
      </h2>
      <p className={styles.codeHint}>{t('detail.codeHint')}</p>
      <div className={styles.qr}>
        {qr?.code === code ? (
          <img
            src={qr.src}
            width={QR_SIZE_PX}
            height={QR_SIZE_PX}
            alt={t('detail.qrLabel', { code: grouped })}
            data-testid="counter-code-qr"
          />
        ) : (
          <SkeletonBlock width={QR_SIZE_PX} height={QR_SIZE_PX} radius="var(--lahap-radius-md)" />
        )}
      </div>
      <p className={styles.codeText} data-testid="counter-code-text">
        {grouped}
      </p>
    </section>
  );
}
