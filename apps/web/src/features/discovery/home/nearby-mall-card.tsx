import type { MallSummary } from '@lahap/contract/discovery/schemas';
import { pickText, type LocalizedText } from '@lahap/contract/locale';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useAppLocale } from '../../../shared/i18n/use-app-locale';
import { CardImage } from '../components/card-image';
import { DistanceText } from '../components/distance-text';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** The nearby-mall card: each mall's cover, name, distance and store count, and "see all". */
export function NearbyMallCard({ title, malls }: { title: LocalizedText; malls: MallSummary[] }) {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  return (
    <section className={styles.card} aria-labelledby="home-malls-title" data-testid="home-malls">
      <SectionHeader
        id="home-malls-title"
        title={pickText(title, locale) || t('malls.title')}
        seeAllHref={paths.mallList.getHref()}
        seeAllLabel={t('malls.seeAll')}
      />
      <ul className={styles.strip}>
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
      </ul>
    </section>
  );
}
