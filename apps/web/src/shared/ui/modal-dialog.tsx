import { useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  visible: boolean;
  /** The person asked to close it: Escape, the back gesture, or a tap beside it by default. */
  onClose: () => void;
  /**
   * A tap beside the dialog, when it means less than a request to close (a dialog that came up
   * by itself ignores taps meant for the page under it). Defaults to `onClose`.
   */
  onBackdropTap?: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** Classes of the box the content sits in (its width, its background). */
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * A centred dialog over a dimmed page, made of the browser's own `<dialog>` shown modal: the
 * browser traps the focus, makes the page under it inert and answers Escape, and the look and
 * the scale-in are CSS, so a dialog that comes up by itself (the home's red packet and campaign
 * popup) costs the first load no gesture or spring library. Hidden, the content stays mounted:
 * a dialog that steps aside (for the login sheet) comes back as it was.
 */
export function ModalDialog({
  visible,
  onClose,
  onBackdropTap = onClose,
  label,
  bodyClassName,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open === visible) return;
    if (!visible) return dialog.close();
    dialog.showModal();
    // The browser would focus the first control, ringed as if chosen from the keyboard; the
    // dialog's box takes the focus instead, so Tab starts from its top and nothing is picked.
    bodyRef.current?.focus({ preventScroll: true });
  }, [visible]);

  const cancel = (event: SyntheticEvent) => {
    // Escape: the owner decides whether it closes, so `visible` stays the truth.
    event.preventDefault();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={label}
      onCancel={cancel}
      // The browser may close it without a cancel it lets us refuse (repeated close requests):
      // the owner hears of it, so `visible` follows.
      onClose={() => visible && onClose()}
      // A tap on the dimmed page lands on the dialog element itself, outside its body.
      onClick={(event) => event.target === event.currentTarget && onBackdropTap()}
    >
      <div
        ref={bodyRef}
        tabIndex={-1}
        className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body}
      >
        {children}
      </div>
    </dialog>
  );
}
