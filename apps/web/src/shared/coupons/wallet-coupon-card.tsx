import type { Coupon } from '@lahap/contract/coupons/schemas';
import { pickText } from '@lahap/contract/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { CouponTicket } from './coupon-ticket';
import { useAppLocale } from '../i18n/use-app-locale';
import cardLink from '@/shared/ui/card-link.module.css';
import { couponFooter } from './coupon-footer';
import styles from './wallet-coupon-card.module.css';
import { useCouponFooterText } from './coupon-footer-text';

/** Where a coupon of the wallet opens: a red envelope has a page of its own. */
export function couponHref(coupon: Pick<Coupon, 'id' | 'business'>): string {
  return coupon.business === 'LOCAL_LIFE'
    ? paths.redEnvelopeDetail.getHref({ couponId: coupon.id })
    : paths.couponDetail.getHref({ couponId: coupon.id });
}

/**
 * A coupon in the wallet, the history or the orders tab's useable list: amount and least spend, name, where it works, and the
 * footer of spec §4. The name's link covers the card, so a tap anywhere opens the detail; "Use"
 * opens the code (a store coupon) or what the envelope can buy (a red envelope).
 */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupons');
  const locale = useAppLocale();
  const footerText = useCouponFooterText();
  const [now] = useState(Date.now);
  const footer = couponFooter(coupon, now);
  const name = pickText(coupon.name, locale);
  const envelope = coupon.business === 'LOCAL_LIFE';
  const usable = coupon.status === 'valid';
  const storeName = pickText(coupon.applicableStoreName, locale);
  const where = envelope
    ? t('card.forVouchers')
    : coupon.multiStoreSign || !storeName
      ? t('card.multiStore')
      : storeName;
  const warn = footer.kind === 'endsToday' || footer.kind === 'daysLeft';

  const action = usable ? (
    <Link
      to={envelope ? paths.redEnvelopeProducts.getHref({ couponId: coupon.id }) : couponHref(coupon)}
      className={styles.use}
      aria-label={t('card.useLabel', { name })}
      data-testid="coupon-use"
    >
      {t('card.use')}
    </Link>
  ) : (
    <span className={styles.stamp} data-testid="coupon-status">
      {t(`status.${coupon.status}`)}
    </span>
  );

  return (
    <CouponTicket
      as="article"
      amount={coupon.discountAmount}
      minimumSpend={coupon.minimumSpend}
      envelope={envelope}
      label={pickText(coupon.couponLabel, locale)}
      muted={!usable && coupon.status !== 'not_effective'}
      action={action}
      className={cardLink.card}
      testId="coupon-card"
    >
      <Link to={couponHref(coupon)} className={cardLink.name} data-testid="coupon-open">
        {name}
      </Link>
      {where && <span className={styles.where}>{where}</span>}
      <span
        className={`${styles.footer} ${warn ? styles.warn : ''}`}
        data-testid="coupon-footer"
        data-kind={footer.kind}
      >
        {footerText(footer)}
      </span>
    </CouponTicket>
  );
}
