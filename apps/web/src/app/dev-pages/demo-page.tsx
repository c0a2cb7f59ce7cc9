import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { NavBar } from '@/shared/ui/nav-bar';
import styles from './dev-page.module.css';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';

const SWATCHES = [
  '--lahap-color-primary',
  '--lahap-color-primary-strong',
  '--lahap-color-primary-soft',
  '--lahap-color-accent',
  '--lahap-color-accent-soft',
  '--lahap-color-success',
  '--lahap-color-text',
  '--lahap-color-text-secondary',
  '--lahap-color-text-tertiary',
  '--lahap-color-border',
  '--lahap-color-fill',
  '--lahap-color-background',
];

/** A test page showing the design tokens and shared components together. */
export default function DemoPage() {
  const { t } = useTranslation(['dev', 'screens']);
  return (
    <main className={styles.page} data-testid="demo-page">
      <NavBar title={t('screens:demo')} />
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('demo.palette')}</h2>
        <div className={styles.swatches} aria-hidden="true">
          {SWATCHES.map((token) => (
            <span key={token} className={styles.swatch} style={{ background: `var(${token})` }} />
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('demo.buttons')}</h2>
        <div className={styles.row}>
          <Button color="primary" shape="rounded">
            {t('demo.primary')}
          </Button>
          <Button color="primary" fill="outline" shape="rounded">
            {t('demo.secondary')}
          </Button>
          <Button color="primary" shape="rounded" loading loadingText={t('demo.primary')}>
            {t('demo.primary')}
          </Button>
        </div>
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('demo.states')}</h2>
        <EmptyState
          compact
          illustration={CouponIllustration}
          title={t('demo.emptyTitle')}
          description={t('demo.emptyDescription')}
        />
        <ErrorState compact onRetry={() => undefined} />
      </section>
    </main>
  );
}
