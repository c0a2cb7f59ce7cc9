import { HOME_FIRST_PAINT_CLASSES, OPEN_APP_BANNER_TEXTS } from '@lahap/contract/first-paint';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '@/shared/analytics/track';
import { isNativeApp } from '@/shared/bridge/bridge';
import { paths } from '@/shared/config/paths';
import { releaseFirstPaintHeroUnlessDrawn } from '@/shared/first-paint/first-paint-hero';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { readString, writeString } from '@/shared/storage/storage';
import { CloseIcon } from '@/shared/ui/icons';
import styles from './open-app-banner.module.css';
import { SHELL_KEYS } from './shell-storage-keys';

/**
 * Invites web visitors to the native app (spec §1), at the top of home. Never shown inside
 * the native shell; once closed it stays closed for the rest of the visit.
 */
export function OpenAppBanner() {
  const { t } = useTranslation(['common', 'shell']);
  // Its visible texts come from the contract: the server's HTML draws this bar too (the home's
  // first paint), with the :global classes of its stylesheet.
  const texts = OPEN_APP_BANNER_TEXTS[useAppLocale()];
  const [dismissed, setDismissed] = useState(
    () => readString('session', SHELL_KEYS.openAppBannerDismissed) === '1',
  );
  const shown = !dismissed && !isNativeApp();
  // The server's drawing of the home's top has this bar unless the page opened inside the app;
  // when this tab closed it earlier, the home's top lies higher than drawn.
  useEffect(() => releaseFirstPaintHeroUnlessDrawn(HOME_FIRST_PAINT_CLASSES.openApp, shown), [shown]);
  if (!shown) return null;

  const dismiss = () => {
    writeString('session', SHELL_KEYS.openAppBannerDismissed, '1');
    setDismissed(true);
  };

  return (
    <aside className={styles.banner} aria-label={texts.title} data-testid="open-app-banner">
      <img
        className={styles.logo}
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt=""
        width={36}
        height={36}
      />
      <div className={styles.text}>
        <span className={styles.title}>{texts.title}</span>
        <span className={styles.description}>{texts.description}</span>
      </div>
      <Link
        to={paths.downloadApp.getHref()}
        className={styles.open}
        onClick={() => track('download_click', { source: 'open_app_banner' })}
        data-testid="open-app-banner-open"
      >
        {texts.open}
      </Link>
      <button
        type="button"
        className={styles.close}
        aria-label={t('shell:openApp.dismiss')}
        onClick={dismiss}
        data-testid="open-app-banner-dismiss"
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
