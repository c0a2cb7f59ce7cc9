import type { BrandAllStoreListData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '../../../../shared/i18n/use-app-locale';
import { CardImage } from '../../components/card-image';
import styles from '../../mall/components/mall.module.css';

/** The brand page's header: cover, logo, name, description and how many stores it has nearby. */
export function BrandHeader({
  brand,
  storeCount,
}: {
  brand: BrandAllStoreListData['brand'];
  storeCount: number;
}) {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const description = pickText(brand.description, locale) || pickText(brand.subTitle, locale);
  return (
    <header className={styles.header} data-testid="brand-header">
      <CardImage
        url={brand.coverImageUrl}
        width="banner"
        className={styles.cover}
        fallback={<ShopbagOutline />}
      />
      <div className={styles.headerCard}>
        <div className={styles.titleRow}>
          <CardImage
            url={brand.logo}
            width="logo"
            className={styles.headerLogo}
            fallback={<ShopbagOutline />}
          />
          <div>
            <h2 className={styles.headerName} data-testid="brand-name">
              {pickText(brand.name, locale)}
            </h2>
            <p className={styles.mallMeta}>{t('common.storeCount', { count: storeCount })}</p>
          </div>
        </div>
        {description && <p className={styles.description}>{description}</p>}
      </div>
    </header>
  );
}
