import { API_PATHS } from '@lahap/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { bridge } from '@/shared/bridge/bridge';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import DeletionDeclarationPage from './deletion-declaration-page';
import DeletionSubmitPage from './deletion-submit-page';
import DeletionVerifyPage from './deletion-verify-page';

interface FakeAction {
  key: string;
  onClick: () => void;
}
const dialog = vi.hoisted(() => ({ actions: [] as FakeAction[][], close: vi.fn() }));

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/ui/dialog', () => ({
  loadDialog: () =>
    Promise.resolve({
      show: ({ actions }: { actions: FakeAction[][] }) => {
        dialog.actions = actions;
        return { close: dialog.close };
      },
    }),
}));

const post = vi.mocked(apiPost);

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<span data-testid="home" />} />
          <Route path="/platform/accountDeletionDeclaration" element={<DeletionDeclarationPage />} />
          <Route path="/platform/accountDeletionVerify" element={<DeletionVerifyPage />} />
          <Route path="/platform/accountDeletionSubmit" element={<DeletionSubmitPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

function confirmAction(): FakeAction {
  const action = dialog.actions.flat().find((item) => item.key === 'confirm');
  if (!action) throw new Error('no confirm action');
  return action;
}

function typeCode(code: string) {
  const input = screen.getByTestId('deletion-code-input').querySelector('input');
  if (!input) throw new Error('no code input');
  fireEvent.change(input, { target: { value: code } });
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
});
afterEach(() => {
  vi.useRealTimers();
  post.mockReset();
  vi.mocked(showToast).mockReset();
  dialog.close.mockReset();
  dialog.actions = [];
  useSessionStore.getState().clear();
});

describe('account deletion', () => {
  it('redirects a visitor who is not logged in to /', () => {
    useSessionStore.getState().clear();
    renderAt('/platform/accountDeletionDeclaration');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('verify: sends the code and goes to submit with the processToken after 300 ms', async () => {
    post.mockImplementation((path) =>
      Promise.resolve(
        path === API_PATHS.cancellationPhoneInfo
          ? { countryCode: '62', phoneNo: '81234567890' }
          : { processToken: 'tok-1', expiresInSeconds: 300, resendAfterSeconds: 60 },
      ),
    );
    renderAt('/platform/accountDeletionVerify');
    expect((await screen.findByTestId('deletion-phone')).textContent).toBe('+62 81234567890');
    // Fake timers only now: react-query schedules its own work on timers.
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('deletion-get-code'));
    await flush();
    expect(screen.getByTestId('deletion-sent-tip')).toBeTruthy();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('where').textContent).toBe('/platform/accountDeletionVerify');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('where').textContent).toBe(
      '/platform/accountDeletionSubmit?processToken=tok-1',
    );
  });

  it('submit: Next is enabled only with exactly 6 digits', () => {
    renderAt('/platform/accountDeletionSubmit?processToken=tok-1');
    const next = screen.getByTestId('deletion-submit-next');
    expect(next.hasAttribute('disabled')).toBe(true);
    typeCode('12345');
    expect(next.hasAttribute('disabled')).toBe(true);
    typeCode('123456');
    expect(next.hasAttribute('disabled')).toBe(false);
  });

  it('submit: confirm deletes, then after 300 ms clears the session and goes home', async () => {
    vi.useFakeTimers();
    const clearNative = vi.spyOn(bridge, 'clearNativeUserId');
    post.mockResolvedValue(null);
    renderAt('/platform/accountDeletionSubmit?processToken=tok-1');
    typeCode('123456');
    fireEvent.click(screen.getByTestId('deletion-submit-next'));
    await flush();
    confirmAction().onClick();
    confirmAction().onClick();
    act(() => vi.advanceTimersByTime(500));
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ verificationCode: '123456', processToken: 'tok-1' });
    expect(useSessionStore.getState().tokenInfo).not.toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(useSessionStore.getState().tokenInfo).toBeNull();
    expect(clearNative).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('submit: a failure shows the server message and closes the dialog', async () => {
    vi.useFakeTimers();
    post.mockRejectedValue(new ApiRequestError({ code: '1001007', message: 'Code expired', kind: 'server' }));
    renderAt('/platform/accountDeletionSubmit?processToken=tok-1');
    typeCode('123456');
    fireEvent.click(screen.getByTestId('deletion-submit-next'));
    await flush();
    confirmAction().onClick();
    act(() => vi.advanceTimersByTime(500));
    await flush();
    expect(showToast).toHaveBeenCalledWith('Code expired');
    expect(dialog.close).toHaveBeenCalled();
    expect(useSessionStore.getState().tokenInfo).not.toBeNull();
  });
});
