import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { FoodOrder } from '@lahap/contract/ordering/food-order-schemas';
import type { FoodOrderStaffStep } from '@lahap/contract/ordering/states';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { nextFoodOrderStep } from '../model/kitchen-food-orders';
import { formatClock } from '../model/kitchen-rounds';
import { useMoveFoodOrder } from '../model/use-kitchen-actions';
import { KitchenCardHead } from './kitchen-card-head';
import styles from './round-card.module.css';

/** The step button's colour: each step its own, so a glance tells the kitchen what a tap does. */
const STEP_COLOR: Record<FoodOrderStaffStep, 'primary' | 'warning' | 'success'> = {
  ACCEPTED: 'primary',
  READY: 'warning',
  DELIVERING: 'primary',
  COMPLETED: 'success',
};

/**
 * One pickup or delivery order as the kitchen works it: its pickup number and channel, when it
 * is picked up or where it goes, each line, what was paid, and one big button for its next step.
 */
export function FoodOrderCard({ order }: { order: FoodOrder }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const titleId = useId();
  const move = useMoveFoodOrder();
  const step = nextFoodOrderStep(order);
  const pickup = order.orderFoodType === 2;
  const title = t(pickup ? 'kitchen.food.pickupTitle' : 'kitchen.food.deliveryTitle', { no: order.pickupNo });

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="kitchen-food-order"
      data-order-id={order.orderId}
      data-status={order.status}
    >
      <KitchenCardHead
        titleId={titleId}
        title={title}
        status={order.status}
        statusText={t(`kitchen.food.status.${order.status}`)}
      />
      {pickup && order.pickupTime ? (
        <p className={styles.time} data-testid="kitchen-food-when">
          {t('kitchen.food.pickupAt', { time: formatClock(order.pickupTime) })}
        </p>
      ) : (
        order.address && (
          <p className={styles.time} data-testid="kitchen-food-where">
            {t('kitchen.food.deliverTo', { address: order.address.text, phone: order.contactPhone ?? '' })}
          </p>
        )
      )}
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={`${line.dishId}-${index}`} className={styles.line} data-testid="kitchen-line">
            <span className={styles.quantity}>{t('kitchen.quantity', { count: line.quantity })}</span>
            <div className={styles.lineText}>
              <strong className={styles.dish}>{pickText(line.name, locale)}</strong>
              {line.note && <span className={styles.note}>{t('kitchen.note', { note: line.note })}</span>}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.time}>{t('kitchen.food.paid', { amount: formatRupiah(order.payable) })}</p>
      {step && (
        <Button
          className={styles.step}
          color={STEP_COLOR[step]}
          size="large"
          block
          loading={move.isPending}
          disabled={move.isPending}
          aria-label={t(`kitchen.food.stepLabel.${step}`, { order: title })}
          onClick={() => move.mutate({ orderId: order.orderId, step })}
          data-testid="kitchen-food-step"
        >
          {t(`kitchen.food.step.${step}`)}
        </Button>
      )}
    </article>
  );
}
