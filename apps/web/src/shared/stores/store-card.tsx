import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { StoreCard as StoreCardData } from '@lahap/contract/discovery/schemas';
import { ShopbagOutline } from 'antd-mobile-icons';
import { memo, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { paths } from '@/shared/config/paths';
import { HalalBadge } from '@/shared/ui/halal-badge';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CardImage } from '@/shared/product/card-image';
import styles from './store-card.module.css';
import { DistanceText } from '@/shared/ui/distance-text';
import { Price } from '@/shared/product/price';
import { displayDiscount, displayPrice, struckPrice } from '@/shared/product/product-display';
import type { HeldBatches } from '@/shared/coupons/coupon-api';
import { StoreCouponClaim } from './store-coupon-claim';

export interface StoreCardProps {
  store: StoreCardData;
  /** Replaces the default navigation to the store page when given. */
  onOpen?: (storeId: string) => void;
  /**
   * How the store's coupons show: `chips` (the default) names them inside the card's link;
   * `claim` lists them under it, each with its Claim or Use (the home's list).
   */
  coupons?: 'chips' | 'claim';
  /** With `claim`: the coupons the customer holds, batch id → coupon id. */
  heldCoupons?: HeldBatches;
  /** Which list it is in (`home_nearby`, `search`…) and where, from 1, for analytics. */
  list?: string;
  position?: number;
}

/**
 * A store in a list (spec §3 "Store card"): logo, name, cuisine, halal mark, distance, price
 * per person, open or closed, then its deals and coupons. The card opens the store; claimable
 * coupons sit beside its link rather than in it, as a control inside a link is not announced
 * or reachable on its own.
 *
 * Memoised: a list redraws for its own reasons (a page loading, the header's place resolving) and
 * ten cards of about nine parts each need not follow when their store and props stayed the same.
 */
export const StoreCard = memo(function StoreCard({
  store,
  onOpen,
  coupons = 'chips',
  heldCoupons,
  list,
  position,
}: StoreCardProps) {
  const { t } = useTranslation('discovery');
  const nameId = useId();
  const locale = useAppLocale();
  const name = pickText(store.storeName, locale);
  const cuisine = pickText(store.businessCategoryName, locale);
  const pricePerCapita = pickText(store.pricePerCapita, locale);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    track('store_click', { store_id: store.storeId, list, position });
    if (!onOpen) return;
    event.preventDefault();
    onOpen(store.storeId);
  };

  const claimable = coupons === 'claim' && store.couponList.length > 0;

  const link = (
    <Link
      to={paths.merchant.getHref({ storeId: store.storeId })}
      onClick={handleClick}
      className={claimable ? `${styles.storeCard} ${styles.storeCardLink}` : styles.storeCard}
      data-testid="store-card"
      data-store-id={store.storeId}
      data-distance={store.distance ?? undefined}
    >
      <div className={styles.storeHead}>
        <CardImage
          url={store.storeLogo}
          width="logo"
          className={styles.storeLogo}
          fallback={<ShopbagOutline />}
        />
        <div className={styles.storeInfo}>
          <h3 id={claimable ? nameId : undefined} className={styles.storeName}>
            <span className={styles.ellipsis}>{name}</span>
            {store.halalRestaurant === '1' && <HalalBadge />}
          </h3>
          <p className={styles.storeMeta}>
            {cuisine && <span className={styles.ellipsis}>{cuisine}</span>}
            {pricePerCapita && (
              <span
                className={styles.perCapita}
                aria-label={t('cards.pricePerPersonLabel', { price: pricePerCapita })}
              >
                {pricePerCapita}
              </span>
            )}
          </p>
          <p className={styles.storeMeta}>
            <span className={store.isOpen ? styles.open : styles.closed}>
              {store.isOpen ? t('cards.open') : t('cards.closed')}
            </span>
            <DistanceText metres={store.distance} className={styles.distance} />
          </p>
        </div>
      </div>

      {store.matchedDishes && store.matchedDishes.length > 0 && (
        <ul className={styles.chips} aria-label={t('cards.matchedDishes')}>
          {store.matchedDishes.map((dish) => (
            <li key={dish.dishId} className={styles.dishChip}>
              {pickText(dish.dishName, locale)}
            </li>
          ))}
        </ul>
      )}

      {!claimable && store.couponList.length > 0 && (
        <ul className={styles.chips} aria-label={t('cards.coupons')}>
          {store.couponList.map((coupon) => (
            <li key={coupon.couponBatchId} className={styles.couponChip}>
              {t('cards.couponOff', { amount: formatRupiah(coupon.discountAmount) })}
            </li>
          ))}
        </ul>
      )}

      {store.productList.length > 0 && (
        <ul className={styles.deals} aria-label={t('cards.deals')}>
          {store.productList.map((product) => {
            const discount = displayDiscount({ ...product, discountRatio: product.discountRate });
            return (
              <li key={product.skuId} className={styles.deal}>
                <span className={styles.dealImageBox}>
                  <CardImage
                    url={product.imageUrl}
                    width="thumbnail"
                    className={styles.dealImage}
                    fallback={<ShopbagOutline />}
                  />
                  {discount > 0 && (
                    <span className={styles.dealBadge}>{t('cards.discount', { ratio: discount })}</span>
                  )}
                  {product.isSoldOut && <span className={styles.dealSoldOut}>{t('cards.mask.soldOut')}</span>}
                </span>
                <span className={`${styles.dealName} ${styles.ellipsis}`}>
                  {pickText(product.productName, locale)}
                </span>
                <Price amount={displayPrice(product)} originalAmount={struckPrice(product)} size="sm" />
              </li>
            );
          })}
        </ul>
      )}
    </Link>
  );
  if (!claimable) return link;

  return (
    <article className={styles.storeCardBox} aria-labelledby={nameId}>
      {link}
      <ul className={styles.couponTickets} aria-label={t('cards.coupons')} data-testid="store-card-coupons">
        {store.couponList.map((coupon) => (
          <li key={coupon.couponBatchId}>
            <StoreCouponClaim coupon={coupon} heldCouponId={heldCoupons?.get(coupon.couponBatchId)} />
          </li>
        ))}
      </ul>
    </article>
  );
});
