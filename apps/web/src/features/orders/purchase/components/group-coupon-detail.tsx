import type { ProductDetailData } from '@lahap/contract/orders/purchase-schemas';
import { formatThousands, shortenCount } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { releaseFirstPaintHero } from '@/shared/first-paint/first-paint-hero';
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
import { RulesCard } from '@/shared/ui/rules-card';
import sectionCard from '@/shared/ui/section-card.module.css';
import { ApplicableStoresPopup } from '@/shared/stores/applicable-stores-popup';
import { productStoresSource } from '@/shared/stores/product-applicable-stores';
import { LoadingShape, SkeletonBlock } from '@/shared/ui/skeleton';
import { PURCHASE_KEY, useProductDetail } from '../api/product-detail';
import { checkoutFailureKind } from '../model/checkout-failure';
import { detailLoadStatus } from '../model/load-status';
import type { ProductQuery } from '../model/purchase-query';
import { flashWindowKey, useFlashClock, type FlashClock } from '../model/use-flash-clock';
import { BusyView } from './busy-view';
import { BuyBar } from './buy-bar';
import { FlashCountdown } from './flash-countdown';
import { ProductGallery } from './product-gallery';
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
  // A voucher that cannot load does not show the picture a shared link drew.
  useEffect(() => {
    if (status === 'ERROR') releaseFirstPaintHero();
  }, [status]);
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
  const { t } = useTranslation('purchase');
  const kind = checkoutFailureKind(error);
  if (kind === 'busy') return <BusyView since={since} onRetry={onRetry} />;
  if (kind === 'blocked' && isApiRequestError(error)) {
    return <ErrorState title={t('detail.unavailableTitle')} description={error.message} onRetry={onRetry} />;
  }
  return <ErrorState onRetry={onRetry} />;
}

/** Why "Buy now" is off: the mask's reason, else a flash sale not started or over; null when on. */
function useBlockedReason(data: ProductDetailData, clock: FlashClock | null): string | null {
  const { t } = useTranslation(['purchase', 'discovery']);
  const mask = productMask(data.product);
  if (mask) return t(`discovery:cards.mask.${mask}`);
  if (data.product.status !== 'ON') return t('discovery:cards.mask.notOnSale');
  if (clock?.phase === 'upcoming') return t('purchase:buy.notStarted');
  if (clock?.phase === 'ended') return t('purchase:buy.ended');
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
  const { t } = useTranslation(['purchase', 'discovery']);
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
  if (card.userLimit > 0) limitParts.push(t('purchase:detail.limit', { limit: card.userLimit }));
  if (remainingLimit !== null && !preview) {
    limitParts.push(
      remainingLimit > 0
        ? t('purchase:detail.limitLeft', { count: remainingLimit })
        : t('purchase:detail.limitNone'),
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
                {t('purchase:detail.sold', {
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

        <section className={`${sectionCard.card} ${styles.inset}`}>
          <p className={sectionCard.row} data-testid="detail-validity">
            <span className={sectionCard.rowText}>
              {t('purchase:detail.validDays', { count: validDays })}
            </span>
          </p>
          {storeCount > 0 && (
            <button
              type="button"
              className={sectionCard.row}
              onClick={() => setStoresOpen(true)}
              data-testid="detail-stores"
            >
              <span className={sectionCard.rowText}>
                {t('purchase:detail.stores', { count: storeCount })}
                {storeName && <span className={styles.rowNote}>{storeName}</span>}
              </span>
              <span className={styles.rowMore}>
                {t('purchase:detail.storesOpen')}
                <ChevronRightIcon />
              </span>
            </button>
          )}
          {limitText && (
            <p className={sectionCard.row} data-testid="detail-limit">
              <span className={sectionCard.rowText}>{limitText}</span>
            </p>
          )}
          <p className={`${sectionCard.row} ${sectionCard.quietRow}`}>{t('purchase:detail.outletOnly')}</p>
        </section>

        <RulesCard
          title={t('purchase:detail.rulesTitle')}
          rules={rules}
          className={styles.inset}
          testId="detail-rules"
        />
      </div>
      {!preview && <BuyBar card={card} product={product} blockedReason={blockedReason} />}
      {storeCount > 0 && (
        <ApplicableStoresPopup
          open={storesOpen}
          onClose={() => setStoresOpen(false)}
          source={productStoresSource(card.productId, PURCHASE_KEY)}
          text={{
            title: t('purchase:stores.title'),
            close: t('purchase:stores.close'),
            empty: t('purchase:stores.empty'),
            search: { placeholder: t('purchase:stores.search'), noMatch: t('purchase:stores.noMatch') },
          }}
          testId="product-stores"
          storeTestId="product-store"
        />
      )}
    </>
  );
}

/** The detail's shape while it loads. */
function DetailSkeleton() {
  return (
    <LoadingShape className={styles.body} testId="detail-skeleton">
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
    </LoadingShape>
  );
}
