import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { NavBar } from '@/shared/ui/nav-bar';
import type { LegalDocument, LegalDocumentName } from '../legal/legal-document';
import styles from './legal-page.module.css';

// One module per document and language, fetched only when read: long texts stay off the first load.
const documents = import.meta.glob<LegalDocument>('../legal/*.*-*.ts', { import: 'default' });

function loadDocument(name: LegalDocumentName, locale: string): Promise<LegalDocument> {
  const load = documents[`../legal/${name}.${locale}.ts`] ?? documents[`../legal/${name}.id-ID.ts`];
  if (!load) return Promise.reject(new Error(`no ${name} document`));
  return load();
}

/** The terms of service or the privacy policy, in the reader's language. */
export function LegalPage({ name, testId }: { name: LegalDocumentName; testId: string }) {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const locale = useAppLocale();
  const { data, isError } = useQuery({
    queryKey: ['legal', name, locale],
    queryFn: () => loadDocument(name, locale),
    staleTime: Infinity,
  });
  const updated =
    data && new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(data.updated));

  return (
    <main data-testid={testId}>
      <NavBar title={tScreens(name === 'terms' ? 'loginProtocol' : 'privacyPolicy')} />
      {isError && <p className={styles.article}>{t('legal.loadFailed')}</p>}
      {!data && !isError && <ListSkeleton rows={3} />}
      {data && (
        <article className={styles.article}>
          <p className={styles.updated}>{t('legal.updated', { date: updated })}</p>
          <p>{data.intro}</p>
          {data.sections.map((section) => (
            <section key={section.heading}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </main>
  );
}
