import { HOME_HEADER_TEXTS } from '@lahap/contract/first-paint';
import { pickText } from '@lahap/contract/locale';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { paths } from '@/shared/config/paths';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import type { UsedPosition } from '@/shared/location/use-location';
import { ChevronDownIcon, SearchIcon } from '@/shared/ui/icons';
import type { HomePlace } from '@/features/home/model/home-place';
import styles from './home-shell.module.css';

export interface HomeHeaderProps {
  position: UsedPosition;
  /** Where the customer is, as the location pill names it. */
  place: HomePlace;
  /** Opens the area picker; null while there is none (its areas have not come yet). */
  onPickArea: (() => void) | null;
}

/**
 * The top of the home: brand, where the customer is (a pill that opens the area picker), the
 * greeting and the search entry. The server's HTML draws the same before the app loads (its
 * texts come from the contract for that reason), with the classes of HOME_FIRST_PAINT_CLASSES
 * sharing these rules.
 */
export function HomeHeader({ position, place, onPickArea }: HomeHeaderProps) {
  const { t } = useTranslation(['home', 'common']);
  const locale = useAppLocale();
  const placeText = place.kind === 'area' ? pickText(place.name, locale) : t(place.key);
  const texts = HOME_HEADER_TEXTS[locale];
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
        {position.settled &&
          (onPickArea ? (
            <button
              type="button"
              className={styles.locationChip}
              // The name begins with what the pill shows, then says what a tap does.
              aria-label={t('location.pickArea', { place: placeText })}
              onClick={() => {
                track('address_module', { action: 'open' });
                onPickArea();
              }}
              data-testid="home-location"
            >
              <EnvironmentOutline aria-hidden="true" />
              <span className={styles.locationText}>{placeText}</span>
              <ChevronDownIcon className={styles.locationChevron} />
            </button>
          ) : (
            <span className={styles.locationChip} data-testid="home-location">
              <EnvironmentOutline aria-hidden="true" />
              <span className={styles.locationText}>{placeText}</span>
            </span>
          ))}
      </div>
      <h1 className={styles.greeting}>{texts.greeting}</h1>
      <Link to={paths.search.getHref()} className={styles.search} data-testid="home-search">
        <SearchIcon className={styles.searchIcon} />
        <span>{texts.searchPlaceholder}</span>
      </Link>
    </header>
  );
}
