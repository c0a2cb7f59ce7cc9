import { ERROR_CODES } from '@lahap/contract/errors';
import { API_PATHS } from '@lahap/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, requireLogin, useLoginGateStore } from '@/shared/auth/login-gate';
import { solveChallengeToken } from '@/shared/auth/solve-challenge';
import { bridge } from '@/shared/bridge/bridge';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { LoginSheetHost } from './login-sheet-host';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/auth/solve-challenge', () => ({ solveChallengeToken: vi.fn() }));

const post = vi.mocked(apiPost);
const LOGIN_DATA = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  userId: 'U123456789012',
  userType: 'REGISTER',
  loginType: 'SMS',
};

function serverError(code: string, message: string) {
  return new ApiRequestError({ kind: 'server', code, message, status: 400 });
}

function renderHost(path = '/platform/home/account') {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LoginSheetHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

function typePhone(value: string) {
  const input = screen.getByTestId('login-phone-input').querySelector('input');
  fireEvent.change(input!, { target: { value } });
}

function typeCode(value: string) {
  const input = screen.getByTestId('login-code-input').querySelector('input');
  fireEvent.change(input!, { target: { value } });
}

async function openSheet(path?: string) {
  const result = renderHost(path);
  let gate!: Promise<boolean>;
  act(() => {
    gate = requireLogin('account');
  });
  await screen.findByTestId('login-phone-input');
  return { ...result, gate };
}

// The host loads the sheet's chunk on first use; compiling it takes seconds on a busy machine,
// which belongs before the tests rather than inside the first one's time limit.
beforeAll(async () => {
  await import('./login-sheet');
});

beforeEach(() => {
  useSessionStore.getState().clear();
});

afterEach(() => {
  if (useLoginGateStore.getState().open) closeLoginGate(false);
  vi.useRealTimers();
  vi.restoreAllMocks();
  post.mockReset();
  vi.mocked(solveChallengeToken).mockReset();
});

describe('login sheet', () => {
  it('sends a code, shows the demo code, logs in at 6 digits and resolves the gate', async () => {
    const setNativeUserId = vi.spyOn(bridge, 'setNativeUserId');
    post.mockImplementation((path) =>
      Promise.resolve(
        path === API_PATHS.sendCode
          ? { expiresInSeconds: 300, resendAfterSeconds: 60, demoCode: '123456' }
          : LOGIN_DATA,
      ),
    );
    const { gate, invalidate } = await openSheet(
      '/platform/home/account?inviteCode=FRIEND1&shareType=WHATS_APP',
    );

    typePhone('0812-3456 7890abc');
    fireEvent.click(screen.getByTestId('login-get-code'));

    const hint = await screen.findByTestId('login-demo-code');
    expect(hint.textContent).toContain(i18n.t('account:loginSheet.demoCode', { code: '123456' }));
    expect(post).toHaveBeenCalledWith(
      API_PATHS.sendCode,
      { countryCode: '62', phoneNo: '081234567890', scene: 'LOGIN', challengeToken: undefined },
      expect.objectContaining({ silent: true }),
    );

    typeCode('123456');
    await expect(gate).resolves.toBe(true);
    expect(post).toHaveBeenLastCalledWith(
      API_PATHS.login,
      {
        countryCode: '62',
        phoneNo: '081234567890',
        verificationCode: '123456',
        inviteCode: 'FRIEND1',
        shareMethod: 'WHATS_APP',
      },
      expect.anything(),
    );
    expect(useSessionStore.getState().tokenInfo).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userId: 'U123456789012',
    });
    expect(setNativeUserId).toHaveBeenCalledWith('U123456789012');
    expect(invalidate).toHaveBeenCalled();
    expect(useLoginGateStore.getState().open).toBe(false);
  });

  it('keeps resend disabled for the 60 seconds the server asks', async () => {
    // Only intervals: React's scheduler keeps its real timers, so effects still flush.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    post.mockResolvedValue({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    await openSheet();
    typePhone('81234567890');
    fireEvent.click(screen.getByTestId('login-get-code'));
    const resend = await screen.findByTestId('login-resend');
    expect(screen.queryByTestId('login-demo-code')).toBeNull();
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(resend.textContent).toBe(i18n.t('account:loginSheet.resendIn', { seconds: 60 }));
    // The countdown's interval starts in an effect, which a busy machine may flush a moment later.
    // (waitFor polls with setInterval, which is faked here, so poll with real timeouts.)
    for (let tries = 0; vi.getTimerCount() === 0 && tries < 200; tries += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByTestId('login-resend').hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('login-resend').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('login-resend').textContent).toBe(i18n.t('account:loginSheet.resend'));

    fireEvent.click(screen.getByTestId('login-resend'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('login-resend').hasAttribute('disabled')).toBe(true));
  });

  it('solves the challenge when sendCode asks for one, then resends with its token', async () => {
    const challenge = {
      parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' },
      signature: 'sig',
    };
    let releaseSolver!: (token: string) => void;
    vi.mocked(solveChallengeToken).mockReturnValue(
      new Promise((resolve) => {
        releaseSolver = resolve;
      }),
    );
    post.mockImplementation((path, body) => {
      if (path === API_PATHS.checkSlider) return Promise.resolve({ challenge });
      const token = (body as { challengeToken?: string }).challengeToken;
      if (!token) return Promise.reject(serverError(ERROR_CODES.CHALLENGE_REQUIRED, 'Verifikasi diperlukan'));
      return Promise.resolve({ expiresInSeconds: 300, resendAfterSeconds: 60, demoCode: '654321' });
    });
    await openSheet();
    typePhone('81234567890');
    fireEvent.click(screen.getByTestId('login-get-code'));

    expect((await screen.findByTestId('login-verifying')).textContent).toBe(
      i18n.t('account:loginSheet.verifying'),
    );
    expect(post).toHaveBeenCalledWith(API_PATHS.checkSlider, {}, expect.anything());
    expect(solveChallengeToken).toHaveBeenCalledWith(challenge);

    act(() => releaseSolver('c29sdmVk'));
    await screen.findByTestId('login-demo-code');
    expect(post).toHaveBeenLastCalledWith(
      API_PATHS.sendCode,
      expect.objectContaining({ phoneNo: '81234567890', challengeToken: 'c29sdmVk' }),
      expect.anything(),
    );
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('shows the server message inline for a wrong code and stays open', async () => {
    post.mockImplementation((path) =>
      path === API_PATHS.sendCode
        ? Promise.resolve({ expiresInSeconds: 300, resendAfterSeconds: 60, demoCode: '123456' })
        : Promise.reject(serverError(ERROR_CODES.VERIFICATION_CODE_INVALID, 'Kode verifikasi salah')),
    );
    await openSheet();
    typePhone('81234567890');
    fireEvent.click(screen.getByTestId('login-get-code'));
    await screen.findByTestId('login-demo-code');
    typeCode('000000');
    expect((await screen.findByTestId('login-error')).textContent).toBe('Kode verifikasi salah');
    expect(useSessionStore.getState().tokenInfo).toBeNull();
    expect(useLoginGateStore.getState().open).toBe(true);
  });

  it('shows a phone format error from the server inline', async () => {
    post.mockRejectedValue(serverError(ERROR_CODES.PHONE_FORMAT_INVALID, 'Format nomor salah'));
    await openSheet();
    typePhone('999999999');
    fireEvent.click(screen.getByTestId('login-get-code'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Format nomor salah');
  });

  it('resolves the gate false when closed', async () => {
    const { gate } = await openSheet();
    fireEvent.click(screen.getByTestId('login-sheet-close'));
    await expect(gate).resolves.toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});
