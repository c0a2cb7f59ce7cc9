import { pickText } from '@lahap/contract/locale';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { ClockCircleOutline, EnvironmentOutline, PhoneFill, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { DistanceText } from '@/shared/ui/distance-text';
import { OpenStatus } from './open-status';
import { StoreHeading } from './store-heading';
import styles from './store-info.module.css';
import { mallLine, useOpenAddress, useTodayHours } from './use-store-facts';

export interface StoreInfoBlockProps {
  store: StoreDetailData;
  /** False for channel id '6' (spec §2): no address line. */
  showAddress: boolean;
}

/**
 * The store home's info block (spec §2 "Store card and store detail content"): logo, name, halal
 * mark, categories, price per person, today's hours with open or closed, phone, where it is and
 * how far, and "More info" to the store detail page.
 */
export function StoreInfoBlock({ store, showAddress }: StoreInfoBlockProps) {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const hours = useTodayHours(store);
  const openAddress = useOpenAddress(store);
  const categories = store.storeBusinessCategoryList
    .map((category) => pickText(category.businessCategoryName, locale))
    .filter(Boolean)
    .join(' · ');
  const pricePerCapita = pickText(store.pricePerCapita, locale);
  const mall = mallLine(store, locale);
  const place = mall
    ? [mall.name, mall.floors].filter(Boolean).join(' · ')
    : pickText(store.storeAddress, locale);

  return (
    <section className={styles.infoCard} aria-labelledby="store-name" data-testid="store-info">
      <StoreHeading store={store} testIdPrefix="store" headingId="store-name">
        {categories && (
          <p className={styles.meta} data-testid="store-categories">
            {categories}
          </p>
        )}
        {pricePerCapita && (
          <p
            className={styles.meta}
            aria-label={t('info.pricePerPersonLabel', { price: pricePerCapita })}
            data-testid="store-price-per-person"
          >
            {pricePerCapita}
          </p>
        )}
      </StoreHeading>

      <div className={styles.lines}>
        <div className={styles.line}>
          <ClockCircleOutline className={styles.lineIcon} aria-hidden="true" />
          <OpenStatus isOpen={hours.isOpen} testId="store-open-status" />
          <span className={styles.lineText} data-testid="store-hours">
            {hours.text}
          </span>
          {store.storeMobile && (
            <a
              className={styles.phone}
              href={`tel:${store.storeMobile.replace(/[^\d+]/g, '')}`}
              aria-label={t('info.call', { phone: store.storeMobile })}
              data-testid="store-phone"
            >
              <PhoneFill />
            </a>
          )}
        </div>
        {showAddress && (
          <div className={styles.line} data-testid="store-address-line">
            <EnvironmentOutline className={styles.lineIcon} aria-hidden="true" />
            <button
              type="button"
              className={`${styles.lineText} ${styles.placeButton}`}
              onClick={() => void openAddress()}
              aria-label={
                store.mapLinkAddress ? t('address.openMap', { place }) : t('address.copy', { place })
              }
              data-testid="store-place"
            >
              {place}
            </button>
            {store.distance !== null && (
              <button
                type="button"
                className={styles.distanceButton}
                onClick={() => void openAddress()}
                data-testid="store-distance"
              >
                <DistanceText metres={store.distance} />
              </button>
            )}
          </div>
        )}
      </div>

      <Link
        to={paths.merchantDetail.getHref({ storeId: store.storeId })}
        className={styles.moreInfo}
        data-testid="store-more-info"
      >
        {t('info.moreInfo')}
        <RightOutline aria-hidden="true" />
      </Link>
    </section>
  );
}
