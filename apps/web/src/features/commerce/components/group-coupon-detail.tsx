import type { ProductDetailData } from '@lahap/contract/commerce/schemas';
import { formatThousands, shortenCount } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { Price } from '@/shared/product/price';
import {
  displayDiscount,
  displayPrice,
  productMask,
  showsLowStock,
  struckPrice,
} from '@/shared/product/product-display';
import { PromotionTag } from '@/shared/product/promotion-tag';
import { ErrorState } from '@/shared/ui/error-state';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { useProductDetail } from '../api/product-detail';
import { checkoutFailureKind } from '../model/checkout-failure';
import { detailLoadStatus } from '../model/load-status';
import type { ProductQuery } from '../model/purchase-query';
import { flashWindowKey, useFlashClock, type FlashClock } from '../model/use-flash-clock';
import { BusyView } from './busy-view';
import { BuyBar } from './buy-bar';
import { FlashCountdown } from './flash-countdown';
import { ProductGallery } from './product-gallery';
import { ProductStoresPopup } from './product-stores-popup';
import styles from './group-coupon-detail.module.css';

export interface GroupCouponDetailProps {
  product: ProductQuery;
  /** The merchant's preview: the same page without buying. */
  preview?: boolean;
}

/**
 * Group coupon detail (spec §2), loaded by its status (§4: IDLE, LOADING, SUCCESS, ERROR): a
 * skeleton while it loads, the error with a retry (or "server busy" with its countdown for a
 * flash sale), then the voucher.
 */
export function GroupCouponDetail({ product, preview = false }: GroupCouponDetailProps) {
  const query = useProductDetail(product);
  const status = detailLoadStatus(query, true);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  let body;
  if (status === 'SUCCESS' && query.data) {
    body = (
      <DetailView
        // A flash sale whose window moved starts its clock over.
        key={flashWindowKey(query.data.flashSale)}
        data={query.data}
        product={product}
        preview={preview}
        onRefresh={refresh}
      />
    );
  } else if (status === 'ERROR') {
    body = <DetailLoadError error={query.error} since={query.errorUpdatedAt} onRetry={refresh} />;
  } else {
    body = <DetailSkeleton />;
  }
  return (
    <div className={styles.detail} data-testid="group-coupon-detail" data-status={status}>
      {body}
    </div>
  );
}

function DetailLoadError({ error, since, onRetry }: { error: unknown; since: number; onRetry: () => void }) {
  const { t } = useTranslation('commerce');
  const kind = checkoutFailureKind(error);
  if (kind === 'busy') return <BusyView since={since} onRetry={onRetry} />;
  if (kind === 'blocked' && isApiRequestError(error)) {
    return <ErrorState title={t('detail.unavailableTitle')} description={error.message} onRetry={onRetry} />;
  }
  return <ErrorState onRetry={onRetry} />;
}

/** Why "Buy now" is off: the mask's reason, else a flash sale not started or over; null when on. */
function useBlockedReason(data: ProductDetailData, clock: FlashClock | null): string | null {
  const { t } = useTranslation(['commerce', 'discovery']);
  const mask = productMask(data.product);
  if (mask) return t(`discovery:cards.mask.${mask}`);
  if (data.product.status !== 'ON') return t('discovery:cards.mask.notOnSale');
  if (clock?.phase === 'upcoming') return t('commerce:buy.notStarted');
  if (clock?.phase === 'ended') return t('commerce:buy.ended');
  return null;
}

function DetailView({
  data,
  product,
  preview,
  onRefresh,
}: {
  data: ProductDetailData;
  product: ProductQuery;
  preview: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['commerce', 'discovery']);
  const locale = useAppLocale();
  const [storesOpen, setStoresOpen] = useState(false);
  const clock = useFlashClock(data.flashSale, onRefresh);
  const blockedReason = useBlockedReason(data, clock);
  const { product: card, rules, validDays, remainingLimit, storeCount } = data;
  const name = pickText(card.productName, locale);
  const description = pickText(data.description, locale);
  const mask = productMask(card);
  const discount = displayDiscount(card);
  const storeName = pickText(card.storeInfo?.storeName, locale);
  // The limit per account, and what this customer may still buy (not in a merchant's preview).
  const limitParts: string[] = [];
  if (card.userLimit > 0) limitParts.push(t('commerce:detail.limit', { limit: card.userLimit }));
  if (remainingLimit !== null && !preview) {
    limitParts.push(
      remainingLimit > 0
        ? t('commerce:detail.limitLeft', { count: remainingLimit })
        : t('commerce:detail.limitNone'),
    );
  }
  const limitText = limitParts.join(' · ');

  return (
    <>
      <div className={styles.body}>
        <div className={styles.hero}>
          <ProductGallery
            images={data.images}
            name={name}
            overlay={
              mask && (
                <span className={styles.mask} data-testid="detail-mask" data-mask={mask}>
                  <span>{t(`discovery:cards.mask.${mask}`)}</span>
                </span>
              )
            }
          />
          {clock && <FlashCountdown clock={clock} />}

          <section className={styles.summary} aria-labelledby="group-coupon-name">
            <div className={styles.priceRow} data-testid="detail-price">
              <Price amount={displayPrice(card)} originalAmount={struckPrice(card)} size="lg" />
              {discount > 0 && (
                <span className={styles.discount} data-testid="detail-discount">
                  {t('discovery:cards.discount', { ratio: discount })}
                </span>
              )}
            </div>
            <h2 id="group-coupon-name" className={styles.name}>
              {name}
            </h2>
            <PromotionTag product={card} />
            <p className={styles.meta}>
              <span data-testid="detail-sold">
                {t('commerce:detail.sold', {
                  sold: card.isFlashSale ? shortenCount(card.soldCount) : formatThousands(card.soldCount),
                })}
              </span>
              {!mask && showsLowStock(card.remainingStock) && (
                <span className={styles.stock} data-testid="detail-stock">
                  {t('discovery:cards.stockLeft', { count: card.remainingStock })}
                </span>
              )}
            </p>
            {description && <p className={styles.description}>{description}</p>}
          </section>
        </div>

        <section className={styles.card}>
          <p className={styles.row} data-testid="detail-validity">
            <span className={styles.rowText}>{t('commerce:detail.validDays', { count: validDays })}</span>
          </p>
          {storeCount > 0 && (
            <button
              type="button"
              className={styles.row}
              onClick={() => setStoresOpen(true)}
              data-testid="detail-stores"
            >
              <span className={styles.rowText}>
                {t('commerce:detail.stores', { count: storeCount })}
                {storeName && <span className={styles.rowNote}>{storeName}</span>}
              </span>
              <span className={styles.rowMore}>
                {t('commerce:detail.storesOpen')}
                <ChevronRightIcon />
              </span>
            </button>
          )}
          {limitText && (
            <p className={styles.row} data-testid="detail-limit">
              <span className={styles.rowText}>{limitText}</span>
            </p>
          )}
          <p className={`${styles.row} ${styles.tip}`}>{t('commerce:detail.outletOnly')}</p>
        </section>

        {rules.length > 0 && (
          <section className={styles.card} aria-labelledby="group-coupon-rules">
            <h2 id="group-coupon-rules" className={styles.sectionTitle}>
              {t('commerce:detail.rulesTitle')}
            </h2>
            <ul className={styles.rules} data-testid="detail-rules">
              {rules.map((rule, index) => (
                <li key={index}>{rule}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {!preview && <BuyBar card={card} product={product} blockedReason={blockedReason} />}
      {storeCount > 0 && (
        <ProductStoresPopup
          open={storesOpen}
          onClose={() => setStoresOpen(false)}
          productId={card.productId}
        />
      )}
    </>
  );
}

/** The detail's shape while it loads. */
function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className={styles.body}
      role="status"
      aria-busy="true"
      aria-label={t('states.loading')}
      data-testid="detail-skeleton"
    >
      <SkeletonBlock height={292} radius="0" />
      <div className={styles.skeletonText}>
        <SkeletonBlock width="40%" height={28} />
        <SkeletonBlock width="80%" height={20} />
        <SkeletonBlock width="30%" height={14} />
      </div>
      <div className={styles.skeletonText}>
        <SkeletonBlock height={96} radius="var(--lahap-radius-xl)" />
        <SkeletonBlock height={140} radius="var(--lahap-radius-xl)" />
      </div>
    </div>
  );
}
