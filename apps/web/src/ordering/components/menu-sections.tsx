import { pickText } from '@lahap/contract/locale';
import type { Dish, MenuCategory } from '@lahap/contract/ordering/schemas';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { sectionIdOf } from '../model/use-scrollspy';
import { DishRow } from './dish-row';
import styles from './menu.module.css';

export interface MenuSectionsProps {
  categories: MenuCategory[];
  onAdd: ((dish: Dish) => void) | null;
  lockedText: string | null;
}

/** Each category's heading and dishes, in the menu's order. */
export function MenuSections({ categories, onAdd, lockedText }: MenuSectionsProps) {
  const locale = useAppLocale();
  return (
    <div className={styles.sections}>
      {categories.map((category) => {
        const headingId = `${sectionIdOf(category.categoryId)}-title`;
        return (
          <section
            key={category.categoryId}
            id={sectionIdOf(category.categoryId)}
            className={styles.section}
            aria-labelledby={headingId}
            data-testid={`ordering-category-${category.categoryId}`}
          >
            <h2 id={headingId} className={styles.sectionTitle}>
              {pickText(category.name, locale)}
            </h2>
            <ul className={styles.dishes}>
              {category.dishList.map((dish) => (
                <DishRow key={dish.dishId} dish={dish} onAdd={onAdd} lockedText={lockedText} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
