import { API_PATHS } from '@lahap/contract/paths';
import { MEDIA_PATHS } from '@lahap/contract/media/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiGet, apiPost } from '@/shared/api-client/client';
import { bridge } from '@/shared/bridge/bridge';
import * as bridgeModule from '@/shared/bridge/bridge';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { maybeShowFirstLoginPopup } from './edit-profile-first-login';
import EditProfilePage from './edit-profile-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
// cropper.js needs real layout; the stand-in answers with whatever the test sets.
const cropResult = vi.hoisted(() => ({ next: null as Blob | null }));
vi.mock('../components/avatar-cropper', async () => {
  const { AvatarError: CropError } = await import('../model/avatar-image');
  return {
    default: ({ onApply }: { onApply: (result: Blob | InstanceType<typeof CropError>) => void }) => (
      <button
        type="button"
        data-testid="avatar-cropper-apply"
        onClick={() => onApply(cropResult.next ?? new CropError('cropFailed'))}
      />
    ),
  };
});
// Compressor.js needs canvas decoding, which happy-dom lacks.
vi.mock('../model/avatar-compress', () => ({ compressAvatar: vi.fn((blob: Blob) => Promise.resolve(blob)) }));

const post = vi.mocked(apiPost);
const get = vi.mocked(apiGet);
const toast = vi.mocked(showToast);
const USER = {
  userName: 'Budi',
  phoneNo: '81234567890',
  countryCode: '62',
  headPortrait: '',
  userId: 'U123456789012',
};
/** The catalogue text the page shows for an account key, in the test language. */
const text = (key: string): string => String(i18n.getResource(i18n.language, 'account', key));

let queryClient: QueryClient;

function renderPage() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/platform/editProfile?source=edit']}>
        <Routes>
          <Route path="/platform/editProfile" element={<EditProfilePage />} />
          <Route path="/platform/home/:tab" element={<span data-testid="account-tab" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Answers queryUserInfo with USER, every call in `answers` with its answer, account/edit with
 * USER as edited (as the server does) and any other call with null.
 */
function answer(answers: Record<string, () => Promise<unknown>> = {}) {
  post.mockImplementation((path: string, body?: object) => {
    if (path === API_PATHS.queryUserInfo) return Promise.resolve(USER);
    const given = answers[path];
    if (given) return given();
    if (path === API_PATHS.editUserInfo) {
      const { userName, headPortrait } = body as { userName: string; headPortrait?: string };
      return Promise.resolve({ ...USER, userName, headPortrait: headPortrait ?? USER.headPortrait });
    }
    return Promise.resolve(null);
  });
}

function nicknameInput(): HTMLInputElement {
  const input = screen.getByTestId('edit-profile-nickname').querySelector('input');
  if (!input) throw new Error('no nickname input');
  return input;
}

function pickFile(file: File) {
  fireEvent.change(screen.getByTestId('edit-profile-avatar-input'), { target: { files: [file] } });
}

function fileOf(type: string, size = 100): File {
  const file = new File([new Uint8Array(8)], 'photo', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: USER.userId });
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  post.mockReset();
  get.mockReset();
  toast.mockReset();
  cropResult.next = null;
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
});

describe('edit profile: nickname', () => {
  it('shows the phone read-only behind +62 and the current nickname', async () => {
    answer();
    renderPage();
    await waitFor(() => expect(nicknameInput().value).toBe('Budi'));
    expect(screen.getByTestId('edit-profile-phone').textContent).toBe('+6281234567890');
  });

  it('is required: Save is disabled when empty and the placeholder is the message', async () => {
    answer();
    renderPage();
    await waitFor(() => expect(nicknameInput().value).toBe('Budi'));
    fireEvent.change(nicknameInput(), { target: { value: '   ' } });
    fireEvent.blur(nicknameInput());
    expect((screen.getByTestId('edit-profile-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('edit-profile-nickname-error').textContent).toBe(
      text('editProfile.nicknamePlaceholder'),
    );
    expect(nicknameInput().placeholder).toBe(text('editProfile.nicknamePlaceholder'));
  });

  it('cuts input to 20 user-perceived characters, an emoji counting as one', async () => {
    answer();
    renderPage();
    await waitFor(() => expect(nicknameInput().value).toBe('Budi'));
    fireEvent.change(nicknameInput(), { target: { value: `${'😀'.repeat(10)}${'a'.repeat(15)}` } });
    expect(nicknameInput().value).toBe(`${'😀'.repeat(10)}${'a'.repeat(10)}`);
  });

  it('saves the trimmed name, invalidates the profile and says so', async () => {
    answer();
    renderPage();
    await waitFor(() => expect(nicknameInput().value).toBe('Budi'));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.change(nicknameInput(), { target: { value: '  Sari  ' } });
    fireEvent.click(screen.getByTestId('edit-profile-save'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(text('editProfile.saved')));
    expect(post).toHaveBeenCalledWith(
      API_PATHS.editUserInfo,
      { userName: 'Sari', headPortrait: undefined },
      expect.objectContaining({ silent: true }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account', 'userInfo'] });
  });

  it('shows the server message when saving fails, else the edit-failed text', async () => {
    answer({
      [API_PATHS.editUserInfo]: () =>
        Promise.reject(new ApiRequestError({ kind: 'server', code: '9999999', message: 'Nama tidak valid' })),
    });
    renderPage();
    await waitFor(() => expect(nicknameInput().value).toBe('Budi'));
    fireEvent.click(screen.getByTestId('edit-profile-save'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Nama tidak valid'));

    answer({
      [API_PATHS.editUserInfo]: () =>
        Promise.reject(new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' })),
    });
    fireEvent.click(screen.getByTestId('edit-profile-save'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(text('editProfile.editFailed')));
  });
});

describe('edit profile: avatar', () => {
  it('refuses a GIF with the format text and a 21 MB JPEG with the size text', async () => {
    answer();
    renderPage();
    await screen.findByTestId('edit-profile-avatar-input');
    pickFile(fileOf('image/gif'));
    expect(toast).toHaveBeenLastCalledWith(text('editProfile.avatarErrors.unsupportedFormat'));
    pickFile(fileOf('image/jpeg', 21 * 1024 * 1024));
    expect(toast).toHaveBeenLastCalledWith(text('editProfile.avatarErrors.sizeExceeded'));
    expect(screen.queryByTestId('avatar-cropper-apply')).toBeNull();
  });

  it('crops, compresses and uploads a PNG, shows it, and saves it with the nickname', async () => {
    answer({ [MEDIA_PATHS.fileUpload]: () => Promise.resolve({ visitUrl: '/api/images/new.png' }) });
    renderPage();
    await screen.findByTestId('edit-profile-avatar-input');
    pickFile(fileOf('image/png'));
    cropResult.next = new Blob(['png'], { type: 'image/png' });
    fireEvent.click(await screen.findByTestId('avatar-cropper-apply'));
    const image = await screen.findByTestId('edit-profile-avatar-image');
    expect(image.getAttribute('src')).toBe('/api/images/new.png');
    const [, form] = post.mock.calls.find(([path]) => path === MEDIA_PATHS.fileUpload) ?? [];
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('business')).toBe('user');
    expect((form as FormData).get('file')).toBeInstanceOf(Blob);

    fireEvent.click(screen.getByTestId('edit-profile-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        API_PATHS.editUserInfo,
        { userName: 'Budi', headPortrait: '/api/images/new.png' },
        expect.anything(),
      ),
    );
  });

  it('shows cropFailed when cropping yields nothing', async () => {
    answer();
    renderPage();
    await screen.findByTestId('edit-profile-avatar-input');
    pickFile(fileOf('image/png'));
    fireEvent.click(await screen.findByTestId('avatar-cropper-apply'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(text('editProfile.avatarErrors.cropFailed')));
    expect(post.mock.calls.some(([path]) => path === MEDIA_PATHS.fileUpload)).toBe(false);
  });

  it('shows the server message when the upload fails, else the upload-failed text', async () => {
    answer({
      [MEDIA_PATHS.fileUpload]: () =>
        Promise.reject(new ApiRequestError({ kind: 'server', code: '1002001', message: 'Gambar rusak' })),
    });
    renderPage();
    await screen.findByTestId('edit-profile-avatar-input');
    cropResult.next = new Blob(['png'], { type: 'image/png' });
    pickFile(fileOf('image/png'));
    fireEvent.click(await screen.findByTestId('avatar-cropper-apply'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Gambar rusak'));

    answer({
      [MEDIA_PATHS.fileUpload]: () =>
        Promise.reject(new ApiRequestError({ kind: 'timeout', code: 'timeout', message: 'slow' })),
    });
    pickFile(fileOf('image/png'));
    fireEvent.click(await screen.findByTestId('avatar-cropper-apply'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(text('editProfile.avatarErrors.uploadFailed')));
  });

  it('in the native app asks for album permission and explains a refusal', async () => {
    answer();
    vi.spyOn(bridgeModule, 'isNativeApp').mockReturnValue(true);
    vi.spyOn(bridge, 'checkAlbumPermission').mockResolvedValue({ code: 0, data: { state: 'prompt' } });
    vi.spyOn(bridge, 'requestAlbumPermission').mockResolvedValue({ code: 0, data: { state: 'denied' } });
    renderPage();
    fireEvent.click(await screen.findByTestId('edit-profile-avatar'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(text('editProfile.avatarErrors.albumPermissionRequired')),
    );
    vi.spyOn(bridge, 'checkAlbumPermission').mockResolvedValue({ code: -1, message: 'boom' });
    fireEvent.click(screen.getByTestId('edit-profile-avatar'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(text('editProfile.avatarErrors.permissionCheckFailed')),
    );
  });
});

describe('first-login popup', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  // The popup's chunk (antd-mobile's Popup and its spring library) is compiled on first import,
  // which takes seconds on a busy machine: before the tests, not inside one's time limit.
  beforeAll(async () => {
    await import('./edit-profile-popup');
  });

  it('does nothing on the web', async () => {
    get.mockResolvedValue({ enabled: true });
    await expect(maybeShowFirstLoginPopup('REGISTER', client())).resolves.toBe(false);
    expect(get).not.toHaveBeenCalled();
  });

  it('does nothing for a returning user or without the flag', async () => {
    vi.spyOn(bridgeModule, 'isNativeApp').mockReturnValue(true);
    get.mockResolvedValue({ enabled: true });
    await expect(maybeShowFirstLoginPopup('LOGIN', client())).resolves.toBe(false);
    get.mockResolvedValue(null);
    await expect(maybeShowFirstLoginPopup('REGISTER', client())).resolves.toBe(false);
    get.mockRejectedValue(new Error('offline'));
    await expect(maybeShowFirstLoginPopup('REGISTER', client())).resolves.toBe(false);
  });

  it('shows the form with Skip after a registration in the app when the flag is on, and Skip closes it', async () => {
    vi.spyOn(bridgeModule, 'isNativeApp').mockReturnValue(true);
    get.mockResolvedValue({ enabled: true });
    answer();
    let shown = false;
    await act(async () => {
      shown = await maybeShowFirstLoginPopup('REGISTER', client());
    });
    expect(shown).toBe(true);
    const skip = await screen.findByTestId('first-login-skip');
    expect(screen.queryByTestId('edit-profile-save')).not.toBeNull();
    fireEvent.click(skip);
    await waitFor(() => expect(screen.queryByTestId('first-login-popup')).toBeNull());
  });
});
