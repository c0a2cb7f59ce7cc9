import { API_PATHS, WEB_APP_ID } from '@lahap/contract/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from '@/shared/api-client/client';
import { useSessionStore } from '@/shared/session/session-store';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { checkDeveloperAllowed, isAllowedDeveloper, type DeveloperIds } from './dev-allow-list';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const LISTS = { userIds: ['U1'], uuids: ['device-1'], guids: ['guid-1'], adIds: ['ad-1'] };
const NOBODY: DeveloperIds = { userId: 'U9', deviceId: 'device-9', guid: 'guid-9', adId: 'ad-9' };

afterEach(() => {
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet).mockReset();
  useSessionStore.getState().clear();
});

describe('isAllowedDeveloper', () => {
  it.each([
    ['user id', { userId: 'U1' }],
    ['device id', { deviceId: 'device-1' }],
    ['guid', { guid: 'guid-1' }],
    ['ad id', { adId: 'ad-1' }],
  ])('allows a listed %s', (_kind, match) => {
    expect(isAllowedDeveloper(LISTS, { ...NOBODY, ...match })).toBe(true);
  });

  it('denies ids on no list', () => {
    expect(isAllowedDeveloper(LISTS, NOBODY)).toBe(false);
  });

  it('never matches an empty id, even against a list holding one', () => {
    const lists = { userIds: [''], uuids: [''], guids: [''], adIds: [''] };
    expect(isAllowedDeveloper(lists, { userId: '', deviceId: '', guid: '', adId: '' })).toBe(false);
  });

  it('does not mix the kinds up: a user id on the device list does not count', () => {
    expect(isAllowedDeveloper({ ...LISTS, uuids: ['U9'] }, NOBODY)).toBe(false);
  });
});

describe('checkDeveloperAllowed', () => {
  function answer(lists: typeof LISTS) {
    vi.mocked(apiPost).mockResolvedValue(lists);
    vi.mocked(apiGet).mockResolvedValue({ allUsers: true, userIds: [] });
  }

  it("asks for the lists with the web app id, and not the explore tab's all-users flag", async () => {
    answer(LISTS);
    await checkDeveloperAllowed();
    expect(apiPost).toHaveBeenCalledWith(
      API_PATHS.devOptWhiteList,
      { app_id: WEB_APP_ID },
      expect.objectContaining({ envelope: false, codeEnvelope: true, silent: true }),
    );
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('matches the stored device id, guid and ad id and the session user id', async () => {
    answer(LISTS);
    expect(await checkDeveloperAllowed()).toBe(false);
    localStorage.setItem(LOCAL_KEYS.deviceId, 'device-1');
    expect(await checkDeveloperAllowed()).toBe(true);
    localStorage.clear();
    localStorage.setItem(LOCAL_KEYS.guid, 'guid-1');
    expect(await checkDeveloperAllowed()).toBe(true);
    localStorage.clear();
    localStorage.setItem(LOCAL_KEYS.gaid, 'ad-1');
    expect(await checkDeveloperAllowed()).toBe(true);
    localStorage.clear();
    useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'U1' });
    expect(await checkDeveloperAllowed()).toBe(true);
  });

  it('keeps a device on no list out even when the explore tab is on for everyone', async () => {
    answer({ userIds: [], uuids: [], guids: [], adIds: [] });
    expect(await checkDeveloperAllowed()).toBe(false);
  });

  it('rejects when a call fails', async () => {
    vi.mocked(apiPost).mockRejectedValue(new Error('offline'));
    vi.mocked(apiGet).mockResolvedValue({ allUsers: false, userIds: [] });
    await expect(checkDeveloperAllowed()).rejects.toThrow('offline');
  });
});
