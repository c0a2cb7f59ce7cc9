import { pickText } from '@lahap/contract/locale';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '../i18n/use-app-locale';
import { useListPosition } from '../location/list-position';
import { useDistanceText } from '../ui/distance-text';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import iconButtonStyles from '../ui/icon-button.module.css';
import { imageSrc } from '@lahap/contract/media/image-src';
import { InfiniteLoader, infiniteLoaderProps } from '../ui/infinite-loader';
import { ListSkeleton } from '../ui/skeleton';
import { useSearchText } from '../ui/use-search-text';
import { useApplicableStores, type ApplicableStoresTarget } from './applicable-stores-api';
import styles from './applicable-stores-popup.module.css';

export type { ApplicableStoresTarget } from './applicable-stores-api';

export interface ApplicableStoresPopupProps {
  /** What to list the stores of; null keeps the popup closed. */
  target: ApplicableStoresTarget | null;
  onClose: () => void;
}

/**
 * The applicable-stores popup (spec §2, §4 "Store popup"): a searchable list of the stores a
 * product, coupon or merchant can be used at, nearest first, paged as the user scrolls.
 */
export function ApplicableStoresPopup({ target, onClose }: ApplicableStoresPopupProps) {
  const { t } = useTranslation('browse');
  return (
    <Popup
      visible={target !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.body}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{t('applicableStores.title')}</h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${styles.close}`}
          aria-label={t('applicableStores.close')}
          onClick={onClose}
          data-testid="applicable-stores-close"
        >
          <CloseOutline />
        </button>
      </div>
      {target && <StoreSearch target={target} />}
    </Popup>
  );
}

function StoreSearch({ target }: { target: ApplicableStoresTarget }) {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const position = useListPosition();
  const text = useSearchText();
  const formatDistance = useDistanceText();
  const list = useApplicableStores(target, text.query, position);
  const pages = list.data?.pages ?? [];
  const stores = pages.flatMap((page) => page.storeList);

  return (
    <>
      <div className={styles.search}>
        <SearchBar
          value={text.input}
          onChange={text.setInput}
          onSearch={(value) => text.submit(value)}
          onClear={text.clear}
          placeholder={t('applicableStores.placeholder')}
          aria-label={t('applicableStores.placeholder')}
          data-testid="applicable-stores-search"
        />
      </div>
      <div className={styles.scroll} data-testid="applicable-stores-list">
        {list.isPending ? (
          <ListSkeleton rows={3} />
        ) : list.isError && stores.length === 0 ? (
          <ErrorState compact onRetry={() => void list.refetch()} />
        ) : stores.length === 0 ? (
          <EmptyState
            compact
            title={t('applicableStores.emptyTitle')}
            description={t('applicableStores.emptyDescription')}
          />
        ) : (
          <>
            <p className={styles.count}>
              {t('applicableStores.count', { count: pages[0]?.storeCount ?? stores.length })}
            </p>
            <ul className={styles.list}>
              {stores.map((store) => {
                const name = pickText(store.storeName, locale);
                const distance = store.distance === null ? '' : formatDistance(store.distance);
                const logo = imageSrc(store.storeLogo, 'logo');
                return (
                  <li key={store.storeId} className={styles.row} data-testid="applicable-store">
                    {logo ? (
                      <img className={styles.logo} src={logo} alt="" width={48} height={48} loading="lazy" />
                    ) : (
                      <span className={styles.logo} aria-hidden="true" />
                    )}
                    <div className={styles.text}>
                      <p className={styles.name}>{name}</p>
                      <p className={styles.address}>{pickText(store.storeAddress, locale)}</p>
                    </div>
                    {distance &&
                      (store.mapLinkAddress ? (
                        <a
                          className={styles.distance}
                          href={store.mapLinkAddress}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={t('applicableStores.viewMap', { name })}
                        >
                          {distance}
                        </a>
                      ) : (
                        <span className={styles.distance}>{distance}</span>
                      ))}
                  </li>
                );
              })}
            </ul>
            <InfiniteLoader {...infiniteLoaderProps(list)} testId="applicable-stores-foot" />
          </>
        )}
      </div>
    </>
  );
}
