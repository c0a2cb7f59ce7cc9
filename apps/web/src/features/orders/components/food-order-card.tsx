import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { FoodOrderCard as FoodOrderCardData } from '@lahap/contract/ordering/schemas';
import type { FoodOrderCardStatus, FoodOrderKind } from '@lahap/contract/ordering/states';
import { ShopbagOutline, TruckOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { DineInIcon } from '@/shared/ui/icons';
import { foodOrderFooter } from '../model/food-order-footer';
import cardStyles from './order-card.module.css';
import styles from './food-order-card.module.css';

const KIND_ICONS: Readonly<Record<FoodOrderKind, ReactNode>> = {
  TABLE: <DineInIcon />,
  PICKUP: <ShopbagOutline aria-hidden />,
  DELIVERY: <TruckOutline aria-hidden />,
};

type StatusKey = Exclude<FoodOrderCardStatus, 'READY'> | 'PAID_TABLE' | 'READY_PICKUP' | 'READY_DELIVERY';

/** The status words: a paid bill is settled, a ready order is ready for pickup or to deliver. */
function statusKey({ kind, status }: Pick<FoodOrderCardData, 'kind' | 'status'>): StatusKey {
  if (status === 'READY') return kind === 'DELIVERY' ? 'READY_DELIVERY' : 'READY_PICKUP';
  return kind === 'TABLE' && status === 'PAID' ? 'PAID_TABLE' : status;
}

/**
 * A food order in the orders tab's food sub-tab: the store and the status, what kind of order
 * (dine-in at which table and bill, pickup or delivery with the number the counter calls), its
 * amount (and, at a table, the customer's own share), then a footer with the time and a link into
 * the ordering site.
 */
export function FoodOrderCard({ card }: { card: FoodOrderCardData }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const footer = foodOrderFooter(card);
  const store = pickText(card.storeName, locale);
  const table = card.tableName ? pickText(card.tableName, locale) : '';
  const unpaid = card.status === 'UNPAID' || card.status === 'CANCELLED';

  let detail: string | null = null;
  if (card.kind === 'TABLE') {
    detail = card.billNo ? t('food.tableBill', { table, bill: card.billNo }) : table;
  } else if (card.pickupNo) {
    // The counter calls it for a pickup; a delivery's courier and the customer just quote it.
    detail = t(card.kind === 'PICKUP' ? 'food.pickupNo' : 'food.orderNo', { no: card.pickupNo });
  }

  return (
    <article className={cardStyles.card} data-kind={card.kind} data-testid="food-order-card">
      <div className={cardStyles.head}>
        <span className={styles.store}>{store}</span>
        <span
          className={`${cardStyles.status} ${styles.status}`}
          data-status={card.status}
          data-testid="food-order-status"
        >
          {t(`food.status.${statusKey(card)}`)}
        </span>
      </div>
      <div className={cardStyles.body}>
        <span className={`${cardStyles.logo} ${styles.kindIcon}`} aria-hidden="true">
          {KIND_ICONS[card.kind]}
        </span>
        <div className={cardStyles.text}>
          <span className={styles.kind} data-testid="food-order-kind">
            {t(`food.kind.${card.kind}`)}
            {detail !== null && <span className={styles.detail}> · {detail}</span>}
          </span>
          <span className={cardStyles.amount} data-testid="food-order-amount">
            {card.kind === 'TABLE'
              ? t('food.tableTotal', { amount: formatRupiah(card.amount) })
              : t(unpaid ? 'card.toPay' : 'card.paid', { amount: formatRupiah(card.amount) })}
          </span>
          {card.kind === 'TABLE' && card.paidByMe > 0 && (
            <span className={styles.share} data-testid="food-order-my-share">
              {t('food.myShare', { amount: formatRupiah(card.paidByMe) })}
            </span>
          )}
        </div>
      </div>
      <div className={cardStyles.foot}>
        <span className={cardStyles.footLine} data-testid="food-order-footer">
          {t(`food.footer.${footer.line.kind}`, { time: formatDateTime(footer.line.at, locale) })}
        </span>
        {footer.action && (
          <a
            href={footer.action.href}
            className={`${cardStyles.action} ${footer.action.kind === 'payNow' ? cardStyles.primary : ''}`}
            aria-label={t(`food.actionLabel.${footer.action.kind}`, { store })}
            data-testid={`food-order-${footer.action.kind}`}
          >
            {t(`food.action.${footer.action.kind}`)}
          </a>
        )}
      </div>
    </article>
  );
}
