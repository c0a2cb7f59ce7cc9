import type { MallSummary } from '@lahap/contract/discovery/schemas';
import { pickText, type LocalizedText } from '@lahap/contract/locale';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { CardImage } from '@/shared/product/card-image';
import { DistanceText } from '@/shared/ui/distance-text';
import styles from './home.module.css';
import { StripSection } from './strip-section';

/** The nearby-mall card: each mall's cover, name, distance and store count, and "see all". */
export function NearbyMallCard({ title, malls }: { title: LocalizedText; malls: MallSummary[] }) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  return (
    <StripSection
      id="home-malls-title"
      title={pickText(title, locale) || t('malls.title')}
      seeAllHref={paths.mallList.getHref()}
      seeAllLabel={t('malls.seeAll')}
      testId="home-malls"
    >
      {malls.map((mall) => (
        <li key={mall.mallId} className={styles.mallItem}>
          <Link to={paths.mall.getHref({ id: mall.mallId })} className={styles.mallLink}>
            <CardImage
              url={mall.coverImageUrl || mall.logoUrl}
              width="thumbnailLarge"
              className={styles.mallCover}
              fallback={<ShopbagOutline />}
            />
            <span className={styles.mallName}>{pickText(mall.mallName, locale)}</span>
            <span className={styles.mallMeta}>
              <DistanceText metres={mall.distance} />
              <span>{t('malls.storeCount', { count: mall.storeCount })}</span>
            </span>
          </Link>
        </li>
      ))}
    </StripSection>
  );
}
