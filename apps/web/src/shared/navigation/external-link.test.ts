import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bridgeModule from '../bridge/bridge';
import { bridge } from '../bridge/bridge';
import { openExternalUrl } from './external-link';

afterEach(() => vi.restoreAllMocks());

describe('openExternalUrl', () => {
  it('opens a new tab without giving the page a handle on the app', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openExternalUrl('https://wa.me/62811')).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('https://wa.me/62811', '_blank', 'noopener,noreferrer');
  });

  it('hands the address to the native shell inside the app and reports its failure', async () => {
    vi.spyOn(bridgeModule, 'isNativeApp').mockReturnValue(true);
    const openLink = vi.spyOn(bridge, 'openLink').mockResolvedValue({ code: -1, message: 'no handler' });
    const open = vi.spyOn(window, 'open');
    await expect(openExternalUrl('https://wa.me/62811')).resolves.toBe(false);
    expect(openLink).toHaveBeenCalledWith('https://wa.me/62811');
    expect(open).not.toHaveBeenCalled();
  });
});
