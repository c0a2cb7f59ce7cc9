import styles from './round-card.module.css';

/**
 * The head of a kitchen card (a table's round, a pickup or delivery order): its title, which
 * names the card for screen readers, and its status chip, coloured by the status.
 */
export function KitchenCardHead({
  titleId,
  title,
  status,
  statusText,
}: {
  titleId: string;
  title: string;
  status: string;
  statusText: string;
}) {
  return (
    <header className={styles.head}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <span className={styles.status} data-status={status}>
        {statusText}
      </span>
    </header>
  );
}
