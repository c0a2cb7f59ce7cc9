import { formatRupiah } from '@lahap/contract/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './coupon-ticket.module.css';

export interface CouponTicketProps {
  /** Rupiah off. */
  amount: number;
  /** Least order total; 0 = none. */
  minimumSpend: number;
  /** A red envelope: its threshold is on the whole order, and it says so. */
  envelope?: boolean;
  /** The short tag over the amount ("Kupon toko", "Angpao"). */
  label?: string;
  /** The right-hand side: name, validity, whatever the screen says of the coupon. */
  children: ReactNode;
  /** A button or stamp at the end of the ticket. */
  action?: ReactNode;
  /** Greyed: used, expired, or not usable here. */
  muted?: boolean;
  /** `span` when the ticket sits inside a button, which may hold phrasing content only. */
  as?: 'article' | 'li' | 'div' | 'span';
  className?: string;
  testId?: string;
}

/** The narrow stub must not break "Rp" from its number. */
function unbroken(amount: string): string {
  return amount.replace(' ', '\u00a0');
}

/**
 * A coupon drawn as a ticket: the amount and least spend on a tinted stub with punched
 * notches, the details beside it. The wallet, the history, the red-packet page and the
 * checkout's envelope drawer all draw coupons this way, so a coupon looks the same wherever
 * the customer meets it.
 */
export function CouponTicket({
  amount,
  minimumSpend,
  envelope = false,
  label,
  children,
  action,
  muted = false,
  as: Root = 'div',
  className,
  testId,
}: CouponTicketProps) {
  const { t } = useTranslation('coupons');
  return (
    <Root
      className={`${styles.ticket} ${muted ? styles.muted : ''} ${className ?? ''}`}
      data-testid={testId}
      data-muted={muted}
    >
      <span className={styles.stub}>
        {label && <span className={styles.label}>{label}</span>}
        <span className={styles.amount}>{formatRupiah(amount)}</span>
        <span className={styles.minimum}>
          {minimumSpend > 0
            ? t(envelope ? 'card.minOrder' : 'card.minSpend', {
                amount: unbroken(formatRupiah(minimumSpend)),
              })
            : t('card.noMinSpend')}
        </span>
      </span>
      <span className={styles.body}>{children}</span>
      {action && <span className={styles.action}>{action}</span>}
    </Root>
  );
}
