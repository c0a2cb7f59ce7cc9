import type { BrandPavilionInfoData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { bridge, isNativeApp } from '@/shared/bridge/bridge';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import { imageSrc } from '@lahap/contract/media/image-src';
import { InfiniteLoader, infiniteLoaderProps } from '@/shared/ui/infinite-loader';
import { NavBar } from '@/shared/ui/nav-bar';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useBrandPavilion } from '../brand/api/query-brand-pavilion-info';
import { BrandCard } from '../brand/components/brand-card';
import { RateLimitView } from '../brand/components/rate-limit-view';
import { brandPageStatus } from '../brand/model/brand-page-status';
import { openBrandLink } from '../brand/model/open-brand-link';
import styles from './brands-page.module.css';

/** The brand collection ("super brands", spec §2): a banner and brand cards, scrolled endlessly. */
export default function BrandsPage() {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useBrandPavilion();
  useDocumentTitle(t('brands.title'));

  const pages = query.data?.pages ?? [];
  const brands = pages.flatMap((page) => page.brand);
  const first: BrandPavilionInfoData | undefined = pages[0];
  const error = query.error;
  const status = brandPageStatus({
    pagesLoaded: pages.length,
    brandCount: brands.length,
    errorCode: error ? (isApiRequestError(error) ? error.code : 'unknown') : null,
  });
  const reload = () => void queryClient.resetQueries({ queryKey: ['discovery', 'brandPavilion'] });

  const bannerImage = first ? imageSrc(pickText(first.headBanner.bannerImageUrlMap, locale), 'banner') : null;
  // A language without its own jump link does nothing (spec §2), so no id-ID fallback here.
  const bannerJump = first?.headBanner.bannerJumpUrlMap[locale];

  const share = async () => {
    const result = await bridge.shareSystem({ title: t('brands.title'), url: window.location.href });
    if (result.code !== 0) showToast(t('brands.shareFailed'));
  };

  return (
    <main data-testid="brands-page" className={styles.page}>
      <NavBar
        title={t('brands.title')}
        right={
          isNativeApp() && (
            <button
              type="button"
              className={`${iconButtonStyles.iconButton} ${styles.share}`}
              aria-label={t('brands.share')}
              onClick={() => void share()}
              data-testid="brands-share"
            >
              <UploadOutline />
            </button>
          )
        }
      />
      {status === 'RATE_LIMIT' ? (
        <RateLimitView since={query.errorUpdatedAt} onRetry={reload} />
      ) : status === 'ERROR' ? (
        <ErrorState
          description={error?.message || t('states.errorDescription', { ns: 'common' })}
          onRetry={reload}
        />
      ) : status === 'EMPTY' ? (
        <EmptyState title={t('brands.soldOut')} description={t('brands.soldOutDescription')} />
      ) : brands.length === 0 ? (
        <ListSkeleton rows={5} />
      ) : (
        <>
          {bannerImage &&
            (bannerJump ? (
              <button
                type="button"
                className={styles.banner}
                onClick={() => openBrandLink(bannerJump, navigate)}
                data-testid="brands-banner"
              >
                <img src={bannerImage} alt={t('brands.banner')} />
              </button>
            ) : (
              <div className={styles.banner} data-testid="brands-banner">
                <img src={bannerImage} alt={t('brands.banner')} />
              </div>
            ))}
          <ul className={styles.list} data-testid="brand-list">
            {brands.map((brand) => (
              <BrandCard key={brand.brandId} brand={brand} onOpen={(b) => openBrandLink(b.url, navigate)} />
            ))}
          </ul>
          <InfiniteLoader {...infiniteLoaderProps(query)} testId="brands-foot" />
        </>
      )}
    </main>
  );
}
