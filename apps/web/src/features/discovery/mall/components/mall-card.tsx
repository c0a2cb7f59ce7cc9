import type { MallSummary } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { ShopbagOutline } from 'antd-mobile-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { showToast } from '@/shared/ui/toast';
import { CardImage } from '@/shared/product/card-image';
import cardStyles from '@/features/discovery/components/cards.module.css';
import { DistanceText } from '@/shared/ui/distance-text';
import styles from './mall.module.css';

/** A mall in the mall collection: cover, logo, name, address, distance and how many stores it has. */
export function MallCard({ mall }: { mall: MallSummary }) {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const name = pickText(mall.mallName, locale);
  // Spec §5: a mall without an id cannot open; say so instead of opening an empty page.
  const guard = (event: MouseEvent) => {
    if (mall.mallId) return;
    event.preventDefault();
    showToast(t('common.parameterError'));
  };
  return (
    <Link
      to={paths.mall.getHref({ id: mall.mallId })}
      onClick={guard}
      className={styles.mallCard}
      data-testid="mall-card"
    >
      <CardImage
        url={mall.coverImageUrl}
        width="thumbnailLarge"
        className={styles.mallCover}
        fallback={<ShopbagOutline />}
      />
      <span className={styles.mallBody}>
        <CardImage
          url={mall.logoUrl}
          width="logo"
          className={styles.mallLogo}
          fallback={<ShopbagOutline />}
        />
        <span className={styles.mallText}>
          <span className={styles.mallName}>{name}</span>
          <span className={styles.mallMeta}>
            <span className={cardStyles.ellipsis}>{pickText(mall.address, locale)}</span>
          </span>
          <span className={styles.mallMeta}>
            {t('common.storeCount', { count: mall.storeCount })}
            <DistanceText metres={mall.distance} className={styles.mallDistance} />
          </span>
        </span>
      </span>
    </Link>
  );
}
