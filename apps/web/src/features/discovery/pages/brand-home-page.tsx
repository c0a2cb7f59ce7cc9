import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListPosition } from '@/shared/location/list-position';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ErrorState } from '@/shared/ui/error-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';
import { useBrandStores } from '../brand/api/query-brand-stores';
import { BrandHeader } from '../brand/components/brand-header';
import { PlaceHeaderSkeleton } from '../mall/components/place-header';
import { StoreListSection } from '../mall/components/store-list-section';

/** A brand page (/platform/brandsHomepage?brandId=): the brand and its stores nearest first. */
export default function BrandHomePage() {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const [params] = useSearchParams();
  const raw = params.get('brandId') ?? params.get('id') ?? '';
  const brandId = /^\d{1,19}$/.test(raw) ? raw : '';
  const position = useListPosition();
  const query = useBrandStores(brandId, position);
  const first = query.data?.pages[0];
  const name = first ? pickText(first.brand.name, locale) : '';
  useDocumentTitle(name || t('brandHome.title'));

  return (
    <main data-testid="brand-home-page">
      <NavBar title={name || t('brandHome.title')} />
      {!brandId ? (
        <ParameterErrorView testId="brand-parameter-error" />
      ) : query.isError && !first ? (
        <ErrorState description={t('brandHome.notFound')} onRetry={() => void query.refetch()} />
      ) : !first ? (
        <PlaceHeaderSkeleton />
      ) : (
        <>
          <BrandHeader brand={first.brand} storeCount={first.storeCount} />
          <StoreListSection title={t('brandHome.stores')} query={query} testId="brand-stores" />
        </>
      )}
    </main>
  );
}
