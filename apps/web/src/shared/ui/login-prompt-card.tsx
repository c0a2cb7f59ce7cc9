import Button from 'antd-mobile/es/components/button';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponIllustration } from './illustrations/coupon-illustration';
import styles from './login-prompt-card.module.css';

export interface LoginPromptCardProps {
  title: ReactNode;
  description: ReactNode;
}

/**
 * Invites a logged-out visitor to log in. Logging in itself is not available yet, so the
 * button stays disabled and a note says so rather than pretending to work.
 */
export function LoginPromptCard({ title, description }: LoginPromptCardProps) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <section className={styles.card} data-testid="login-prompt">
      <CouponIllustration size={128} />
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      <Button
        className={styles.button}
        color="primary"
        shape="rounded"
        size="large"
        disabled
        aria-describedby={noteId}
        data-testid="login-prompt-button"
      >
        {t('login.button')}
      </Button>
      <p id={noteId} className={styles.note}>
        {t('login.comingSoon')}
      </p>
    </section>
  );
}
