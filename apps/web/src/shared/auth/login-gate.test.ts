import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { closeLoginGate, requireLogin, useLoginGateStore } from './login-gate';

afterEach(() => {
  closeLoginGate(false);
  useSessionStore.getState().clear();
});

describe('requireLogin', () => {
  it('resolves true at once when logged in, without opening the sheet', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'U1' });
    await expect(requireLogin('claim')).resolves.toBe(true);
    expect(useLoginGateStore.getState().open).toBe(false);
  });

  it('opens one sheet for concurrent callers and answers them all when it closes', async () => {
    const first = requireLogin('claim');
    const second = requireLogin('favourite');
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' });
    expect(second).toBe(first);
    closeLoginGate(false);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
    expect(useLoginGateStore.getState().open).toBe(false);
  });

  it('starts a fresh request after the previous one closed', async () => {
    const before = useLoginGateStore.getState().requestId;
    const first = requireLogin();
    closeLoginGate(true);
    await expect(first).resolves.toBe(true);
    void requireLogin();
    expect(useLoginGateStore.getState().requestId).toBe(before + 2);
  });
});
