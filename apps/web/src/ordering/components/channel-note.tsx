import { ORDER_FOOD_TYPE, type OrderFoodType } from '@lahap/contract/enums';
import { useTranslation } from 'react-i18next';
import styles from './menu.module.css';

/**
 * Pickup and delivery QR codes open the menu to read only: ordering through them is not built
 * yet, and the page says so before anyone looks for an add button.
 */
export function ChannelNote({ orderFoodType }: { orderFoodType: OrderFoodType }) {
  const { t } = useTranslation('ordering');
  const text = orderFoodType === ORDER_FOOD_TYPE.pickup ? t('menu.pickupSoon') : t('menu.deliverySoon');
  return (
    <p className={styles.note} role="note" data-testid="ordering-channel-note">
      <strong className={styles.noteTitle}>{t('menu.comingSoon')}</strong>
      {text}
    </p>
  );
}
