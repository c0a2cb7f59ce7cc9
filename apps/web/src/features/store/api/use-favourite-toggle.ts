import { FAVOURITE_DEBOUNCE_MS } from '@lahap/contract/constants';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { showToast } from '@/shared/ui/toast';
import { cancelFavouriteStores } from './favourite-batch-cancel';
import { saveFavouriteStore } from './favourite-save';
import { FAVOURITE_LIST_KEY } from './favourite-store-list';
import { storeDetailPrefix } from './store-detail';

/** What the last successful change did; `at` tells two equal changes apart. */
export interface FavouriteChange {
  kind: 'saved' | 'removed';
  at: number;
}

/** The failure text of spec §8 "Favourite failure": the server's message, else the connection text. */
export function useFavouriteFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      isApiRequestError(error) && (error.kind === 'server' || error.kind === 'http') && error.message
        ? error.message
        : t('apiErrors.network'),
    [t],
  );
}

/**
 * The store page's favourite toggle (spec §4 "Favourite", §5): taps are debounced 200 ms and the
 * last one counts; a guest is asked to log in first and the favourite goes on after login. A
 * success updates every cached copy of the store, marks the favourites list stale and reports
 * the change for the 2 s hint; a failure shows the server's message.
 */
export function useFavouriteToggle(storeId: string, favourite: boolean) {
  const queryClient = useQueryClient();
  const failureText = useFavouriteFailureText();
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<FavouriteChange | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef({ favourite, busy });

  useEffect(() => {
    current.current = { favourite, busy };
  }, [favourite, busy]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async () => {
    if (current.current.busy) return;
    // A guest never has favourites, so the wish is to save; it stays the wish after login.
    const save = !current.current.favourite;
    if (!(await requireLogin('favourite'))) return;
    setBusy(true);
    current.current.busy = true;
    try {
      if (save) await saveFavouriteStore(storeId);
      else await cancelFavouriteStores([storeId]);
      queryClient.setQueriesData<StoreDetailData>({ queryKey: storeDetailPrefix(storeId) }, (data) =>
        data ? { ...data, favourite: save } : data,
      );
      // A refetch already under way (login refreshes every query) would bring the old state
      // back: ask again now that the server holds the change.
      void queryClient.invalidateQueries({ queryKey: storeDetailPrefix(storeId) });
      void queryClient.invalidateQueries({ queryKey: FAVOURITE_LIST_KEY });
      setChange({ kind: save ? 'saved' : 'removed', at: Date.now() });
    } catch (error) {
      showToast(failureText(error));
    } finally {
      current.current.busy = false;
      setBusy(false);
    }
  }, [storeId, queryClient, failureText]);

  const toggle = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), FAVOURITE_DEBOUNCE_MS);
  }, [run]);

  const clearChange = useCallback(() => setChange(null), []);

  return { toggle, busy, change, clearChange };
}
