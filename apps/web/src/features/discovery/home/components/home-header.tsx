import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { refreshLocation } from '@/shared/location/location-service';
import type { UsedPosition } from '@/shared/location/use-location';
import { SearchIcon } from '@/shared/ui/icons';
import styles from './home-shell.module.css';

function locationLabelKey(position: UsedPosition) {
  if (position.fallback) return 'location.fallback' as const;
  return position.isSimulated ? ('location.simulated' as const) : ('location.near' as const);
}

/** The top of the home: brand, where the list is measured from, greeting and the search entry. */
export function HomeHeader({ position }: { position: UsedPosition }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <header className={styles.hero}>
      <div className={styles.heroTop}>
        <span className={styles.brand}>
          <img
            className={styles.brandLogo}
            src={`${import.meta.env.BASE_URL}logo.svg`}
            alt=""
            width={28}
            height={28}
          />
          {t('common:appName')}
        </span>
        {position.settled && (
          <span className={styles.locationChip} data-testid="home-location">
            <EnvironmentOutline aria-hidden="true" />
            {t(locationLabelKey(position))}
          </span>
        )}
      </div>
      <h1 className={styles.greeting}>{t('greeting')}</h1>
      <Link to={paths.search.getHref()} className={styles.search} data-testid="home-search">
        <SearchIcon className={styles.searchIcon} />
        <span>{t('searchPlaceholder')}</span>
      </Link>
      {position.fallback && (
        <p className={styles.locationNotice} role="status" data-testid="home-location-notice">
          <span>{t('locationErrMessage')}</span>
          <button type="button" className={styles.locationRetry} onClick={() => void refreshLocation()}>
            {t('location.retry')}
          </button>
        </p>
      )}
    </header>
  );
}
