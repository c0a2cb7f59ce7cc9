import type { OrderTab } from '@lahap/contract/enums';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { OrderCard as OrderCardData } from '@lahap/contract/orders/schemas';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { useReportMissingId } from '@/shared/monitoring/use-report-missing-id';
import { CardImage } from '@/shared/product/card-image';
import cardLink from '@/shared/ui/card-link.module.css';
import { cashierHref } from '../model/cashier-href';
import { orderFooter } from '../model/order-footer';
import styles from './order-card.module.css';
import { useOrderFooterText } from './order-footer-text';

export interface OrderCardProps {
  order: OrderCardData;
  /** The sub-tab it is listed in, carried to the order detail (`key`). */
  tab: OrderTab;
}

/**
 * An order in the orders tab (spec §3 "Order card"): the product's picture and name, where it
 * is used, what was paid and the card's status, and the footer of spec §4 with its action. The
 * name's link covers the card, so a tap anywhere opens the order; the footer's action sits above
 * it. A card the answer gave no order id cannot open: it says so and is reported (spec §5).
 */
export function OrderCard({ order, tab }: OrderCardProps) {
  if (!order.orderId) return <OrderCardWithoutId order={order} />;
  return <ValidOrderCard order={order} tab={tab} />;
}

function useCardText(order: OrderCardData) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const name = pickText(order.productName, locale);
  const store = pickText(order.applicableStoreName, locale);
  const where = order.multiStoreSign
    ? store
      ? t('card.storeAndMore', { store, count: order.applicableStoreCount - 1 })
      : t('card.manyStores')
    : store;
  return { name, where, description: pickText(order.description, locale) };
}

function ValidOrderCard({ order, tab }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const footerText = useOrderFooterText();
  const [now] = useState(Date.now);
  const footer = orderFooter(order, now);
  const { name, where, description } = useCardText(order);
  const detailHref = paths.groupCouponOrderDetail.getHref({ orderId: order.orderId, key: tab });
  // Never paid: the amount is what it costs, not what went out.
  const unpaid = order.status === 'wait_pay' || order.status === 'cancel';

  let action = null;
  if (footer.action === 'payNow') {
    action = (
      <Link
        to={cashierHref(order.orderId)}
        className={`${styles.action} ${styles.primary}`}
        aria-label={t('card.payNowLabel', { name })}
        data-testid="order-card-pay"
      >
        {t('card.payNow')}
      </Link>
    );
  } else if (footer.action) {
    action = (
      <Link
        to={detailHref}
        className={styles.action}
        aria-label={t(`card.${footer.action}Label`, { name })}
        data-testid={`order-card-${footer.action === 'viewNow' ? 'view' : 'redeem'}`}
      >
        {t(`card.${footer.action}`)}
      </Link>
    );
  }

  return (
    <article
      className={`${cardLink.card} ${styles.card}`}
      data-status={order.status}
      data-testid="order-card"
    >
      <div className={styles.head}>
        <span className={styles.where}>{where}</span>
        <span className={styles.status} data-status={order.status} data-testid="order-card-status">
          {t(`card.status.${order.status}`)}
        </span>
      </div>
      <div className={styles.body}>
        <CardImage url={order.logoUrl} width="logo" className={styles.logo} fallback={<ShopbagOutline />} />
        <div className={styles.text}>
          <Link to={detailHref} className={cardLink.name} data-testid="order-card-open">
            {name}
          </Link>
          {description && <span className={styles.description}>{description}</span>}
          <span className={styles.amount} data-testid="order-card-amount">
            {t(unpaid ? 'card.toPay' : 'card.paid', { amount: formatRupiah(order.realityAmount) })}
            <span className={styles.quantity}>{t('detail.quantityValue', { count: order.quantity })}</span>
          </span>
        </div>
      </div>
      <div className={styles.foot}>
        <span
          className={styles.footLine}
          data-kind={footer.line.kind}
          data-warn={footer.line.kind === 'payWithin' || undefined}
          data-testid="order-card-footer"
        >
          {footerText(footer.line)}
        </span>
        {action}
      </div>
    </article>
  );
}

/** Spec §5 "Order card without orderId": the parameter error in the card's place, reported once. */
function OrderCardWithoutId({ order }: { order: OrderCardData }) {
  const { t } = useTranslation('browse');
  const { name } = useCardText(order);
  useReportMissingId('orderCard', 'orderId', 'order-page');
  return (
    <article
      className={`${cardLink.card} ${styles.card} ${styles.invalid}`}
      role="alert"
      data-testid="order-card-invalid"
    >
      {name && <span className={cardLink.name}>{name}</span>}
      <span className={styles.footLine}>
        {t('common.parameterError')} · {t('common.pageLoadError')}
      </span>
    </article>
  );
}
