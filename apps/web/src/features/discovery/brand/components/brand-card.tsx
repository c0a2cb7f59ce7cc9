import type { BrandCard as BrandCardData } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { imageSrc } from '@lahap/contract/media/image-src';
import pillStyles from '@/features/discovery/components/pill-button.module.css';
import styles from './brand-card.module.css';

export interface BrandCardProps {
  brand: BrandCardData;
  onOpen: (brand: BrandCardData) => void;
}

/** One brand of the collection: logo, name, subtitle and a Go button (spec §2). */
export function BrandCard({ brand, onOpen }: BrandCardProps) {
  const { t } = useTranslation('browse');
  const locale = useAppLocale();
  const name = pickText(brand.name, locale);
  const logo = imageSrc(brand.logo, 'logo');
  return (
    <li className={styles.card} data-testid="brand-card">
      {logo ? (
        <img className={styles.logo} src={logo} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className={styles.logo} aria-hidden="true" />
      )}
      <div className={styles.text}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.subtitle}>{pickText(brand.subTitle, locale)}</p>
      </div>
      <button
        type="button"
        className={`${pillStyles.pill} ${styles.go}`}
        aria-label={t('brands.goLabel', { name })}
        onClick={() => onOpen(brand)}
        data-testid="brand-go"
      >
        {t('brands.go')}
      </button>
    </li>
  );
}
