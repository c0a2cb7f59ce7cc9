import { useState } from 'react';
import { CategoryFilter } from './category-filter';
import type { HomePosition } from './home-api';
import { HomeStoreList } from './home-store-list';
import { useCategories } from './use-home-queries';

/** The category filter and the store list under it; the list starts over for each category. */
export default function HomeStores({ position }: { position: HomePosition | null }) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useCategories();
  const categoryList = categories.data?.categoryList ?? [];
  return (
    <>
      {categoryList.length > 0 && (
        <CategoryFilter categories={categoryList} value={categoryId} onChange={setCategoryId} />
      )}
      <HomeStoreList position={position} categoryId={categoryId} />
    </>
  );
}
