import type { OrderDetailData } from '@lahap/contract/commerce/schemas';
import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import pageStyles from '@/shared/ui/card-page.module.css';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { useCountdown } from '@/shared/ui/use-countdown';
import { formatDateTime } from '../model/format-time';
import { isUnpaid, minutesLeft } from '../model/order-status';
import styles from '../pages/order-detail-page.module.css';

export interface OrderDetailViewProps {
  order: OrderDetailData;
  /** Called once when the time to pay runs out, to ask for the order again. */
  onDeadline: () => void;
}

/**
 * An order as it was placed (spec §2 "Order detail", first version): its state, the voucher
 * bought, the price with every discount, and when it was ordered, paid or cancelled. Vouchers
 * and their redemption come with the orders issue.
 */
export function OrderDetailView({ order, onDeadline }: OrderDetailViewProps) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const unpaid = isUnpaid(order.status);
  const time = (iso: string) => formatDateTime(iso, locale);
  const paidTime = order.paidTime ?? order.payment?.paidTime ?? null;

  return (
    <div className={pageStyles.body}>
      <section
        className={`${pageStyles.card} ${styles.statusCard}`}
        data-status={order.status}
        aria-labelledby="order-status"
        data-testid="order-status"
      >
        <h2 id="order-status" className={styles.statusTitle} data-testid="order-status-title">
          {t(`detail.status.${order.status}`)}
        </h2>
        {unpaid && <PayDeadline deadline={order.payDeadline} onEnd={onDeadline} />}
        {order.status === 'COMPLETED' && (
          <p className={styles.statusNote} data-testid="order-ready">
            {t('detail.readyToUse')}
          </p>
        )}
        {order.status === 'CANCEL' && order.cancelTime && (
          <p className={styles.statusNote}>{t('detail.cancelledAt', { time: time(order.cancelTime) })}</p>
        )}
      </section>

      <section className={`${pageStyles.card} ${pageStyles.rowCard}`} data-testid="order-product">
        {order.product.imageUrl && (
          <img className={styles.productImage} src={order.product.imageUrl} alt="" width={72} height={72} />
        )}
        <div className={styles.productText}>
          <h2 className={styles.productName}>{pickText(order.product.productName, locale)}</h2>
          {order.storeName && (
            <p className={pageStyles.muted}>
              {order.storeCount > 1
                ? `${pickText(order.storeName, locale)} · ${t('detail.storeCount', { count: order.storeCount })}`
                : pickText(order.storeName, locale)}
            </p>
          )}
          <p className={pageStyles.muted}>{t('detail.validDays', { count: order.product.validDays })}</p>
        </div>
        <span className={styles.quantity}>{t('detail.quantityValue', { count: order.quantity })}</span>
      </section>

      <section className={pageStyles.card} aria-labelledby="order-price-title" data-testid="order-price">
        <h2 id="order-price-title" className={pageStyles.sectionTitle}>
          {t('detail.priceTitle')}
        </h2>
        <dl className={styles.rows}>
          <Row label={t('detail.unitPrice')} testId="order-unit-price">
            {formatRupiah(order.originalUnitPrice)}
          </Row>
          <Row label={t('detail.quantity')} testId="order-quantity">
            {t('detail.quantityValue', { count: order.quantity })}
          </Row>
          <Row label={t('detail.originalAmount')} testId="order-original-amount">
            {formatRupiah(order.originalAmount)}
          </Row>
          {order.discounts.map((discount, index) => (
            <Row
              key={`${discount.source}-${index}`}
              label={pickText(discount.name, locale) || t(`detail.discount.${discount.source}`)}
              tone="discount"
              testId="order-discount"
            >
              -{formatRupiah(discount.amount)}
            </Row>
          ))}
          <Row label={t('detail.payable')} tone="total" testId="order-payable">
            {formatRupiah(order.payableAmount)}
          </Row>
        </dl>
      </section>

      <section className={pageStyles.card} aria-labelledby="order-info-title" data-testid="order-info">
        <h2 id="order-info-title" className={pageStyles.sectionTitle}>
          {t('detail.infoTitle')}
        </h2>
        <dl className={styles.rows}>
          <Row label={t('detail.orderId')} testId="order-id">
            {order.orderId}
          </Row>
          <Row label={t('detail.createdTime')} testId="order-created">
            {time(order.createdTime)}
          </Row>
          {unpaid && (
            <Row label={t('detail.payDeadline')} testId="order-deadline">
              {time(order.payDeadline)}
            </Row>
          )}
          {order.payment && (
            <Row label={t('detail.payMethod')} testId="order-pay-method">
              {t(`detail.payMethods.${order.payment.payMethod}`)}
            </Row>
          )}
          {paidTime && (
            <Row label={t('detail.paidTime')} testId="order-paid">
              {time(paidTime)}
            </Row>
          )}
          {order.cancelTime && (
            <Row label={t('detail.cancelTime')} testId="order-cancelled">
              {time(order.cancelTime)}
            </Row>
          )}
        </dl>
      </section>
    </div>
  );
}

/** "Pay within N minutes", counting down live so it never shows time that has passed. */
function PayDeadline({ deadline, onEnd }: { deadline: string; onEnd: () => void }) {
  const { t } = useTranslation('orders');
  const remaining = useCountdown(Date.parse(deadline), onEnd);
  return (
    <p className={styles.statusNote} data-testid="order-minutes-left">
      {t('detail.minutesLeft', { count: minutesLeft(remaining) })}
    </p>
  );
}

function Row({
  label,
  children,
  tone,
  testId,
}: {
  label: string;
  children: ReactNode;
  tone?: 'discount' | 'total';
  testId: string;
}) {
  return (
    <div className={styles.row} data-tone={tone} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OrderDetailSkeleton() {
  return (
    <LoadingShape className={pageStyles.body} testId="order-skeleton">
      <div className={pageStyles.card}>
        <SkeletonBlock width="45%" height={22} />
        <SkeletonBlock width="80%" height={14} />
      </div>
      <div className={`${pageStyles.card} ${pageStyles.rowCard}`}>
        <SkeletonBlock width={72} height={72} radius="var(--lahap-radius-md)" />
        <div className={styles.productText}>
          <SkeletonBlock width="70%" height={18} />
          <SkeletonBlock width="50%" height={14} />
        </div>
      </div>
      <div className={pageStyles.card}>
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonBlock key={index} height={16} />
        ))}
      </div>
    </LoadingShape>
  );
}
