import { describe, expect, it, vi } from 'vitest';
import { createHardwareBack, EXIT_CONFIRM_WINDOW_MS } from './hardware-back';

function setup() {
  const press = createHardwareBack();
  const actions = { goBack: vi.fn(), showExitHint: vi.fn(), exitApp: vi.fn() };
  return { press: (canGoBack: boolean, now: number) => press({ canGoBack, now, ...actions }), ...actions };
}

describe('the hardware back button', () => {
  it('goes back while there is a page to go back to', () => {
    const { press, goBack, showExitHint, exitApp } = setup();
    press(true, 0);
    press(true, 100);
    expect(goBack).toHaveBeenCalledTimes(2);
    expect(showExitHint).not.toHaveBeenCalled();
    expect(exitApp).not.toHaveBeenCalled();
  });

  it('on the first page shows the hint, and leaves on a second press within two seconds', () => {
    const { press, showExitHint, exitApp } = setup();
    press(false, 10_000);
    expect(showExitHint).toHaveBeenCalledTimes(1);
    expect(exitApp).not.toHaveBeenCalled();
    press(false, 10_000 + EXIT_CONFIRM_WINDOW_MS);
    expect(exitApp).toHaveBeenCalledTimes(1);
  });

  it('shows the hint again when the second press comes too late, or after going back', () => {
    const { press, goBack, showExitHint, exitApp } = setup();
    press(false, 0);
    press(false, EXIT_CONFIRM_WINDOW_MS + 1);
    expect(showExitHint).toHaveBeenCalledTimes(2);
    expect(exitApp).not.toHaveBeenCalled();

    press(true, EXIT_CONFIRM_WINDOW_MS + 2);
    press(false, EXIT_CONFIRM_WINDOW_MS + 3);
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(showExitHint).toHaveBeenCalledTimes(3);
    expect(exitApp).not.toHaveBeenCalled();
  });
});
