import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { queryDeletionAssets } from '../api/deletion-api';
import { DeletionScreen } from './deletion-guard';
import styles from './deletion-pages.module.css';

/** The assets check: what stops deletion now, and what it forfeits. */
export default function DeletionAssetsCheckPage() {
  const { t } = useTranslation('deletion');
  return (
    <DeletionScreen title={t('accountDeletionAssetsCheck', { ns: 'screens' })} testId="deletion-assets-page">
      <AssetsBody />
    </DeletionScreen>
  );
}

function AssetsBody() {
  const { t } = useTranslation('deletion');
  const navigate = useNavigate();
  // Always fresh: an order finished a moment ago must unblock the deletion.
  const query = useQuery({
    queryKey: ['account', 'deletion-assets'],
    queryFn: queryDeletionAssets,
    gcTime: 0,
  });

  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const { canCancel, blockers, forfeits } = query.data;

  return (
    <>
      {blockers.length > 0 && (
        <section className={styles.card} data-testid="deletion-blockers">
          <h2 className={styles.heading}>{t('assets.blockersTitle')}</h2>
          {blockers.map((blocker) => (
            <p key={blocker.type} className={styles.blocker}>
              {t(`assets.blocker.${blocker.type}`, { count: blocker.count })}
            </p>
          ))}
        </section>
      )}
      <section className={styles.card} data-testid="deletion-forfeits">
        <h2 className={styles.heading}>{t('assets.forfeitsTitle')}</h2>
        {forfeits.length === 0 ? (
          <p className={styles.muted}>{t('assets.nothing')}</p>
        ) : (
          <ul className={styles.points}>
            {forfeits.map((forfeit) => (
              <li key={forfeit.type}>{t(`assets.forfeit.${forfeit.type}`, { count: forfeit.count })}</li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!canCancel}
          onClick={() => void navigate(paths.accountDeletionVerify.getHref())}
          data-testid="deletion-assets-next"
        >
          {t('assets.next')}
        </Button>
      </div>
    </>
  );
}
