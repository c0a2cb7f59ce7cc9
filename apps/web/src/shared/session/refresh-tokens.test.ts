import { HEADERS } from '@lahap/contract/headers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../storage/keys';
import { refreshTokens } from './refresh-tokens';
import { useSessionStore } from './session-store';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('refreshTokens', () => {
  it('posts the refresh token with identity type and cpType, then stores the new tokens', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1', userId: 'u1' });
    fetchMock.mockResolvedValue(
      Response.json({
        success: true,
        data: { accessToken: 'a2', refreshToken: 'r2', userId: 'u1' },
        error: null,
      }),
    );

    await expect(refreshTokens()).resolves.toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/refreshToken');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      refreshToken: 'r1',
      identityType: 'C',
      cpType: 'LAHAP',
      sessionId: expect.any(String),
      requestId: expect.any(String),
      timestamp: expect.any(Number),
    });
    const headers = init?.headers as Record<string, string>;
    expect(headers[HEADERS.sign]).toMatch(/^[0-9a-f]{64}$/);
    expect(headers).not.toHaveProperty(HEADERS.authorize);
    expect(useSessionStore.getState().tokenInfo).toEqual({
      accessToken: 'a2',
      refreshToken: 'r2',
      userId: 'u1',
    });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.tokenInfo)!)).toMatchObject({ accessToken: 'a2' });
  });

  it('answers false without calling the server when there is no refresh token', async () => {
    await expect(refreshTokens()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers false and keeps the old tokens when the server refuses', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1', userId: 'u1' });
    fetchMock.mockResolvedValue(
      Response.json(
        { success: false, data: null, error: { code: '0310202', message: 'no' } },
        { status: 401 },
      ),
    );
    await expect(refreshTokens()).resolves.toBe(false);
    expect(useSessionStore.getState().tokenInfo?.accessToken).toBe('a1');
  });

  it('answers false for a malformed answer or a network failure', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1', userId: 'u1' });
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: true, data: { accessToken: 'a2' }, error: null }),
    );
    await expect(refreshTokens()).resolves.toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(refreshTokens()).resolves.toBe(false);
  });
});
