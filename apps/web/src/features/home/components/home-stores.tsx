import type { Ref } from 'react';
import { AreaPicker } from './area-picker';
import { CategoryFilter } from './category-filter';
import type { HomePosition } from '@/features/home/api/home-api';
import { HomeStoreList } from './home-store-list';
import { useCategories } from '@/features/home/api/use-home-queries';

/** The list's area and category, kept by the page. */
export interface HomeStoreFilters {
  categoryId: string | null;
  regionId: number | null;
}

export interface HomeStoresProps {
  position: HomePosition | null;
  filters: HomeStoreFilters;
  onFiltersChange: (filters: HomeStoreFilters) => void;
  /** The area picker's select, which the header's location pill opens. */
  areaSelectRef?: Ref<HTMLSelectElement>;
}

/**
 * The area picker, the category filter and the store list under them; the list starts over for
 * each area and category. The choice is the page's, whose header names the chosen area.
 */
export default function HomeStores({ position, filters, onFiltersChange, areaSelectRef }: HomeStoresProps) {
  const { categoryId, regionId } = filters;
  const setCategoryId = (next: string | null) => onFiltersChange({ ...filters, categoryId: next });
  const setRegionId = (next: number | null) => onFiltersChange({ ...filters, regionId: next });
  const categories = useCategories();
  const categoryList = categories.data?.categoryList ?? [];
  const regionList = categories.data?.regionList ?? [];
  return (
    <>
      {regionList.length > 0 && (
        <AreaPicker regions={regionList} value={regionId} onChange={setRegionId} selectRef={areaSelectRef} />
      )}
      {categoryList.length > 0 && (
        <CategoryFilter categories={categoryList} value={categoryId} onChange={setCategoryId} />
      )}
      <HomeStoreList position={position} categoryId={categoryId} regionId={regionId} />
    </>
  );
}
