import styles from './spinner.module.css';

/** A small loading ring in the brand colour; CSS only, so it costs nothing on first load. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
