import type { OrderDetailData } from '@lahap/contract/payments/schemas';
import { formatDate, formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ApplicableStoresPopup } from '@/shared/stores/applicable-stores-popup';
import { productStoresSource } from '@/shared/stores/product-applicable-stores';
import pageStyles from '@/shared/ui/card-page.module.css';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { useCountdown } from '@/shared/ui/use-countdown';
import { ORDERS_KEY } from '../api/order-detail';
import { formatDateTime } from '../model/format-time';
import { isUnpaid, minutesLeft } from '../model/order-status';
import styles from '../pages/order-detail-page.module.css';
import { MoneyHistory } from './money-history';

export interface OrderDetailViewProps {
  order: OrderDetailData;
  /** Called once when the time to pay runs out, to ask for the order again. */
  onDeadline: () => void;
  /** The vouchers' section (a paid order's), between the product and the price. */
  vouchers?: ReactNode;
}

/**
 * An order (spec §2 "Order detail"): its status as the orders tab shows it, the voucher bought
 * and where it is used, the vouchers themselves (given by the page), the price with every
 * discount, where the money went, and when it was ordered, paid or cancelled.
 */
export function OrderDetailView({ order, onDeadline, vouchers }: OrderDetailViewProps) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const unpaid = isUnpaid(order.status);
  const time = (iso: string) => formatDateTime(iso, locale);
  const paidTime = order.paidTime ?? order.payment?.paidTime ?? null;

  return (
    <div className={pageStyles.body}>
      <StatusBanner order={order} onDeadline={onDeadline} />
      <ProductCard order={order} />
      {vouchers}

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
              key={`${discount.source}-${String(index)}`}
              label={pickText(discount.name, locale) || t(`detail.discount.${discount.source}`)}
              tone="discount"
              testId="order-discount"
            >
              -{formatRupiah(discount.amount)}
            </Row>
          ))}
          <Row label={t(unpaid ? 'detail.payable' : 'detail.paid')} tone="total" testId="order-payable">
            {formatRupiah(order.payableAmount)}
          </Row>
        </dl>
      </section>

      {order.history.length > 0 && <MoneyHistory history={order.history} />}

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

/** The order's status as its card shows it (spec §4), with what it means now. */
function StatusBanner({ order, onDeadline }: { order: OrderDetailData; onDeadline: () => void }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const status = order.cardStatus;
  let note: ReactNode = null;
  if (status === 'wait_pay' && isUnpaid(order.status)) {
    note = <PayDeadline deadline={order.payDeadline} onEnd={onDeadline} />;
  } else if (status === 'cancel') {
    note = (
      <p className={styles.statusNote} data-testid="order-cancel-note">
        {[
          order.cancelReason && t(`detail.cancelReason.${order.cancelReason}`),
          order.cancelTime && t('detail.cancelledAt', { time: formatDateTime(order.cancelTime, locale) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    );
  } else if (status !== 'wait_pay') {
    note = (
      <p className={styles.statusNote} data-testid="order-status-note">
        {t(`detail.statusNote.${status}`)}
      </p>
    );
  }
  return (
    <section
      className={`${pageStyles.card} ${styles.statusCard}`}
      data-status={status}
      aria-labelledby="order-status"
      data-testid="order-status"
    >
      <h2 id="order-status" className={styles.statusTitle} data-testid="order-status-title">
        {t(`card.status.${status}`)}
      </h2>
      {note}
    </section>
  );
}

/** What was bought, where it is used (its store's page, the stores' list) and when. */
function ProductCard({ order }: { order: OrderDetailData }) {
  const { t } = useTranslation('orders');
  const locale = useAppLocale();
  const [storesOpen, setStoresOpen] = useState(false);
  const storeName = pickText(order.storeName, locale);
  const validity =
    order.effectiveStartTime && order.effectiveEndTime
      ? t('detail.validWindow', {
          from: formatDate(Date.parse(order.effectiveStartTime), locale),
          to: formatDate(Date.parse(order.effectiveEndTime) - 1, locale),
        })
      : t('detail.validDays', { count: order.product.validDays });

  return (
    <section className={pageStyles.card} data-testid="order-product">
      <div className={styles.productRow}>
        {order.product.imageUrl && (
          <img className={styles.productImage} src={order.product.imageUrl} alt="" width={72} height={72} />
        )}
        <div className={styles.productText}>
          <h2 className={styles.productName}>{pickText(order.product.productName, locale)}</h2>
          {storeName &&
            (order.storeId ? (
              <Link
                to={paths.merchant.getHref({ storeId: order.storeId })}
                className={styles.storeLink}
                aria-label={t('detail.storeLabel', { store: storeName })}
                data-testid="order-store"
              >
                {storeName}
                <ChevronRightIcon />
              </Link>
            ) : (
              <p className={pageStyles.muted} data-testid="order-store">
                {storeName}
              </p>
            ))}
          <p className={pageStyles.muted} data-testid="order-validity">
            {validity}
          </p>
        </div>
        <span className={styles.quantity}>{t('detail.quantityValue', { count: order.quantity })}</span>
      </div>
      {order.storeCount > 1 && (
        <button
          type="button"
          className={styles.storesButton}
          onClick={() => setStoresOpen(true)}
          data-testid="order-stores"
        >
          {t('detail.storeCount', { count: order.storeCount })}
          <ChevronRightIcon />
        </button>
      )}
      {order.storeCount > 1 && (
        <ApplicableStoresPopup
          open={storesOpen}
          onClose={() => setStoresOpen(false)}
          source={productStoresSource(order.product.productId, ORDERS_KEY)}
          text={{
            title: t('stores.title'),
            close: t('stores.close'),
            empty: t('stores.empty'),
            search: { placeholder: t('stores.search'), noMatch: t('stores.noMatch') },
          }}
          testId="order-stores-popup"
          storeTestId="order-stores-item"
        />
      )}
    </section>
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
  label: ReactNode;
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
