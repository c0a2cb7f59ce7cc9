import styles from './code-entry.module.css';

interface DemoCodeHintProps {
  /** The translated headline carrying the code, e.g. "Demo code: 123456". */
  title: string;
  /** The translated line saying no real SMS was sent. */
  note: string;
  testId: string;
}

/** The one-time code a demo server returns instead of texting it, shown where it is typed. */
export function DemoCodeHint({ title, note, testId }: DemoCodeHintProps) {
  return (
    <div className={styles.demo} data-testid={testId}>
      <strong>{title}</strong>
      <span>{note}</span>
    </div>
  );
}
