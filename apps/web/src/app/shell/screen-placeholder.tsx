import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/button-link';
import { NavBar } from '@/shared/ui/nav-bar';
import { StatusView } from '@/shared/ui/status-view';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import type { ScreenKey } from '../route-table';
import styles from './page.module.css';
import { CookingIllustration } from '@/shared/ui/illustrations/cooking-illustration';

/**
 * Stands in for a screen whose page is not built yet: the route exists, the bar carries the
 * screen's name, and the body says plainly that the screen is coming.
 */
export default function ScreenPlaceholder({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation(['common', 'shell', 'screens']);
  const name = t(`screens:${screen}`);
  useDocumentTitle(name);
  return (
    <main className={styles.page} data-testid="screen-placeholder" data-screen={screen}>
      <NavBar title={name} />
      <div className={styles.body}>
        <StatusView
          illustration={CookingIllustration}
          badge={t('shell:placeholder.badge')}
          title={name}
          description={t('shell:placeholder.description')}
          actions={
            <ButtonLink to={paths.home.getHref()} variant="secondary" testId="screen-placeholder-home">
              {t('actions.backHome')}
            </ButtonLink>
          }
        />
      </div>
    </main>
  );
}
