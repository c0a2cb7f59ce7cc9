import { pickText } from '@lahap/contract/locale';
import { carouselImages, storeImagesOfType } from '@lahap/contract/store/store-images';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { pageChannelId } from '@/shared/channel/channel';
import { paths } from '@/shared/config/paths';
import { hasFirstPaintHero, releaseFirstPaintHero } from '@/shared/first-paint/first-paint-hero';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { useListPosition } from '@/shared/location/list-position';
import { NavBar } from '@/shared/ui/nav-bar';
import { ParameterErrorView } from '@/shared/ui/parameter-error-view';
import { lazyWhenOnline } from '@/shared/ui/lazy-when-online';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useMerchantHomepageCoupon } from '../api/merchant-homepage-coupon';
import { useStoreDetail, type StoreLookup } from '../api/store-detail';
import { useFavouriteToggle } from '../api/use-favourite-toggle';
import { BackgroundCarousel } from '../components/background-carousel';
import { CouponSection } from '../components/coupon-section';
import { FavouriteFeedback } from '../components/favourite-feedback';
import { FavouriteHintOverlay } from '../components/favourite-hint-overlay';
import { MenuSection } from '../components/menu-section';
import { PhotosSection } from '../components/photos-section';
import { TableOrderBlock } from '../components/service-entries';
import type { ShareSheetProps } from '../components/share-sheet';
import { StoreErrorView } from '../components/store-error-view';
import { StoreInfoBlock } from '../components/store-info-block';
import { CouponSectionSkeleton, StoreSkeleton } from '../components/store-skeleton';
import { StoreTopBar } from '../components/store-top-bar';
import { useFavouriteHintSeen } from '../model/favourite-hint';
import { showsAddress, showsScanBlock } from '../model/scan-block';
import { serviceEntries } from '../model/service-entries';
import { storeFailureOf } from '../model/store-error';
import styles from './store-pages.module.css';

// The share sheet (antd-mobile's Popup with its spring and gesture libraries) loads when first
// opened: its button shows only inside the native app, and a shared link should paint fast.
const ShareSheet = lazyWhenOnline<ShareSheetProps>(() =>
  import('../components/share-sheet').then((module) => ({ default: module.ShareSheet })),
);

/** The store link's query (spec §2): storeId, cpType, channel_id, qrCodeId, poiId. */
function useStoreLookup(): StoreLookup {
  const [params] = useSearchParams();
  const storeId = params.get('storeId')?.trim() ?? '';
  const poiId = params.get('poiId')?.trim() ?? '';
  const qrCodeId = params.get('qrCodeId')?.trim() ?? '';
  const cpType = params.get('cpType')?.trim() ?? '';
  return useMemo(() => ({ storeId, poiId, qrCodeId, cpType }), [storeId, poiId, qrCodeId, cpType]);
}

/**
 * The store home (/platform/merchant, spec §2 "Store home"): a skeleton, then the carousel, the
 * info block, the table-QR block for channel ids 2–5, the coupon section, the photos and the
 * menu, with favourite and share in the top bar. A failed lookup shows the store error page.
 */
export default function StoreHomePage() {
  const { t } = useTranslation('store');
  const locale = useAppLocale();
  const { search } = useLocation();
  const lookup = useStoreLookup();
  // The channel comes from the link and is kept for the session (spec §4 "Channel and source").
  const channelId = useMemo(() => pageChannelId(search), [search]);
  const position = useListPosition();
  const detail = useStoreDetail(lookup, position);
  const coupons = useMerchantHomepageCoupon(lookup.storeId, position);
  // An answer draws most of the page at once; deferred, React renders it in slices that give
  // the browser its turn between them, instead of in one long task. The favourite button
  // follows the live answer, so a tap shows at once.
  const store = useDeferredValue(detail.data);
  const couponData = useDeferredValue(coupons.data);
  const favourited = detail.data?.favourite ?? false;
  const name = store ? pickText(store.storeName, locale) : '';
  useDocumentTitle(name || t('title'));

  const favouriteButton = useRef<HTMLButtonElement>(null);
  const favourite = useFavouriteToggle(lookup.storeId, favourited);
  const [hintSeen, markHintSeen] = useFavouriteHintSeen();
  const [shareOpen, setShareOpen] = useState(false);
  // Stays true once opened, so the sheet can play its closing animation.
  const [shareUsed, setShareUsed] = useState(false);
  // Over the banner a shared link drew first, the bar floats as it will over the carousel.
  const [heroDrawn] = useState(hasFirstPaintHero);
  const failed = !lookup.storeId || detail.isError;
  useEffect(() => {
    if (failed) releaseFirstPaintHero();
  }, [failed]);

  if (!lookup.storeId) {
    return (
      <main className={styles.page} data-testid="store-home-page">
        <NavBar title={t('title')} />
        <ParameterErrorView testId="store-parameter-error" />
      </main>
    );
  }

  const topBar = (
    <StoreTopBar
      name={name || t('title')}
      favourite={favourited}
      onFavourite={favourite.toggle}
      onShare={() => {
        setShareUsed(true);
        setShareOpen(true);
      }}
      favouriteRef={favouriteButton}
      transparent={store !== undefined || heroDrawn}
      actions={store !== undefined}
    />
  );

  if (!store) {
    return (
      <main className={styles.page} data-testid="store-home-page">
        {topBar}
        {detail.isError ? (
          <StoreErrorView failure={storeFailureOf(detail.error)} onRetry={() => void detail.refetch()} />
        ) : (
          <StoreSkeleton />
        )}
      </main>
    );
  }

  return (
    <main className={styles.page} data-testid="store-home-page" data-store-id={store.storeId}>
      {topBar}
      <StoreBody store={store} channelId={channelId} tableQrCodeId={lookup.qrCodeId} name={name} />
      {couponData ? (
        <CouponSection data={couponData} storeId={lookup.storeId} />
      ) : (
        !coupons.isError && <CouponSectionSkeleton />
      )}
      <PhotosSection storeId={store.storeId} photos={photoUrls(store)} />
      <MenuSection
        storeId={store.storeId}
        menuPages={storeImagesOfType(store.storeImageList, 'MENU_VIEW').map((image) => image.imageUrl)}
        dishes={store.menuList}
      />
      {shareUsed && (
        <Suspense fallback={null}>
          <ShareSheet
            visible={shareOpen}
            onClose={() => setShareOpen(false)}
            content={{
              title: name,
              text: pickText(store.shareInfo.shareContent, locale) || t('share.defaultText', { name }),
              url: new URL(
                paths.merchant.getHref({ storeId: store.storeId }),
                window.location.origin,
              ).toString(),
              imageUrl: store.shareInfo.shareImgUrl || undefined,
            }}
          />
        </Suspense>
      )}
      {!hintSeen && <FavouriteHintOverlay anchor={favouriteButton} onDismiss={markHintSeen} />}
      {favourite.change && (
        <FavouriteFeedback
          key={favourite.change.at}
          kind={favourite.change.kind}
          onDone={favourite.clearChange}
        />
      )}
    </main>
  );
}

function photoUrls(store: StoreDetailData): string[] {
  return storeImagesOfType(store.storeImageList, 'PHOTOS').map((image) => image.imageUrl);
}

interface StoreBodyProps {
  store: StoreDetailData;
  channelId: string;
  tableQrCodeId?: string;
  name: string;
}

/** The top of the store home: carousel, info block and, for channel ids 2–5, the table-QR block. */
function StoreBody({ store, channelId, tableQrCodeId, name }: StoreBodyProps) {
  return (
    <>
      <BackgroundCarousel storeId={store.storeId} images={carouselImages(store)} name={name} />
      <StoreInfoBlock store={store} showAddress={showsAddress(channelId)} />
      {showsScanBlock(channelId) && (
        <TableOrderBlock entries={serviceEntries(store.storeChannelList, tableQrCodeId)} />
      )}
    </>
  );
}
