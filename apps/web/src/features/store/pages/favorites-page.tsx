import type { FavouriteStore, FavouriteStoreListData } from '@lahap/contract/store/schemas';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireLogin } from '@/shared/auth/login-gate';
import { useListPosition } from '@/shared/location/list-position';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoginPromptCard } from '@/shared/ui/login-prompt-card';
import { NavBar } from '@/shared/ui/nav-bar';
import { PagedList, useShownPages } from '@/shared/ui/paged-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { cancelFavouriteStores } from '../api/favourite-batch-cancel';
import { FAVOURITE_LIST_KEY, useFavouriteStores } from '../api/favourite-store-list';
import { storeDetailPrefix } from '../api/store-detail';
import { useFavouriteFailureText } from '../api/use-favourite-toggle';
import { FavouriteStoreRow } from '../components/favourite-store-row';
import styles from './favorites-page.module.css';

/** My favourites (/platform/favoritesList): login required; the saved stores, newest first. */
export default function FavoritesPage() {
  const { t } = useTranslation('store');
  const loggedIn = useSessionStore(selectIsLoggedIn);
  useDocumentTitle(t('favourites.title'));
  return (
    <main className={styles.page} data-testid="favorites-page">
      <NavBar title={t('favourites.title')} />
      {loggedIn ? (
        <FavouriteList />
      ) : (
        <LoginPromptCard
          title={t('favourites.loginTitle')}
          description={t('favourites.loginDescription')}
          onLogin={() => void requireLogin('favourite')}
        />
      )}
    </main>
  );
}

function FavouriteList() {
  const { t } = useTranslation('store');
  const queryClient = useQueryClient();
  const position = useListPosition();
  const query = useShownPages(useFavouriteStores(position, true));
  const failureText = useFavouriteFailureText();
  const [removing, setRemoving] = useState<string | null>(null);
  const stores = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total;

  const remove = async (store: FavouriteStore) => {
    setRemoving(store.storeId);
    try {
      await cancelFavouriteStores([store.storeId]);
      queryClient.setQueriesData<InfiniteData<FavouriteStoreListData>>(
        { queryKey: FAVOURITE_LIST_KEY },
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  total: Math.max(0, page.total - 1),
                  list: page.list.filter((saved) => saved.storeId !== store.storeId),
                })),
              }
            : data,
      );
      queryClient.setQueriesData<{ favourite: boolean }>(
        { queryKey: storeDetailPrefix(store.storeId) },
        (data) => (data ? { ...data, favourite: false } : data),
      );
      // Pages are numbered, so the rest of the list moved up by one: ask for it again quietly.
      void queryClient.invalidateQueries({ queryKey: FAVOURITE_LIST_KEY });
      showToast(t('favourite.removed'));
    } catch (error) {
      showToast(failureText(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <PullToRefresh onRefresh={() => queryClient.resetQueries({ queryKey: FAVOURITE_LIST_KEY })}>
      <div className={styles.body}>
        {total !== undefined && stores.length > 0 && (
          <p className={styles.count} data-testid="favourites-count">
            {t('favourites.count', { count: total })}
          </p>
        )}
        <PagedList
          query={query}
          rowCount={stores.length}
          skeleton={<ListSkeleton rows={5} />}
          empty={
            <EmptyState title={t('favourites.emptyTitle')} description={t('favourites.emptyDescription')} />
          }
          loaderTestId="favourites-foot"
        >
          <ul className={styles.list} data-testid="favourites-list">
            {stores.map((store) => (
              <FavouriteStoreRow
                key={store.storeId}
                store={store}
                removing={removing === store.storeId}
                onRemove={(saved) => void remove(saved)}
              />
            ))}
          </ul>
        </PagedList>
      </div>
    </PullToRefresh>
  );
}
