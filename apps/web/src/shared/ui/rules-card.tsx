import { useId } from 'react';
import styles from './section-card.module.css';

export interface RulesCardProps {
  title: string;
  /** One rule a line, as the server wrote them; no card at all when there are none. */
  rules: readonly string[];
  /** The card's outer margin, where the page needs one. */
  className?: string;
  testId?: string;
}

/** A voucher's or a coupon's rules of use, as a titled bullet list in a card. */
export function RulesCard({ title, rules, className, testId }: RulesCardProps) {
  const titleId = useId();
  if (rules.length === 0) return null;
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.rules} data-testid={testId}>
        {rules.map((rule, index) => (
          <li key={index}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
