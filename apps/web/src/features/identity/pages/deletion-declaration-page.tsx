import { REREGISTRATION_BLOCK_DAYS } from '@lahap/contract/constants';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DeletionScreen } from './deletion-guard';
import styles from './deletion-pages.module.css';

/** What deletion means, and the agreement spec §5 requires before going on. */
export default function DeletionDeclarationPage() {
  const { t } = useTranslation('deletion');
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);

  return (
    <DeletionScreen
      title={t('accountDeletionDeclaration', { ns: 'screens' })}
      testId="deletion-declaration-page"
    >
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('declaration.title')}</h2>
        <p className={styles.muted}>{t('declaration.intro')}</p>
        <ul className={styles.points}>
          <li>{t('declaration.data')}</li>
          <li>{t('declaration.forfeit')}</li>
          <li>{t('declaration.block', { days: REREGISTRATION_BLOCK_DAYS })}</li>
          <li>{t('declaration.irreversible')}</li>
        </ul>
      </section>
      <div className={styles.actions}>
        <Checkbox checked={agreed} onChange={setAgreed} data-testid="deletion-agree">
          <Trans
            t={t}
            i18nKey="declaration.agree"
            components={{
              policy: <Link to={paths.accountDeletionPolicy.getHref()} data-testid="deletion-policy-link" />,
            }}
          />
        </Checkbox>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!agreed}
          onClick={() => void navigate(paths.accountDeletionAssetsCheck.getHref())}
          data-testid="deletion-declaration-next"
        >
          {t('declaration.next')}
        </Button>
      </div>
    </DeletionScreen>
  );
}
