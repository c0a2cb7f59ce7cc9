import { sanitizeSearchText } from '@lahap/contract/discovery/search-text';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListPosition } from '@/shared/location/list-position';
import { useSearchText } from '@/shared/ui/use-search-text';
import { EmptyState } from '@/shared/ui/empty-state';
import { CookingIllustration } from '@/shared/ui/illustrations/cooking-illustration';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import pillStyles from '../components/pill-button.module.css';
import { useSearchCuisines } from '../search/api/filter-sign';
import type { SearchTab } from '../search/api/search-results';
import { SearchHistoryPanel } from '../search/components/search-history-panel';
import { SearchResults } from '../search/components/search-results';
import styles from '../search/components/search.module.css';
import { addToSearchHistory, readSearchHistory, saveSearchHistory } from '../search/model/search-history';

const TABS: readonly SearchTab[] = ['stores', 'coupons'];

function isTab(value: string | null): value is SearchTab {
  return value === 'stores' || value === 'coupons';
}

/**
 * Search (spec §2): a cleaned, debounced text; two tabs, stores and coupons, each keeping its
 * own scroll position, filter and paging; past searches while the box is empty. The text and
 * tab live in the address, so coming back from a result shows the same search.
 */
export default function SearchPage() {
  const { t } = useTranslation('browse');
  useDocumentTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const text = useSearchText(params.get('q') ?? '');
  const requestedTab = params.get('tab');
  const tab: SearchTab = isTab(requestedTab) ? requestedTab : 'stores';
  const [history, setHistory] = useState(readSearchHistory);
  const position = useListPosition();
  const cuisines = useSearchCuisines();
  const scrollByTab = useRef<Record<SearchTab, number>>({ stores: 0, coupons: 0 });

  // The address follows the text being searched, replacing the entry so Back leaves the page.
  useEffect(() => {
    if ((params.get('q') ?? '') === text.query) return;
    const next = new URLSearchParams(params);
    if (text.query) next.set('q', text.query);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [text.query, params, setParams]);

  // Each tab comes back where the user left it; the first render keeps the app's own restoration.
  const shownTab = useRef(tab);
  useLayoutEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    window.scrollTo(0, scrollByTab.current[tab]);
  }, [tab]);

  const remember = (value: string) => {
    if (!value) return;
    const next = addToSearchHistory(history, value);
    setHistory(next);
    saveSearchHistory(next);
  };

  const runNow = (value: string) => remember(text.submit(value));

  const switchTab = (key: string) => {
    if (!isTab(key) || key === tab) return;
    scrollByTab.current[tab] = window.scrollY;
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <main data-testid="search-page">
      <NavBar title={t('search.title')} />
      <form
        className={styles.searchRow}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          runNow(text.input);
        }}
      >
        <SearchBar
          className={styles.searchBar}
          value={text.input}
          onChange={text.setInput}
          onSearch={runNow}
          onClear={text.clear}
          placeholder={t('search.placeholder')}
          aria-label={t('search.inputLabel')}
          data-testid="search-input"
        />
        <button
          type="submit"
          className={`${pillStyles.pill} ${styles.submit}`}
          disabled={sanitizeSearchText(text.input) === ''}
          data-testid="search-submit"
        >
          {t('search.submit')}
        </button>
      </form>

      {text.query === '' ? (
        <>
          <SearchHistoryPanel
            history={history}
            onPick={runNow}
            onClear={() => {
              setHistory([]);
              saveSearchHistory([]);
            }}
          />
          {history.length === 0 && (
            <EmptyState
              illustration={CookingIllustration}
              title={t('search.promptTitle')}
              description={t('search.promptDescription')}
            />
          )}
        </>
      ) : (
        <>
          <Tabs activeKey={tab} onChange={switchTab} className={styles.tabs} data-testid="search-tabs">
            {TABS.map((key) => (
              <Tabs.Tab key={key} title={t(`search.tabs.${key}`)} />
            ))}
          </Tabs>
          {TABS.map((key) => (
            <SearchResults
              key={key}
              tab={key}
              keywords={text.query}
              position={position}
              cuisines={cuisines.data ?? []}
              active={key === tab}
            />
          ))}
        </>
      )}
    </main>
  );
}
