import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { StatusView } from '@/shared/ui/status-view';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { LanguageButton } from '../components/language-button';
import styles from '../components/menu.module.css';

/**
 * A page whose QR link cannot be used: missing or malformed parameters, or a code the server says
 * is not linked (3800021, with its own message). Full screen, with the language switch; there is
 * nowhere to go back to from a scanned code.
 */
export function LinkProblem({ title, description }: { title: string; description?: ReactNode }) {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('title'));
  return (
    <main>
      <header className={styles.header}>
        <div className={styles.heading} />
        <LanguageButton />
      </header>
      <StatusView
        illustration={LostIllustration}
        title={title}
        description={description}
        role="alert"
        testId="ordering-link-problem"
      />
    </main>
  );
}
