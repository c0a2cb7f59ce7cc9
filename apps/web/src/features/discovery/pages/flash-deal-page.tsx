import { pickText } from '@lahap/contract/locale';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { releaseFirstPaintHero, releaseFirstPaintHeroAfter } from '@/shared/first-paint/first-paint-hero';
import { useListPosition } from '@/shared/location/list-position';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';
import { InfiniteLoader, infiniteLoaderProps } from '@/shared/ui/infinite-loader';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { ProductListSkeleton } from '../components/skeletons';
import { imageSrc } from '@lahap/contract/media/image-src';
import { useFlashSalePage } from '../flash-deal/api/flash-sale-page-detail';
import { FlashDealItem } from '../flash-deal/components/flash-deal-item';
import styles from '../flash-deal/components/flash-deal.module.css';
import { SaleCountdown } from '../flash-deal/components/sale-countdown';

/** Flash deals (/platform/flashDeal?pageId=): the running sale's items with a countdown, paged. */
export default function FlashDealPage() {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const [params] = useSearchParams();
  const pageId = params.get('pageId')?.slice(0, 64) || undefined;
  const position = useListPosition();
  const query = useFlashSalePage(pageId, position);
  const pages = query.data?.pages ?? [];
  const sale = pages[0] ?? null;
  const items = pages.flatMap((page) => page?.items ?? []);
  const title = sale ? pickText(sale.title, locale) : '';
  useDocumentTitle(title || t('flashDeal.title'));
  const { refetch } = query;
  // When the clock runs out the sale has started or ended: ask again for what is on now.
  const onCountdownDone = useCallback(() => void refetch(), [refetch]);
  const banner = sale?.bannerImageUrl ? imageSrc(sale.bannerImageUrl, 'bannerPhone') : null;
  const countdownTime = pages.at(-1)?.countdownTime ?? sale?.countdownTime ?? 0;
  // A shared link's HTML drew the bar and the banner: they go once the page's own banner can
  // show, or at once when the page turns out to draw none (no sale, no items, an error).
  const drawsBanner = Boolean(sale) && items.length > 0 && banner !== null;
  useEffect(() => {
    if (!query.isPending && !drawsBanner) releaseFirstPaintHero();
  }, [query.isPending, drawsBanner]);

  return (
    <main data-testid="flash-deal-page">
      <NavBar title={t('flashDeal.title')} />
      {query.isPending ? (
        <div style={{ padding: 'var(--lahap-space-4)' }}>
          <ProductListSkeleton rows={4} layout="row" />
        </div>
      ) : query.isError && !sale ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !sale || items.length === 0 ? (
        <EmptyState
          illustration={CouponIllustration}
          title={t('flashDeal.emptyTitle')}
          description={t('flashDeal.emptyDescription')}
        />
      ) : (
        <>
          <section className={styles.hero} data-testid="flash-hero">
            {banner && (
              <img
                className={styles.heroBanner}
                src={banner}
                alt=""
                fetchPriority="high"
                onLoad={(event) => releaseFirstPaintHeroAfter(event.currentTarget)}
                onError={releaseFirstPaintHero}
              />
            )}
            <h2 className={styles.heroTitle}>{title}</h2>
            <SaleCountdown
              endsAt={query.dataUpdatedAt + countdownTime}
              started={sale.started}
              // A sale answered with no time left must not refetch on every answer.
              onDone={countdownTime > 0 ? onCountdownDone : undefined}
            />
          </section>
          <ul className={styles.list} data-testid="flash-list">
            {items.map((item) => (
              <FlashDealItem key={item.skuId} product={item} />
            ))}
          </ul>
          <InfiniteLoader {...infiniteLoaderProps(query)} testId="flash-foot" />
        </>
      )}
    </main>
  );
}
