import { describe, expect, it } from 'vitest';
import { loadDialog } from './dialog';

describe('loadDialog', () => {
  // Loading is the whole test: antd-mobile's Dialog and its dependencies, compiled on first import,
  // take seconds on a busy machine.
  it("resolves to antd-mobile's Dialog once its renderer is in place", async () => {
    const Dialog = await loadDialog();
    expect(typeof Dialog.alert).toBe('function');
    expect(typeof Dialog.confirm).toBe('function');
  }, 20_000);
});
