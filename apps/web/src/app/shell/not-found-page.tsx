import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/button-link';
import { NavBar } from '@/shared/ui/nav-bar';
import { StatusView } from '@/shared/ui/status-view';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import styles from './page.module.css';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation(['common', 'shell']);
  useDocumentTitle(t('shell:notFound.navTitle'));
  return (
    <main className={styles.page} data-testid="not-found-page">
      <NavBar title={t('shell:notFound.navTitle')} />
      <div className={styles.body}>
        <StatusView
          illustration={LostIllustration}
          title={t('shell:notFound.title')}
          description={t('shell:notFound.description')}
          actions={
            <ButtonLink to={paths.home.getHref()} replace testId="not-found-home">
              {t('actions.backHome')}
            </ButtonLink>
          }
        />
      </div>
    </main>
  );
}
