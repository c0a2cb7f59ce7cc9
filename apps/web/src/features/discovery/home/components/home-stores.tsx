import { useState } from 'react';
import { AreaPicker } from './area-picker';
import { CategoryFilter } from './category-filter';
import type { HomePosition } from '@/features/discovery/home/api/home-api';
import { HomeStoreList } from './home-store-list';
import { useCategories } from '@/features/discovery/home/api/use-home-queries';

/**
 * The area picker, the category filter and the store list under them; the list starts over for
 * each area and category.
 */
export default function HomeStores({ position }: { position: HomePosition | null }) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [regionId, setRegionId] = useState<number | null>(null);
  const categories = useCategories();
  const categoryList = categories.data?.categoryList ?? [];
  const regionList = categories.data?.regionList ?? [];
  return (
    <>
      {regionList.length > 0 && <AreaPicker regions={regionList} value={regionId} onChange={setRegionId} />}
      {categoryList.length > 0 && (
        <CategoryFilter categories={categoryList} value={categoryId} onChange={setCategoryId} />
      )}
      <HomeStoreList position={position} categoryId={categoryId} regionId={regionId} />
    </>
  );
}
