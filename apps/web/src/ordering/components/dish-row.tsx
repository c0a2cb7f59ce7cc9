import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { Dish } from '@lahap/contract/ordering/schemas';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import styles from './menu.module.css';

export interface DishRowProps {
  dish: Dish;
  /** Null on a read-only menu (pickup, delivery): no add button. */
  onAdd: ((dish: Dish) => void) | null;
  /** Why nothing can be added (a table mate has paid): the button is off and says so. */
  lockedText?: string | null;
}

/** One dish: photo, name, description, price, and its add button (none when sold out). */
export function DishRow({ dish, onAdd, lockedText }: DishRowProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const name = pickText(dish.name, locale);
  const description = pickText(dish.description, locale);
  return (
    <li className={styles.dish} data-sold-out={dish.soldOut} data-testid={`ordering-dish-${dish.dishId}`}>
      {dish.imageUrl ? (
        <img className={styles.photo} src={dish.imageUrl} alt="" loading="lazy" width={88} height={88} />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.dishBody}>
        <h3 className={styles.dishName}>{name}</h3>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.dishFoot}>
          <span className={styles.price}>{formatRupiah(dish.price)}</span>
          {dish.soldOut ? (
            <span className={styles.soldOutTag} data-testid="ordering-sold-out">
              {t('menu.soldOut')}
            </span>
          ) : (
            onAdd && (
              <button
                type="button"
                className={styles.add}
                disabled={Boolean(lockedText)}
                aria-label={
                  lockedText
                    ? `${t('menu.add', { dish: name })}: ${lockedText}`
                    : t('menu.add', { dish: name })
                }
                onClick={() => onAdd(dish)}
                data-testid="ordering-add"
              >
                <span aria-hidden="true">+</span>
              </button>
            )
          )}
        </div>
      </div>
    </li>
  );
}
