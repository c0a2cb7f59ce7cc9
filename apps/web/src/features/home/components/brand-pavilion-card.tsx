import { pickText, type LocalizedText } from '@lahap/contract/locale';
import { StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CardImage } from '@/shared/product/card-image';
import styles from './home.module.css';
import { StripSection } from './strip-section';

interface BrandSummary {
  brandId: string;
  name: LocalizedText;
  brandLogo: string;
}

/** The brand-pavilion card: brand logos leading to each brand's page, and "see all". */
export function BrandPavilionCard({ title, brands }: { title: LocalizedText; brands: BrandSummary[] }) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  return (
    <StripSection
      id="home-brands-title"
      title={pickText(title, locale) || t('brands.title')}
      seeAllHref={paths.brands.getHref()}
      seeAllLabel={t('brands.seeAll')}
      testId="home-brands"
    >
      {brands.map((brand) => {
        const name = pickText(brand.name, locale);
        return (
          <li key={brand.brandId} className={styles.brandItem}>
            <Link to={paths.brandHome.getHref({ brandId: brand.brandId })} className={styles.brandLink}>
              <CardImage
                url={brand.brandLogo}
                width="logo"
                className={styles.brandLogoImage}
                fallback={<StarOutline />}
              />
              <span className={styles.brandName}>{name}</span>
            </Link>
          </li>
        );
      })}
    </StripSection>
  );
}
