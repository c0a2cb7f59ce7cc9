import type { Dish, MenuCategory } from '@lahap/contract/ordering/schemas';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyState } from '@/shared/ui/empty-state';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { searchMenu } from '../model/dish-search';
import { useScrollspy } from '../model/use-scrollspy';
import { CategoryTabs } from './category-tabs';
import { MenuSections } from './menu-sections';
import { SearchBox } from './search-box';
import styles from './menu.module.css';

export interface MenuBrowserProps {
  categories: MenuCategory[];
  /** The + of a dish; null shows the menu to read. */
  onAdd: ((dish: Dish) => void) | null;
  /** Why adding is off for now (a table mate paid), on each dish. */
  lockedText?: string | null;
  /** Under the search and tabs, above the dishes. */
  banner?: ReactNode;
  onRefresh: () => Promise<unknown>;
}

/** The menu to browse: search, the category tabs following the scroll, the dishes; pulled to refresh. */
export function MenuBrowser({ categories, onAdd, lockedText = null, banner, onRefresh }: MenuBrowserProps) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => searchMenu(categories, search, locale), [categories, search, locale]);
  const spy = useScrollspy(shown.map((category) => category.categoryId));
  return (
    <>
      <div className={styles.sticky}>
        <SearchBox value={search} onChange={setSearch} />
        {shown.length > 1 && (
          <CategoryTabs categories={shown} activeId={spy.activeId} onSelect={spy.scrollTo} />
        )}
      </div>
      {banner}
      <PullToRefresh onRefresh={onRefresh}>
        {shown.length === 0 ? (
          <EmptyState title={search.trim() ? t('menu.noMatch', { text: search.trim() }) : t('menu.empty')} />
        ) : (
          <MenuSections categories={shown} onAdd={onAdd} lockedText={lockedText} />
        )}
      </PullToRefresh>
    </>
  );
}
