import { pickText } from '@lahap/contract/locale';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import {
  ClockCircleOutline,
  EnvironmentOutline,
  PhoneFill,
  RightOutline,
  ShopbagOutline,
} from 'antd-mobile-icons';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { pageChannelId } from '@/shared/channel/channel';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { useListPosition } from '@/shared/location/list-position';
import { DistanceText } from '@/shared/ui/distance-text';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { NavBar } from '@/shared/ui/nav-bar';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useStoreDetail } from '../api/store-detail';
import { ServiceCard } from '../components/service-entries';
import { OpenStatus } from '../components/open-status';
import { StoreErrorView } from '../components/store-error-view';
import { StoreHeading } from '../components/store-heading';
import { mallLine, useOpenAddress, useTodayHours } from '../components/use-store-facts';
import { showsAddress } from '../model/scan-block';
import { serviceEntries } from '../model/service-entries';
import { storeFailureOf } from '../model/store-error';
import styles from './store-detail-page.module.css';

/**
 * Store information (/platform/merchantDetail?storeId, spec §2 "Store card and store detail
 * content"): who the store is, today's hours, how to call and find it, its districts and
 * facilities, and its services.
 */
export default function StoreDetailPage() {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const storeId = params.get('storeId')?.trim() ?? '';
  const channelId = useMemo(() => pageChannelId(search), [search]);
  const position = useListPosition();
  const lookup = useMemo(() => ({ storeId }), [storeId]);
  const detail = useStoreDetail(lookup, position);
  const store = detail.data;
  useDocumentTitle(store ? pickText(store.storeName, locale) : t('detailTitle'));

  return (
    <main className={styles.page} data-testid="store-detail-page">
      <NavBar title={t('detailTitle')} />
      {!storeId ? (
        <ParameterErrorView testId="store-parameter-error" />
      ) : store ? (
        <StoreDetails store={store} showAddress={showsAddress(channelId)} />
      ) : detail.isError ? (
        <StoreErrorView failure={storeFailureOf(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </main>
  );
}

function Card({ title, children, testId }: { title?: string; children: ReactNode; testId: string }) {
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {children}
    </section>
  );
}

function StoreDetails({ store, showAddress }: { store: StoreDetailData; showAddress: boolean }) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const hours = useTodayHours(store);
  const openAddress = useOpenAddress(store);
  const mall = mallLine(store, locale);
  const categories = store.storeBusinessCategoryList
    .map((category) => pickText(category.businessCategoryName, locale))
    .filter(Boolean);
  const pricePerCapita = pickText(store.pricePerCapita, locale);
  const address = pickText(store.storeAddress, locale);
  const districts = store.businessDistrictList
    .map((district) => pickText(district.name, locale))
    .filter(Boolean);

  return (
    <div className={styles.cards}>
      <Card testId="detail-header">
        <StoreHeading store={store} testIdPrefix="detail" logoSize="lg">
          {pricePerCapita && (
            // The value carries its own wording ("…/orang", "人均 …"), as on the store home.
            <p
              className={styles.muted}
              aria-label={t('info.pricePerPersonLabel', { price: pricePerCapita })}
              data-testid="detail-price-per-person"
            >
              {pricePerCapita}
            </p>
          )}
        </StoreHeading>
        {categories.length > 0 && (
          <ul className={styles.chips} aria-label={t('detail.categories')} data-testid="detail-categories">
            {categories.map((name) => (
              <li key={name} className={styles.chip}>
                {name}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t('detail.hoursAndContact')} testId="detail-hours">
        <div className={styles.row}>
          <ClockCircleOutline className={styles.rowIcon} aria-hidden="true" />
          <span className={styles.rowText} data-testid="detail-hours-text">
            {hours.text}
          </span>
          <OpenStatus isOpen={hours.isOpen} testId="detail-open-status" />
        </div>
        {store.storeMobile && (
          <a
            className={styles.row}
            href={`tel:${store.storeMobile.replace(/[^\d+]/g, '')}`}
            aria-label={t('info.call', { phone: store.storeMobile })}
            data-testid="detail-phone"
          >
            <PhoneFill className={styles.rowIcon} aria-hidden="true" />
            <span className={styles.rowText}>{store.storeMobile}</span>
            <RightOutline className={styles.chevron} aria-hidden="true" />
          </a>
        )}
      </Card>

      {showAddress && (
        <Card title={t('detail.address')} testId="detail-address">
          {mall && (
            <button
              type="button"
              className={styles.row}
              onClick={() => void openAddress()}
              data-testid="detail-mall"
            >
              <ShopbagOutline className={styles.rowIcon} aria-hidden="true" />
              <span className={styles.rowText}>
                <strong>{mall.name}</strong>
                {mall.floors && <span className={styles.muted}>· {mall.floors}</span>}
                {mall.remark && <span className={styles.remark}>{mall.remark}</span>}
              </span>
            </button>
          )}
          <button
            type="button"
            className={styles.row}
            onClick={() => void openAddress()}
            data-testid="detail-address-text"
          >
            <EnvironmentOutline className={styles.rowIcon} aria-hidden="true" />
            <span className={styles.rowText}>{address}</span>
            {store.distance !== null && (
              <span className={styles.distance} data-testid="detail-distance">
                <DistanceText metres={store.distance} />
              </span>
            )}
          </button>
          <p className={styles.hint}>
            {store.mapLinkAddress ? t('address.tapToOpenMap') : t('address.tapToCopy')}
          </p>
        </Card>
      )}

      {districts.length > 0 && (
        <Card title={t('detail.districts')} testId="detail-districts">
          <ul className={styles.chips}>
            {districts.map((name) => (
              <li key={name} className={styles.chip}>
                {name}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {store.serviceFacilitiesCategoryList.length > 0 && (
        <Card title={t('detail.facilities')} testId="detail-facilities">
          <dl className={styles.facilities}>
            {store.serviceFacilitiesCategoryList.map((category) => (
              <div key={category.id} className={styles.facilityGroup} data-testid="facility-group">
                <dt className={styles.facilityCategory}>{pickText(category.categoryName, locale)}</dt>
                <dd>
                  <ul className={styles.chips}>
                    {category.serviceFacilities.map((facility) => (
                      <li key={facility.id} className={styles.facility}>
                        {pickText(facility.describeName, locale)}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}

      <ServiceCard entries={serviceEntries(store.storeChannelList)} />
    </div>
  );
}
