import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { track } from '@/shared/analytics/track';
import { APP_STORE_LINKS, type AppStorePlatform, appStorePlatform } from '@/shared/config/app-store-links';
import buttonStyles from '@/shared/ui/button.module.css';
import { NavBar } from '@/shared/ui/nav-bar';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { downloadFlagsOf, reportDownload } from '../model/download-report';
import styles from './download-app-page.module.css';

const STORE_TEXT = { android: 'download.playStore', ios: 'download.appStore' } as const;

/**
 * The download-app page (/platform/downloadLahap): a back button, the app's image and a button to
 * the app store of the device (both stores on a desktop). Its view and the button's tap are
 * reported with the flags is_force_app and is_check_addr the link carries.
 */
export default function DownloadAppPage() {
  const { t } = useTranslation('nearby');
  const [params] = useSearchParams();
  const flags = downloadFlagsOf(params);
  const platform = appStorePlatform(navigator.userAgent);
  const platforms: AppStorePlatform[] = platform ? [platform] : ['android', 'ios'];
  useDocumentTitle(t('download.title'));

  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportDownload('view', flags);
  }, [flags]);

  return (
    <main className={styles.page} data-testid="download-app-page">
      <NavBar />
      <div className={styles.body}>
        <img className={styles.image} src="/logo.svg" alt={t('download.imageAlt')} width={160} height={160} />
        <h1 className={styles.title}>{t('download.title')}</h1>
        <p className={styles.description}>{t('download.description')}</p>
        <div className={styles.buttons}>
          {platforms.map((store) => (
            <a
              key={store}
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              href={APP_STORE_LINKS[store]}
              rel="noopener"
              data-testid={`download-${store}`}
              onClick={() => {
                track('download_click', { source: 'download_page' });
                reportDownload(store, flags);
              }}
            >
              {platform ? t('download.openStore') : t(STORE_TEXT[store])}
            </a>
          ))}
        </div>
      </div>
    </main>
  );
}
