import Button from 'antd-mobile/es/components/button';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import type { ReactNode } from 'react';
import styles from './one-time-code-entry.module.css';

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

export interface OneTimeCodeEntryProps {
  /** Prefixes the parts' test ids: `<testId>-demo-code`, `<testId>-code-input`, `<testId>-resend`. */
  testId: string;
  length: number;
  value: string;
  /** What was typed, as the field gives it: the caller keeps the digits. */
  onChange: (typed: string) => void;
  /** All `length` characters are in. */
  onFill?: (code: string) => void;
  error?: boolean;
  /** A demo server's code with its note, shown above the field. */
  demo?: { title: string; note: string } | null;
  /** Seconds until a new code may be asked for; the button waits them out, saying how many. */
  resendLeft: number;
  resendText: string;
  resendInText: (seconds: number) => string;
  /** Besides the countdown (another call under way). */
  resendDisabled?: boolean;
  resendLoading?: boolean;
  onResend: () => void;
  /** Between the field and the resend button: the error and status lines. */
  children?: ReactNode;
}

/**
 * The step where a texted one-time code is typed: the demo code when the server gave one, the
 * code's cells, then "send again" once the server's wait is over. Its parts sit in the caller's
 * column (a fragment), between the caller's heading and whatever follows.
 */
export function OneTimeCodeEntry({
  testId,
  length,
  value,
  onChange,
  onFill,
  error,
  demo,
  resendLeft,
  resendText,
  resendInText,
  resendDisabled = false,
  resendLoading = false,
  onResend,
  children,
}: OneTimeCodeEntryProps) {
  const counting = resendLeft > 0;
  return (
    <>
      {demo && <DemoCodeHint title={demo.title} note={demo.note} testId={`${testId}-demo-code`} />}
      <PasscodeInput
        className={styles.code}
        length={length}
        plain
        seperated
        value={value}
        error={error}
        onChange={onChange}
        onFill={onFill}
        data-testid={`${testId}-code-input`}
      />
      {children}
      <Button
        fill="none"
        color="primary"
        className={styles.resend}
        disabled={counting || resendDisabled}
        loading={resendLoading}
        onClick={onResend}
        data-testid={`${testId}-resend`}
      >
        {counting ? resendInText(resendLeft) : resendText}
      </Button>
    </>
  );
}
