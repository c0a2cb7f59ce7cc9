import { describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './after-load-idle';
import { UNTIL_STATE } from '../../test/wait';

describe('afterLoadWhenIdle', () => {
  it('runs once the loaded page is idle', async () => {
    const callback = vi.fn();
    afterLoadWhenIdle(callback, 1_000);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1), UNTIL_STATE);
  });

  it('runs nothing once cancelled', async () => {
    const callback = vi.fn();
    const cancel = afterLoadWhenIdle(callback, 1_000);
    cancel();
    const later = vi.fn();
    afterLoadWhenIdle(later, 1_000);
    await vi.waitFor(() => expect(later).toHaveBeenCalled(), UNTIL_STATE);
    expect(callback).not.toHaveBeenCalled();
  });
});
