import { COUPON_TOAST_MS } from '@lahap/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLoginGate, useLoginGateStore } from '../auth/login-gate';
import { useSessionStore } from '../session/session-store';
import { showToast } from '../ui/toast';
import { COUPONS_KEY } from './coupon-api';
import { useClaim, type ClaimOptions } from './use-claim';

vi.mock('../ui/toast', () => ({ showToast: vi.fn() }));

const toast = vi.mocked(showToast);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderClaim(options: ClaimOptions<string>) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useClaim(options), { wrapper });
  return { ...hook, invalidate };
}

function logIn() {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
}

beforeEach(() => {
  toast.mockReset();
});

afterEach(() => {
  closeLoginGate(false);
  useSessionStore.getState().clear();
  vi.restoreAllMocks();
});

describe('useClaim', () => {
  it('claims: pending while the call runs, then what follows, the toast and the coupons refreshed', async () => {
    logIn();
    const answer = deferred<string>();
    const steps: string[] = [];
    const { result, invalidate } = renderClaim({
      call: () => {
        steps.push('call');
        return answer.promise;
      },
      onStart: () => steps.push('start'),
      onClaimed: (couponId) => steps.push(`claimed ${couponId}`),
      onFailed: () => steps.push('failed'),
    });

    let claiming!: Promise<void>;
    act(() => {
      claiming = result.current.claim();
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    expect(toast).not.toHaveBeenCalled();

    await act(async () => {
      answer.resolve('8001');
      await claiming;
    });
    expect(steps).toEqual(['start', 'call', 'claimed 8001']);
    expect(result.current.pending).toBe(false);
    expect(toast).toHaveBeenCalledWith('Berhasil diambil', COUPON_TOAST_MS);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: COUPONS_KEY });
  });

  it('asks a guest to log in first, under its scene: dismissed, nothing is claimed', async () => {
    const call = vi.fn(async () => '8001');
    const onStart = vi.fn();
    const { result, invalidate } = renderClaim({ call, scene: 'redPacket', onStart });

    let claiming!: Promise<void>;
    act(() => {
      claiming = result.current.claim();
    });
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'redPacket' });

    await act(async () => {
      closeLoginGate(false);
      await claiming;
    });
    expect(call).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('goes on with the claim once the guest has logged in', async () => {
    const call = vi.fn(async () => '8001');
    const { result } = renderClaim({ call });

    let claiming!: Promise<void>;
    act(() => {
      claiming = result.current.claim();
    });
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' });

    await act(async () => {
      logIn();
      closeLoginGate(true);
      await claiming;
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Berhasil diambil', COUPON_TOAST_MS);
  });

  it('toasts nothing on success when told not to', async () => {
    logIn();
    const onClaimed = vi.fn();
    const { result, invalidate } = renderClaim({
      call: async () => 'opened',
      toastOnClaimed: false,
      onClaimed,
    });

    await act(() => result.current.claim());
    expect(onClaimed).toHaveBeenCalledWith('opened');
    expect(toast).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: COUPONS_KEY });
  });

  it('hands a refusal to the caller, with no toast of its own and nothing refreshed', async () => {
    logIn();
    const refusal = new Error('refused');
    const onClaimed = vi.fn();
    const onFailed = vi.fn();
    const { result, invalidate } = renderClaim({
      call: () => Promise.reject(refusal),
      onClaimed,
      onFailed,
    });

    await act(() => result.current.claim());
    expect(onFailed).toHaveBeenCalledWith(refusal);
    expect(onClaimed).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
  });

  it('makes no second call while one runs, nor within the tap guard after it started', async () => {
    logIn();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const answer = deferred<string>();
    const call = vi.fn(() => answer.promise);
    const { result } = renderClaim({ call, tapGuardMs: 1_000 });

    let first!: Promise<void>;
    act(() => {
      first = result.current.claim();
    });
    await act(() => result.current.claim());
    await act(async () => {
      answer.resolve('8001');
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);

    now += 999;
    await act(() => result.current.claim());
    expect(call).toHaveBeenCalledTimes(1);

    now += 1;
    await act(() => result.current.claim());
    expect(call).toHaveBeenCalledTimes(2);
  });
});
