import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  replace?: boolean;
  testId?: string;
}

/** An in-app link that looks like a button: navigation stays a real link for assistive tech. */
export function ButtonLink({ to, children, variant = 'primary', replace, testId }: ButtonLinkProps) {
  return (
    <Link to={to} replace={replace} className={`${styles.button} ${styles[variant]}`} data-testid={testId}>
      {children}
    </Link>
  );
}
