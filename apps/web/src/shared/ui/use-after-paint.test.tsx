import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

function Probe() {
  return <span data-testid="probe">{useAfterPaint() ? 'after' : 'before'}</span>;
}

describe('useAfterPaint', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('turns true only after the next frame and a task after it', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('before');
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByTestId('probe').textContent).toBe('before');
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByTestId('probe').textContent).toBe('after');
  });

  it('schedules nothing more once unmounted', () => {
    const view = render(<Probe />);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
