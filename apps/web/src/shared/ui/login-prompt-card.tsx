import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponIllustration } from './illustrations/coupon-illustration';
import styles from './login-prompt-card.module.css';

export interface LoginPromptCardProps {
  title: ReactNode;
  description: ReactNode;
  /** Opens the login sheet; the card knows nothing of how login works. */
  onLogin: () => void;
}

/** Invites a logged-out visitor to log in (spec §2: orders and account tabs). */
export function LoginPromptCard({ title, description, onLogin }: LoginPromptCardProps) {
  const { t } = useTranslation();
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
        onClick={onLogin}
        data-testid="login-prompt-button"
      >
        {t('login.button')}
      </Button>
    </section>
  );
}
