import type { Category } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { imageSrc } from '@lahap/contract/media/image-src';
import styles from './home.module.css';

export interface CategoryFilterProps {
  categories: Category[];
  /** The chosen category, or null for all. */
  value: string | null;
  onChange: (categoryId: string | null) => void;
}

/** The category chips above the store list, "All" first. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  const options = [
    { id: null, name: t('categories.all'), icon: null },
    ...categories.map((category) => ({
      id: category.categoryId,
      name: pickText(category.categoryName, locale),
      icon: imageSrc(category.iconUrl, 'thumbnail'),
    })),
  ];
  return (
    <div
      className={styles.categories}
      role="group"
      aria-label={t('categories.label')}
      data-testid="home-categories"
    >
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          className={option.id === value ? `${styles.category} ${styles.categoryActive}` : styles.category}
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
        >
          {option.icon && <img className={styles.categoryIcon} src={option.icon} alt="" loading="lazy" />}
          {option.name}
        </button>
      ))}
    </div>
  );
}
