import type { StoreCard as StoreCardData } from '@lahap/contract/discovery/schemas';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { PagedList, useShownPages, type PagedListQuery } from '@/shared/ui/paged-list';
import cardStyles from '@/features/discovery/components/cards.module.css';
import { StoreListSkeleton } from '@/shared/stores/store-card-skeleton';
import { StoreCard } from '@/shared/stores/store-card';
import styles from './mall.module.css';

/** What a paged store query gives this section (a react-query infinite query fits). */
export interface PagedStores extends PagedListQuery {
  data?: { pages: { storeList: StoreCardData[] }[] };
}

export interface StoreListSectionProps {
  title: string;
  query: PagedStores;
  testId: string;
}

/**
 * A titled store list, nearest first, scrolled endlessly; an empty list shows the empty
 * image text and the empty text (spec §8).
 */
export function StoreListSection({ title, query: answered, testId }: StoreListSectionProps) {
  const { t } = useTranslation('browse');
  const query = useShownPages(answered);
  const pages = query.data?.pages ?? [];
  const stores = pages.flatMap((page) => page.storeList);
  return (
    <section className={styles.section} aria-label={title} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <PagedList
        query={query}
        rowCount={stores.length}
        skeleton={<StoreListSkeleton rows={3} />}
        empty={<EmptyState compact title={t('common.emptyImage')} description={t('common.emptyText')} />}
        compact
        loaderTestId={`${testId}-foot`}
      >
        <div className={cardStyles.stack}>
          {stores.map((store, index) => (
            <StoreCard key={store.storeId} store={store} list={testId} position={index + 1} />
          ))}
        </div>
      </PagedList>
    </section>
  );
}
