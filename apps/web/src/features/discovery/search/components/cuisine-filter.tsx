import type { Category } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import styles from './search.module.css';

export interface CuisineFilterProps {
  cuisines: Category[];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
  testId: string;
}

/** A row of cuisine chips (filter_sign); "All" clears the filter. */
export function CuisineFilter({ cuisines, selected, onSelect, testId }: CuisineFilterProps) {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  if (cuisines.length === 0) return null;
  const chip = (id: string | null, label: string) => (
    <li key={id ?? 'all'}>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={selected === id}
        onClick={() => onSelect(id)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <ul className={styles.chips} aria-label={t('search.filter.label')} data-testid={testId}>
      {chip(null, t('search.filter.all'))}
      {cuisines.map((cuisine) => chip(cuisine.categoryId, pickText(cuisine.categoryName, locale)))}
    </ul>
  );
}
