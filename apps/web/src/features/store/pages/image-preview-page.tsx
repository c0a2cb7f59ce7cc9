import type { StoreDetailData } from '@lahap/contract/store/schemas';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListPosition } from '@/shared/location/list-position';
import { EmptyState } from '@/shared/ui/empty-state';
import { hasInAppHistory } from '@/shared/ui/history';
import { imageSrc } from '@lahap/contract/media/image-src';
import { NavBar } from '@/shared/ui/nav-bar';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';
import { Spinner } from '@/shared/ui/spinner';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { storeDetailPrefix, useStoreDetail } from '../api/store-detail';
import { StoreErrorView } from '../components/store-error-view';
import { storeFailureOf } from '../model/store-error';
import { isPreviewSet, previewImages, type PreviewSet } from '../model/store-images';
import styles from './image-preview-page.module.css';

/** A store already loaded by the page the preview was opened from, whatever it was asked with. */
function useCachedStore(storeId: string): StoreDetailData | undefined {
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      queryClient
        .getQueriesData<StoreDetailData>({ queryKey: storeDetailPrefix(storeId) })
        .map(([, data]) => data)
        .find((data) => data !== undefined),
    [queryClient, storeId],
  );
}

/**
 * The store's photos full screen (/platform/imagePreview?storeId&imageType&index, spec §2):
 * swipe between them, pinch to zoom, with the position shown; reached from the carousel and the
 * lightboxes. Closing goes back to the page it was opened from.
 */
export default function ImagePreviewPage() {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storeId = params.get('storeId')?.trim() ?? '';
  const rawSet = params.get('imageType');
  const set: PreviewSet = isPreviewSet(rawSet) ? rawSet : 'PHOTOS';
  const position = useListPosition();
  const cached = useCachedStore(storeId);
  const lookup = useMemo(() => ({ storeId }), [storeId]);
  const detail = useStoreDetail(lookup, position);
  const store = detail.data ?? cached;
  const images = store ? previewImages(store, set).map((url) => imageSrc(url, 'banner') ?? url) : [];
  const requested = Number.parseInt(params.get('index') ?? '0', 10);
  const start = Number.isFinite(requested)
    ? Math.min(Math.max(requested, 0), Math.max(images.length - 1, 0))
    : 0;
  // Null until the viewer moves: the start index is only known once the images are.
  const [moved, setMoved] = useState<number | null>(null);
  const index = moved ?? start;
  useDocumentTitle(t('preview.title'));

  const close = () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(paths.merchant.getHref({ storeId }), { replace: true });
  };

  if (!storeId) {
    return (
      <main data-testid="image-preview-page">
        <NavBar title={t('preview.title')} />
        <ParameterErrorView testId="preview-parameter-error" />
      </main>
    );
  }
  if (!store) {
    return (
      <main data-testid="image-preview-page">
        <NavBar title={t('preview.title')} />
        {detail.isError ? (
          <StoreErrorView failure={storeFailureOf(detail.error)} onRetry={() => void detail.refetch()} />
        ) : (
          <div className={styles.loading} role="status" aria-label={t('preview.loading')}>
            <Spinner />
          </div>
        )}
      </main>
    );
  }
  if (images.length === 0) {
    return (
      <main data-testid="image-preview-page">
        <NavBar title={t('preview.title')} />
        <EmptyState title={t('preview.empty')} />
      </main>
    );
  }

  return (
    <main className={styles.page} data-testid="image-preview-page">
      <h1 className="lahap-visually-hidden">{t('preview.title')}</h1>
      <ImageViewer.Multi
        images={images}
        defaultIndex={start}
        visible
        onIndexChange={setMoved}
        onClose={close}
        classNames={{ mask: styles.mask }}
        renderFooter={() => (
          <div className={styles.footer}>
            <button type="button" className={styles.close} onClick={close} data-testid="preview-close">
              {t('preview.close')}
            </button>
          </div>
        )}
      />
      <p className="lahap-visually-hidden" aria-live="polite" data-testid="preview-position">
        {t('preview.position', { index: index + 1, total: images.length })}
      </p>
    </main>
  );
}
