import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/error-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { ListSkeleton } from '@/shared/ui/skeleton';
import styles from './dev-page.module.css';

/** A test page showing a list's loading skeleton and, after "retry", its error view. */
export default function ExamplePage() {
  const { t } = useTranslation(['dev', 'screens']);
  const [showSkeleton, setShowSkeleton] = useState(false);
  return (
    <main className={styles.page} data-testid="example-page">
      <NavBar title={t('screens:example')} />
      <p className={styles.intro}>{t('example.description')}</p>
      {showSkeleton ? <ListSkeleton rows={3} /> : <ErrorState onRetry={() => setShowSkeleton(true)} />}
    </main>
  );
}
