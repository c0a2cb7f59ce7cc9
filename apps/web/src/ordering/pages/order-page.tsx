import { ERROR_CODES } from '@lahap/contract/errors';
import { formatDate, formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { FoodOrder } from '@lahap/contract/ordering/food-order-schemas';
import { menuQrPagePath } from '@lahap/contract/ordering/paths';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useFailureText } from '@/shared/api-client/use-failure-text';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import buttons from '@/shared/ui/button.module.css';
import { ErrorState } from '@/shared/ui/error-state';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useFoodOrder } from '../api/use-food-order';
import { FoodOrderSteps } from '../components/food-order-steps';
import { FoodPayPanel } from '../components/food-pay-panel';
import { MenuHeader } from '../components/menu-header';
import { OrderAmounts } from '../components/order-amounts';
import cartStyles from '../components/cart.module.css';
import styles from '../components/checkout.module.css';
import { formatDistance } from '../model/delivery-quote';
import { isFinalFoodOrder, statusNoteKey } from '../model/food-order-view';
import { clock } from '../model/clock';
import { storeClock, storeDayOf } from '../model/pickup-times';
import { LinkProblem } from './link-problem';

function OrderSkeleton() {
  return (
    <LoadingShape className={styles.page} testId="ordering-order-skeleton">
      <SkeletonBlock width="60%" height={24} />
      <SkeletonBlock height={140} radius="var(--lahap-radius-lg)" />
      <SkeletonBlock height={180} radius="var(--lahap-radius-lg)" />
    </LoadingShape>
  );
}

/** When to pick up, or where it goes, as the order's card reads it. */
function Destination({ order }: { order: FoodOrder }) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  if (order.orderFoodType === 2 && order.pickupTime) {
    const at = Date.parse(order.pickupTime);
    const day = storeDayOf(at, clock.now());
    const when = day
      ? t('checkout.slot', { day: t(`checkout.${day}`), time: storeClock(at) })
      : `${formatDate(at, locale)} ${storeClock(at)}`;
    return (
      <p className={styles.hint} data-testid="ordering-order-pickup-time">
        {t('order.pickupAt', { when })}
      </p>
    );
  }
  if (!order.address) return null;
  return (
    <div className={styles.amounts} data-testid="ordering-order-address">
      <dl className={styles.amounts}>
        <div className={styles.amountRow}>
          <dt>{t('order.deliverTo')}</dt>
          <dd>{order.address.text}</dd>
        </div>
      </dl>
      {order.distanceMeters !== null && (
        <p className={styles.hint}>
          {t('order.distance', { distance: formatDistance(order.distanceMeters, locale) })}
        </p>
      )}
      {order.contactPhone && <p className={styles.hint}>{t('order.phone', { phone: order.contactPhone })}</p>}
    </div>
  );
}

function OrderView({ order, refreshFailed }: { order: FoodOrder; refreshFailed: boolean }) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const storeName = pickText(order.store.storeName, locale);
  useDocumentTitle(t('order.title', { store: storeName }));
  return (
    <main>
      <MenuHeader
        storeName={storeName}
        tableName={null}
        channelName={order.orderFoodType === 2 ? t('channel.pickup') : t('channel.delivery')}
      />
      <div className={styles.page} data-testid="ordering-order" data-status={order.status}>
        <section className={`${styles.card} ${styles.numberCard}`} aria-labelledby="ordering-pickup-no">
          <p id="ordering-pickup-no" className={styles.numberLabel}>
            {t('order.pickupNo')}
          </p>
          <p className={styles.number} data-testid="ordering-pickup-no">
            {order.pickupNo}
          </p>
          <span className={styles.statusChip} data-status={order.status} data-testid="ordering-order-status">
            {t(`order.status.${order.status}`)}
          </span>
          <p className={styles.hint} role="status" data-testid="ordering-order-note">
            {t(statusNoteKey(order.orderFoodType, order.status))}
          </p>
          <Destination order={order} />
          {refreshFailed && (
            <p className={styles.warning} data-testid="ordering-order-refresh-failed">
              {t('order.refreshFailed')}
            </p>
          )}
        </section>

        {order.status === 'UNPAID' && <FoodPayPanel key={order.charge?.paymentId ?? 'none'} order={order} />}

        {order.status !== 'CANCELLED' && (
          <section className={styles.card} aria-labelledby="ordering-order-steps-title">
            <h2 id="ordering-order-steps-title" className={styles.cardTitle}>
              {t('order.steps')}
            </h2>
            <FoodOrderSteps orderFoodType={order.orderFoodType} status={order.status} />
          </section>
        )}

        <section className={styles.card} aria-labelledby="ordering-order-lines">
          <h2 id="ordering-order-lines" className={styles.cardTitle}>
            {t('order.lines')}
          </h2>
          <ul className={cartStyles.lines}>
            {order.lines.map((line, index) => (
              <li key={`${line.dishId}-${index}`} className={cartStyles.line}>
                <div className={cartStyles.lineBody}>
                  <span className={cartStyles.lineName}>{pickText(line.name, locale)}</span>
                  {line.note && (
                    <span className={cartStyles.lineMeta}>{t('cart.note', { note: line.note })}</span>
                  )}
                </div>
                <span className={cartStyles.quantity}>×{line.quantity}</span>
                <span className={cartStyles.lineAmount}>{formatRupiah(line.quantity * line.unitPrice)}</span>
              </li>
            ))}
          </ul>
          <OrderAmounts
            itemsTotal={order.itemsTotal}
            deliveryFee={order.deliveryFee}
            delivery={order.orderFoodType === 1}
          />
        </section>

        {isFinalFoodOrder(order.status) && (
          <a
            className={`${buttons.button} ${buttons.primary}`}
            href={menuQrPagePath(order.qrCodeId, order.orderFoodType)}
            data-testid="ordering-order-again"
          >
            {t('order.orderAgain')}
          </a>
        )}
      </div>
    </main>
  );
}

/**
 * `/menuQr/order?orderId=…`: a pickup or delivery order made on this phone: its pickup number,
 * status and steps, paying it while unpaid, its lines and amounts; polled until it is over.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('ordering');
  const failureText = useFailureText();
  const order = useFoodOrder(orderId);

  if (order.isPending) return <OrderSkeleton />;
  if (!order.data) {
    const { error } = order;
    if (isApiRequestError(error) && error.code === ERROR_CODES.FOOD_ORDER_NOT_FOUND) {
      return <LinkProblem title={t('order.notFoundTitle')} description={t('order.notFoundDescription')} />;
    }
    return (
      <main>
        <ErrorState description={failureText(error)} onRetry={() => void order.refetch()} />
      </main>
    );
  }
  return <OrderView order={order.data} refreshFailed={order.isRefetchError} />;
}
