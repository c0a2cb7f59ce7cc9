import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function renderDialog(visible: boolean, onClose = vi.fn()) {
  const view = render(
    <ModalDialog visible={visible} onClose={onClose} label="Angpao" bodyClassName="packet">
      <button type="button">Buka</button>
    </ModalDialog>,
  );
  const dialog = view.container.querySelector('dialog') as HTMLDialogElement;
  return { ...view, dialog, onClose };
}

describe('ModalDialog', () => {
  it('opens as a modal dialog named by its label, and closes when no longer visible', () => {
    const { dialog, rerender, onClose } = renderDialog(true);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Angpao' })).toBe(dialog);
    const body = screen.getByRole('button', { name: 'Buka' }).parentElement;
    expect(body?.className).toContain('packet');
    // The focus starts on the dialog's box, not on a control it would ring.
    expect(document.activeElement).toBe(body);
    rerender(
      <ModalDialog visible={false} onClose={onClose} label="Angpao">
        <button type="button">Buka</button>
      </ModalDialog>,
    );
    expect(dialog.open).toBe(false);
    // Hidden, the content stays: a dialog that stepped aside comes back as it was.
    expect(dialog.querySelector('button')).not.toBeNull();
  });

  it('stays shut while not visible', () => {
    expect(renderDialog(false).dialog.open).toBe(false);
  });

  it('asks its owner to close on a tap beside it, not on a tap inside', () => {
    const { dialog, onClose } = renderDialog(true);
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hands a tap beside it to onBackdropTap when given, and Escape still to onClose', () => {
    const onClose = vi.fn();
    const onBackdropTap = vi.fn();
    const view = render(
      <ModalDialog visible onClose={onClose} onBackdropTap={onBackdropTap} label="Angpao">
        <button type="button">Buka</button>
      </ModalDialog>,
    );
    const dialog = view.container.querySelector('dialog') as HTMLDialogElement;
    fireEvent.click(dialog);
    expect(onBackdropTap).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('tells its owner when the browser closes it by itself, not when the owner hid it', () => {
    const onClose = vi.fn();
    const view = (visible: boolean) => (
      <ModalDialog visible={visible} onClose={onClose} label="Angpao">
        <button type="button">Buka</button>
      </ModalDialog>
    );
    const { container, rerender } = render(view(true));
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    rerender(view(false));
    expect(dialog.open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    rerender(view(true));
    expect(dialog.open).toBe(true);
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to its owner: the dialog stays open until the owner hides it', () => {
    const { dialog, onClose } = renderDialog(true);
    const escape = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });
});
