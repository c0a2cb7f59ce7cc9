import { SEARCH_TEXT_MAX_LENGTH } from '@lahap/contract/constants';
import { pickText } from '@lahap/contract/locale';
import Popup from 'antd-mobile/es/components/popup';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { useListPosition } from '@/shared/location/list-position';
import { CardImage } from '@/shared/product/card-image';
import sheetStyles from '@/shared/ui/bottom-sheet.module.css';
import { DistanceText } from '@/shared/ui/distance-text';
import { EmptyState } from '@/shared/ui/empty-state';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { PagedList } from '@/shared/ui/paged-list';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { useSearchText } from '@/shared/ui/use-search-text';
import { useApplicableStores, type ApplicableStoresSource } from './applicable-stores';
import styles from './applicable-stores-popup.module.css';

/** The popup's words, in the caller's namespace. */
export interface ApplicableStoresText {
  title: string;
  close: string;
  /** No store at all. */
  empty: string;
  /** With these the list is searchable: the field's placeholder, and the empty text of a search. */
  search?: { placeholder: string; noMatch: string };
}

export interface ApplicableStoresPopupProps {
  open: boolean;
  onClose: () => void;
  source: ApplicableStoresSource;
  text: ApplicableStoresText;
  /**
   * The list's test id; its parts take it as a prefix (`-close`, `-search`, `-foot`), and each
   * store is `storeTestId`.
   */
  testId: string;
  storeTestId: string;
}

/**
 * The stores a voucher or a coupon is used at, nearest first, as a paged list in a bottom sheet;
 * a store opens its page. With search words, a search field narrows it. The list starts over
 * when the search text settles or the customer's position arrives (spec §4 "Store popup").
 */
export function ApplicableStoresPopup({ open, onClose, ...list }: ApplicableStoresPopupProps) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetStyles.sheet}
      destroyOnClose
    >
      <StoreList onClose={onClose} {...list} />
    </Popup>
  );
}

function StoreList({ onClose, source, text, testId, storeTestId }: Omit<ApplicableStoresPopupProps, 'open'>) {
  const locale = useAppLocale();
  const titleId = useId();
  const position = useListPosition();
  const search = useSearchText();
  const query = useApplicableStores(source, search.query, position);
  const stores = query.data?.pages.flatMap((page) => page.storeList) ?? [];

  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <div className={sheetStyles.header}>
        <h2 id={titleId} className={sheetStyles.title}>
          {text.title}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${sheetStyles.close}`}
          aria-label={text.close}
          onClick={onClose}
          data-testid={`${testId}-close`}
        >
          <CloseIcon />
        </button>
        {text.search && (
          <form
            role="search"
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              search.submit();
            }}
          >
            <SearchIcon />
            <input
              type="search"
              className={styles.searchInput}
              value={search.input}
              onChange={(event) => search.setInput(event.target.value)}
              placeholder={text.search.placeholder}
              aria-label={text.search.placeholder}
              maxLength={SEARCH_TEXT_MAX_LENGTH * 4}
              enterKeyHint="search"
              data-testid={`${testId}-search`}
            />
          </form>
        )}
      </div>
      <PagedList
        query={query}
        rowCount={stores.length}
        skeleton={<ListSkeleton rows={3} />}
        empty={<EmptyState compact title={text.search && search.query ? text.search.noMatch : text.empty} />}
        compact
        loaderTestId={`${testId}-foot`}
      >
        <ul className={styles.list}>
          {stores.map((store) => (
            <li key={store.storeId}>
              <Link
                to={paths.merchant.getHref({ storeId: store.storeId })}
                className={styles.store}
                data-testid={storeTestId}
              >
                <CardImage
                  url={store.storeLogo}
                  width="logo"
                  className={styles.logo}
                  fallback={<ShopbagOutline />}
                />
                <span className={styles.text}>
                  <span className={styles.name}>{pickText(store.storeName, locale)}</span>
                  <span className={styles.address}>{pickText(store.storeAddress, locale)}</span>
                </span>
                <DistanceText metres={store.distance} className={styles.distance} />
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
