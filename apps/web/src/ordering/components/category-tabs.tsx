import { pickText } from '@lahap/contract/locale';
import type { MenuCategory } from '@lahap/contract/ordering/schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import styles from './menu.module.css';

export interface CategoryTabsProps {
  categories: MenuCategory[];
  activeId: string | null;
  onSelect: (categoryId: string) => void;
}

/** The menu's categories as a strip of tabs: the one in view is marked, a tap scrolls to its dishes. */
export function CategoryTabs({ categories, activeId, onSelect }: CategoryTabsProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const strip = useRef<HTMLElement>(null);

  useEffect(() => {
    // Keeps the marked tab in the strip's view as the page scrolls through the categories.
    const tab = strip.current?.querySelector<HTMLElement>('[aria-current="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [activeId]);

  return (
    <nav ref={strip} className={styles.tabs} aria-label={t('menu.categories')} data-testid="ordering-tabs">
      {categories.map((category) => (
        <button
          key={category.categoryId}
          type="button"
          className={styles.tab}
          aria-current={category.categoryId === activeId ? 'true' : undefined}
          onClick={() => onSelect(category.categoryId)}
          data-testid={`ordering-tab-${category.categoryId}`}
        >
          {pickText(category.name, locale)}
        </button>
      ))}
    </nav>
  );
}
