import type { FoodOrderStatus } from '@lahap/contract/ordering/states';
import { useTranslation } from 'react-i18next';
import { stepStates } from '../model/food-order-view';
import styles from './checkout.module.css';

/** An order's way from payment to the customer, its current step marked (and read as current). */
export function FoodOrderSteps({ orderFoodType, status }: { orderFoodType: 1 | 2; status: FoodOrderStatus }) {
  const { t } = useTranslation('ordering');
  return (
    <ol className={styles.steps} aria-label={t('order.steps')} data-testid="ordering-order-steps">
      {stepStates(orderFoodType, status).map(({ step, state }) => (
        <li
          key={step}
          className={styles.step}
          data-state={state}
          aria-current={state === 'current' ? 'step' : undefined}
          data-testid={`ordering-order-step-${step}`}
        >
          {t(`order.status.${step}`)}
        </li>
      ))}
    </ol>
  );
}
