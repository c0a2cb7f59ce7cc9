import { CouponOutline, FireFill, ShopbagOutline, StarFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SearchIcon } from '../../../shared/ui/icons';
import styles from './home-page.module.css';
import { CookingIllustration } from '../../../shared/ui/illustrations/cooking-illustration';

interface Shortcut {
  to: string;
  label: ReactNode;
  icon: ReactNode;
  tint: { background: string; color: string };
}

/** The home tab: greeting, search entry, shortcuts, and where the nearby deals will list. */
export default function HomePage() {
  const { t } = useTranslation(['discovery', 'common']);
  const shortcuts: Shortcut[] = [
    {
      to: paths.flashDeal.getHref({}),
      label: t('home.shortcuts.flashDeal'),
      icon: <FireFill />,
      tint: { background: 'var(--lahap-color-primary-soft)', color: 'var(--lahap-color-primary)' },
    },
    {
      to: paths.brands.getHref(),
      label: t('home.shortcuts.brands'),
      icon: <StarFill />,
      tint: { background: 'var(--lahap-color-accent-soft)', color: '#d4850f' },
    },
    {
      to: paths.mallList.getHref(),
      label: t('home.shortcuts.malls'),
      icon: <ShopbagOutline />,
      tint: { background: 'var(--lahap-color-success-soft)', color: 'var(--lahap-color-success)' },
    },
    {
      to: paths.myCouponList.getHref(),
      label: t('home.shortcuts.myCoupons'),
      icon: <CouponOutline />,
      tint: { background: '#f1e9ff', color: '#7047c8' },
    },
  ];

  return (
    <main data-testid="home-page">
      <header className={styles.hero}>
        <div className={styles.brand}>
          <img
            className={styles.brandLogo}
            src={`${import.meta.env.BASE_URL}logo.svg`}
            alt=""
            width={28}
            height={28}
          />
          <span>{t('common:appName')}</span>
        </div>
        <h1 className={styles.greeting}>{t('home.greeting')}</h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        <Link to={paths.search.getHref()} className={styles.search} data-testid="home-search">
          <SearchIcon className={styles.searchIcon} />
          <span>{t('home.searchPlaceholder')}</span>
        </Link>
      </header>

      <nav className={styles.shortcuts} aria-label={t('home.shortcutsLabel')}>
        {shortcuts.map((shortcut) => (
          <Link key={shortcut.to} to={shortcut.to} className={styles.shortcut}>
            <span className={styles.shortcutIcon} style={shortcut.tint}>
              {shortcut.icon}
            </span>
            {shortcut.label}
          </Link>
        ))}
      </nav>

      <section className={styles.section} aria-labelledby="home-nearby-title">
        <h2 id="home-nearby-title" className={styles.sectionTitle}>
          {t('home.nearby.title')}
        </h2>
        <div className={styles.sectionCard}>
          <EmptyState
            compact
            illustration={CookingIllustration}
            title={t('home.nearby.comingSoonTitle')}
            description={t('home.nearby.comingSoonDescription')}
          />
        </div>
      </section>
    </main>
  );
}
