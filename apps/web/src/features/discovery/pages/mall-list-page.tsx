import { useTranslation } from 'react-i18next';
import { useListPosition } from '@/shared/location/list-position';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PagedList, useShownPages } from '@/shared/ui/paged-list';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import cardStyles from '../components/cards.module.css';
import { ProductListSkeleton } from '../components/skeletons';
import { useAllMalls } from '../mall/api/mall-queries';
import { MallCard } from '../mall/components/mall-card';
import styles from '../mall/components/mall.module.css';

/** The mall collection (/platform/shoppingMallListPage): every mall, nearest first, paged. */
export default function MallListPage() {
  const { t } = useTranslation('browse');
  useDocumentTitle(t('mallList.title'));
  const position = useListPosition();
  const query = useShownPages(useAllMalls(position));
  const pages = query.data?.pages ?? [];
  const malls = pages.flatMap((page) => page.mallList);

  return (
    <main data-testid="mall-list-page">
      <NavBar title={t('mallList.title')} />
      <div className={styles.list}>
        <PagedList
          query={query}
          rowCount={malls.length}
          skeleton={<ProductListSkeleton rows={3} layout="row" />}
          empty={<EmptyState title={t('common.emptyImage')} description={t('common.emptyText')} />}
          loaderTestId="mall-list-foot"
        >
          <ul className={cardStyles.stack} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {malls.map((mall) => (
              <li key={mall.mallId}>
                <MallCard mall={mall} />
              </li>
            ))}
          </ul>
        </PagedList>
      </div>
    </main>
  );
}
