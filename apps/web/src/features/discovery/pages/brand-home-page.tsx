import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListPosition } from '../../../shared/applicable-stores/list-position';
import { useAppLocale } from '../../../shared/i18n/use-app-locale';
import { ButtonLink } from '../../../shared/ui/button-link';
import { ErrorState } from '../../../shared/ui/error-state';
import { paths } from '../../../shared/config/paths';
import { LostIllustration } from '../../../shared/ui/illustrations/lost-illustration';
import { NavBar } from '../../../shared/ui/nav-bar';
import { SkeletonBlock } from '../../../shared/ui/skeleton';
import { StatusView } from '../../../shared/ui/status-view';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useBrandStores } from '../brand/api/query-brand-stores';
import { BrandHeader } from '../brand/components/brand-header';
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
        <StatusView
          illustration={LostIllustration}
          title={t('common.parameterError')}
          description={t('common.pageLoadError')}
          role="alert"
          actions={
            <ButtonLink to={paths.home.getHref()}>{t('actions.backHome', { ns: 'common' })}</ButtonLink>
          }
          testId="brand-parameter-error"
        />
      ) : query.isError && !first ? (
        <ErrorState description={t('brandHome.notFound')} onRetry={() => void query.refetch()} />
      ) : !first ? (
        <div aria-busy="true" aria-label={t('states.loading', { ns: 'common' })} role="status">
          <SkeletonBlock height={180} radius={0} />
        </div>
      ) : (
        <>
          <BrandHeader brand={first.brand} storeCount={first.storeCount} />
          <StoreListSection title={t('brandHome.stores')} query={query} testId="brand-stores" />
        </>
      )}
    </main>
  );
}
