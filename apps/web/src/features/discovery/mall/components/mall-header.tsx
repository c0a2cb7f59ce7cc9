import type { MallDetailData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { ClockCircleOutline, EnvironmentOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { showToast } from '@/shared/ui/toast';
import { DistanceText } from '@/shared/ui/distance-text';
import styles from './mall.module.css';
import { PlaceHeader } from './place-header';

/** How long the copy-success toast stays (spec §2: 1.5 s). */
const COPY_TOAST_MS = 1500;

/**
 * The mall's header: cover, logo, name, address, hours, floors and distance. The address opens
 * the map link, or is copied when the mall has none (spec §2).
 */
export function MallHeader({ mall }: { mall: MallDetailData }) {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const address = pickText(mall.address, locale);

  const openAddress = async () => {
    if (mall.mapLinkAddress) {
      window.open(mall.mapLinkAddress, '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      await navigator.clipboard.writeText(address);
      showToast(t('common.addressCopied'), COPY_TOAST_MS);
    } catch {
      showToast(t('common.copyFailed'));
    }
  };

  return (
    <PlaceHeader
      coverUrl={mall.coverImageUrl}
      logoUrl={mall.logoUrl}
      name={pickText(mall.mallName, locale)}
      storeCount={mall.storeCount}
      testId="mall-header"
      nameTestId="mall-name"
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt aria-label={t('mall.address')}>
            <EnvironmentOutline />
          </dt>
          <dd>
            <button
              type="button"
              className={styles.linkish}
              onClick={() => void openAddress()}
              data-testid="mall-address"
            >
              {address}
            </button>
            <DistanceText metres={mall.distance} className={styles.mallDistance} />
          </dd>
        </div>
        {mall.openingHours && (
          <div className={styles.fact}>
            <dt aria-label={t('mall.hours')}>
              <ClockCircleOutline />
            </dt>
            <dd>{mall.openingHours}</dd>
          </div>
        )}
        {mall.floorList.length > 0 && (
          <div className={styles.fact}>
            <dt aria-label={t('mall.floors')}>
              <UnorderedListOutline />
            </dt>
            <dd>{mall.floorList.map((floor) => floor.floorName).join(' · ')}</dd>
          </div>
        )}
      </dl>
    </PlaceHeader>
  );
}
