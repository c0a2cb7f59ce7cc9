import type { BrandAllStoreListData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import styles from '@/features/discovery/mall/components/mall.module.css';
import { PlaceHeader } from '@/features/discovery/mall/components/place-header';

/** The brand page's header: cover, logo, name, description and how many stores it has nearby. */
export function BrandHeader({
  brand,
  storeCount,
}: {
  brand: BrandAllStoreListData['brand'];
  storeCount: number;
}) {
  const locale = useAppLocale();
  const description = pickText(brand.description, locale) || pickText(brand.subTitle, locale);
  return (
    <PlaceHeader
      coverUrl={brand.coverImageUrl}
      logoUrl={brand.logo}
      name={pickText(brand.name, locale)}
      storeCount={storeCount}
      testId="brand-header"
      nameTestId="brand-name"
    >
      {description && <p className={styles.description}>{description}</p>}
    </PlaceHeader>
  );
}
