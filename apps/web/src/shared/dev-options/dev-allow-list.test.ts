import { CONFIG_KEYS } from '@lahap/contract/config/keys';
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
    expect(isAllowedDeveloper(LISTS, { ...NOBODY, ...match }, false)).toBe(true);
  });

  it('allows everyone when the all-users flag is on', () => {
    expect(isAllowedDeveloper(LISTS, NOBODY, true)).toBe(true);
  });

  it('denies ids on no list', () => {
    expect(isAllowedDeveloper(LISTS, NOBODY, false)).toBe(false);
  });

  it('never matches an empty id, even against a list holding one', () => {
    const lists = { userIds: [''], uuids: [''], guids: [''], adIds: [''] };
    expect(isAllowedDeveloper(lists, { userId: '', deviceId: '', guid: '', adId: '' }, false)).toBe(false);
  });

  it('does not mix the kinds up: a user id on the device list does not count', () => {
    expect(isAllowedDeveloper({ ...LISTS, uuids: ['U9'] }, NOBODY, false)).toBe(false);
  });
});

describe('checkDeveloperAllowed', () => {
  function answer(lists: typeof LISTS, allUsers = false) {
    vi.mocked(apiPost).mockResolvedValue(lists);
    vi.mocked(apiGet).mockResolvedValue({ allUsers, userIds: [] });
  }

  it('asks for the lists with the web app id and the explore config for the all-users flag', async () => {
    answer(LISTS);
    await checkDeveloperAllowed();
    expect(apiPost).toHaveBeenCalledWith(
      API_PATHS.devOptWhiteList,
      { app_id: WEB_APP_ID },
      expect.objectContaining({ envelope: false, codeEnvelope: true, silent: true }),
    );
    expect(apiGet).toHaveBeenCalledWith(
      API_PATHS.configInfo,
      { key: CONFIG_KEYS.exploreTab },
      expect.objectContaining({ silent: true }),
    );
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

  it('allows anyone when the all-users flag is on', async () => {
    answer({ userIds: [], uuids: [], guids: [], adIds: [] }, true);
    expect(await checkDeveloperAllowed()).toBe(true);
  });

  it('rejects when a call fails', async () => {
    vi.mocked(apiPost).mockRejectedValue(new Error('offline'));
    vi.mocked(apiGet).mockResolvedValue({ allUsers: false, userIds: [] });
    await expect(checkDeveloperAllowed()).rejects.toThrow('offline');
  });
});
