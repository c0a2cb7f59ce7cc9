import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListPosition } from '@/shared/location/list-position';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ErrorState } from '@/shared/ui/error-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';
import { ProductCard } from '../components/product-card';
import { useMallDetail, useMallProducts, useMallStores } from '../mall/api/mall-queries';
import { MallHeader } from '../mall/components/mall-header';
import styles from '../mall/components/mall.module.css';
import { PlaceHeaderSkeleton } from '../mall/components/place-header';
import { StoreListSection } from '../mall/components/store-list-section';

/** A mall (/platform/mall?id=): its header, recommended deals and its stores nearest first. */
export default function MallPage() {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const [params] = useSearchParams();
  const mallId = /^\d{1,19}$/.test(params.get('id') ?? '') ? (params.get('id') ?? '') : '';
  const position = useListPosition();
  const detail = useMallDetail(mallId, position);
  const products = useMallProducts(mallId, position);
  const stores = useMallStores(mallId, position);
  const name = detail.data ? pickText(detail.data.mallName, locale) : '';
  useDocumentTitle(name || t('mall.title'));

  if (!mallId) {
    // Spec §5: a mall without its id is a parameter error, not an empty page.
    return (
      <main data-testid="mall-page">
        <NavBar title={t('mall.title')} />
        <ParameterErrorView testId="mall-parameter-error" />
      </main>
    );
  }

  return (
    <main data-testid="mall-page">
      <NavBar title={name || t('mall.title')} />
      {detail.isPending ? (
        <PlaceHeaderSkeleton />
      ) : detail.isError ? (
        <ErrorState description={t('mall.notFound')} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <MallHeader mall={detail.data} />
          {products.data && products.data.productList.length > 0 && (
            <section className={styles.section} aria-label={t('mall.products')} data-testid="mall-products">
              <h2 className={styles.sectionTitle}>{t('mall.products')}</h2>
              <div className={styles.rail}>
                {products.data.productList.map((product) => (
                  <ProductCard key={product.skuId} product={product} layout="grid" />
                ))}
              </div>
            </section>
          )}
          <StoreListSection title={t('mall.stores')} query={stores} testId="mall-stores" />
        </>
      )}
    </main>
  );
}
