import { describe, expect, it } from 'vitest';
import { loadDialog } from './dialog';

describe('loadDialog', () => {
  it("resolves to antd-mobile's Dialog once its renderer is in place", async () => {
    const Dialog = await loadDialog();
    expect(typeof Dialog.alert).toBe('function');
    expect(typeof Dialog.confirm).toBe('function');
  });
});
