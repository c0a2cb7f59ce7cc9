import { HEADERS, decodeDigitalFood } from '@lahap/contract/headers';
import { API_PATHS } from '@lahap/contract/paths';
import { sign } from '@lahap/contract/signing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridge } from '../bridge/bridge';
import { captureChannel } from '../channel/channel';
import { DEMO_CLIENT_CONFIG } from '../config/client-config';
import { getDeviceId } from '../device/device-id';
import { getSessionId } from '../device/session-id';
import { useSessionStore } from '../session/session-store';
import { LOCAL_KEYS } from '../storage/keys';
import { ApiRequestError } from './api-error';
import { apiGet, apiPost, configureApiClient } from './client';
import { UNTIL_STATE } from '@/test/wait';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

const MESSAGES = {
  network: 'No internet connection',
  timeout: 'Network anomaly, please try again',
  rateLimit: 'Server busy',
  generic: 'Something went wrong',
};

let sent: Sent[];
let showToast: ReturnType<typeof vi.fn<(message: string) => void>>;
let handler: (request: Sent) => Response | Promise<Response>;

function envelope(data: unknown): Response {
  return Response.json({ success: true, data, error: null });
}

function failure(code: string, message = `message of ${code}`, status = 400): Response {
  return Response.json({ success: false, data: null, error: { code, message } }, { status });
}

/** A fetch that never answers and rejects like the browser's when its signal aborts. */
function hanging(request: Sent): Promise<Response> {
  return new Promise((_, reject) => {
    request.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

function login(accessToken = 'access-1'): void {
  useSessionStore
    .getState()
    .setTokens({ accessToken, refreshToken: `refresh-of-${accessToken}`, userId: 'u-1' });
}

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().clear();
  sent = [];
  handler = () => envelope({ ok: true });
  showToast = vi.fn<(message: string) => void>();
  configureApiClient({
    getLocale: () => 'en-US',
    showToast,
    messages: () => MESSAGES,
    onRelogin: undefined,
    refreshTokens: undefined,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = { ...(init.headers as Record<string, string>) };
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const request = { url: String(input), init, headers, body };
      sent.push(request);
      return handler(request);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request headers and bodies', () => {
  it('sends every spec §7 header on a GET, signed over the empty body', async () => {
    captureChannel('?channel_id=3&source_tag=flyer');
    login('access-1');
    const data = await apiGet<{ ok: boolean }>(API_PATHS.configInfo, { key: 'abc', skipped: undefined });

    expect(data).toEqual({ ok: true });
    const [request] = sent;
    expect(request!.url).toBe('/api/nodePublic/config/info?key=abc');
    expect(request!.init.method).toBe('GET');
    expect(request!.init.body).toBeUndefined();
    const { headers } = request!;
    const timestamp = headers[HEADERS.timestamp]!;
    expect(Number(timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(headers[HEADERS.sign]).toBe(
      await sign({
        appKey: DEMO_CLIENT_CONFIG.appKey,
        appSecret: DEMO_CLIENT_CONFIG.appSecret,
        timestamp,
        rawBody: '',
      }),
    );
    expect(headers[HEADERS.authorize]).toBe('access-1');
    expect(headers[HEADERS.protocolVersion]).toBe('4.0');
    expect(headers[HEADERS.appKey]).toBe(DEMO_CLIENT_CONFIG.appKey);
    expect(headers[HEADERS.identityType]).toBe('C');
    expect(headers[HEADERS.cpType]).toBe('LAHAP');
    expect(headers[HEADERS.locale]).toBe('en-US');
    const digitalFood = decodeDigitalFood(headers[HEADERS.digitalFood]);
    expect(digitalFood).toMatchObject({
      deviceId: getDeviceId(),
      sessionId: getSessionId(),
      channel: '3',
      sourceTag: 'flyer',
      netstate: 1,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(digitalFood.guid).toBeUndefined();
  });

  it('adds sessionId, requestId and timestamp to POST bodies and signs the exact bytes sent', async () => {
    await apiPost(API_PATHS.devOptWhiteList, { app_id: 'lahap-web' });

    const [request] = sent;
    expect(request!.url).toBe('/api/nodePublic/public/getDevOptWhiteList');
    expect(request!.headers['Content-Type']).toBe('application/json');
    expect(request!.body).toEqual({
      app_id: 'lahap-web',
      sessionId: getSessionId(),
      requestId: decodeDigitalFood(request!.headers[HEADERS.digitalFood]).requestId,
      timestamp: Number(request!.headers[HEADERS.timestamp]),
    });
    const expected = await sign({
      appKey: DEMO_CLIENT_CONFIG.appKey,
      appSecret: DEMO_CLIENT_CONFIG.appSecret,
      timestamp: request!.headers[HEADERS.timestamp]!,
      rawBody: request!.init.body as string,
    });
    expect(request!.headers[HEADERS.sign]).toBe(expected);
  });

  it('sends no Authorize header for guests', async () => {
    await apiGet(API_PATHS.configInfo, { key: 'abc' });
    expect(sent[0]!.headers).not.toHaveProperty(HEADERS.authorize);
  });

  it('leaves the envelope fields out of config-list bodies', async () => {
    await apiPost(API_PATHS.configList, { keys: ['a'] }, { envelope: false });
    expect(sent[0]!.init.body).toBe('{"keys":["a"]}');
  });

  it('sends FormData as multipart with the envelope fields, signed over the empty string', async () => {
    const form = new FormData();
    form.set('business', 'user');
    await apiPost('/client/file/upload', form);

    const [request] = sent;
    expect(request!.init.body).toBe(form);
    expect(request!.headers).not.toHaveProperty('Content-Type');
    expect(form.get('business')).toBe('user');
    expect(form.get('sessionId')).toBe(getSessionId());
    expect(form.get('requestId')).toBe(decodeDigitalFood(request!.headers[HEADERS.digitalFood]).requestId);
    expect(form.get('timestamp')).toBe(request!.headers[HEADERS.timestamp]);
    const timestamp = request!.headers[HEADERS.timestamp]!;
    expect(request!.headers[HEADERS.sign]).toBe(
      await sign({
        appKey: DEMO_CLIENT_CONFIG.appKey,
        appSecret: DEMO_CLIENT_CONFIG.appSecret,
        timestamp,
        rawBody: '',
      }),
    );
  });

  it('uses a fresh requestId for every request', async () => {
    await apiPost(API_PATHS.devOptWhiteList, {});
    await apiPost(API_PATHS.devOptWhiteList, {});
    expect(sent[0]!.body!.requestId).not.toBe(sent[1]!.body!.requestId);
  });

  it('strips the legacy /digital-food prefix but not the monitor path', async () => {
    await apiPost('/digital-food/market/coupon/receive', {});
    await apiPost(API_PATHS.magicBoxSend, {});
    expect(sent.map((r) => r.url)).toEqual([
      '/api/market/coupon/receive',
      '/api/digital-food-monitor/monitor/magicBoxSend',
    ]);
  });
});

describe('answers', () => {
  it('resolves to data of the numeric-code form when code is 0', async () => {
    handler = () => Response.json({ code: 0, data: { userIds: ['u'] }, message: 'ok' });
    await expect(apiPost(API_PATHS.devOptWhiteList, {}, { codeEnvelope: true })).resolves.toEqual({
      userIds: ['u'],
    });
  });

  it('rejects a non-zero numeric code with its code and message, restoring the leading zero', async () => {
    handler = () => Response.json({ code: 310203, data: null, message: 'Known problem' });
    const error = await rejection(apiPost(API_PATHS.devOptWhiteList, {}, { codeEnvelope: true }));
    expect(error).toMatchObject({
      kind: 'server',
      code: '0310203',
      handlingClass: 'known',
      message: 'Known problem',
    });
  });

  it('turns a non-envelope answer into an http error carrying the status', async () => {
    handler = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await rejection(apiGet(API_PATHS.configInfo));
    expect(error).toMatchObject({ kind: 'http', code: '502', status: 502, handlingClass: 'unexpected' });
    expect(showToast).toHaveBeenCalledWith(MESSAGES.generic);
  });
});

describe('timeouts, aborts and network failures', () => {
  it('fails with kind timeout after REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    let sentAt = 0;
    handler = (request) => {
      sentAt = Date.now();
      return hanging(request);
    };
    let settled = false;
    const pending = rejection(apiGet(API_PATHS.configInfo)).finally(() => {
      settled = true;
    });
    // Signing runs on real crypto, so wait for the request to leave before moving the clock.
    await vi.waitFor(() => expect(sent).toHaveLength(1), UNTIL_STATE);
    await vi.advanceTimersByTimeAsync(19_999 - (Date.now() - sentAt));
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', handlingClass: 'known' });
    expect(showToast).toHaveBeenCalledWith(MESSAGES.timeout);
  });

  it('honours a per-call timeout', async () => {
    handler = hanging;
    const error = await rejection(apiGet(API_PATHS.configInfo, undefined, { timeoutMs: 5 }));
    expect(error.kind).toBe('timeout');
  });

  it('fails with kind abort and shows nothing when the caller aborts', async () => {
    handler = hanging;
    const controller = new AbortController();
    const pending = rejection(apiGet(API_PATHS.configInfo, undefined, { signal: controller.signal }));
    await vi.waitFor(() => expect(sent).toHaveLength(1), UNTIL_STATE);
    controller.abort();
    expect((await pending).kind).toBe('abort');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('does not send at all when the signal is already aborted', async () => {
    const error = await rejection(apiGet(API_PATHS.configInfo, undefined, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('abort');
    expect(sent).toHaveLength(0);
  });

  it('fails with kind network when fetch rejects', async () => {
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await rejection(apiGet(API_PATHS.configInfo));
    expect(error).toMatchObject({ kind: 'network', code: 'network' });
    expect(showToast).toHaveBeenCalledWith(MESSAGES.network);
  });
});

describe('toasts by handling class', () => {
  it.each([
    ['known', '0310203'],
    ['storePage', '3800021'],
    ['claimNotCollected', '9000002'],
  ])('shows the server message for %s codes', async (handlingClass, code) => {
    handler = () => failure(code, 'Server says no');
    const error = await rejection(apiPost(API_PATHS.devOptWhiteList, {}));
    expect(error.handlingClass).toBe(handlingClass);
    expect(showToast).toHaveBeenCalledExactlyOnceWith('Server says no');
  });

  it('shows the rate-limit text for 429, with or without an envelope', async () => {
    handler = () => new Response('Too Many Requests', { status: 429 });
    expect((await rejection(apiGet(API_PATHS.configInfo))).handlingClass).toBe('rateLimit');
    handler = () => failure('429', 'slow down', 429);
    await rejection(apiGet(API_PATHS.configInfo));
    expect(showToast.mock.calls).toEqual([[MESSAGES.rateLimit], [MESSAGES.rateLimit]]);
  });

  it('shows the generic text, not the server text, for codes outside the catalogue', async () => {
    handler = () => failure('7777777', 'NullPointerException at line 3', 500);
    expect((await rejection(apiGet(API_PATHS.configInfo))).handlingClass).toBe('unexpected');
    expect(showToast).toHaveBeenCalledExactlyOnceWith(MESSAGES.generic);
  });

  it('shows nothing when silent', async () => {
    handler = () => failure('0310203');
    await rejection(apiGet(API_PATHS.configInfo, undefined, { silent: true }));
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await rejection(apiGet(API_PATHS.configInfo, undefined, { silent: true }));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('reads the texts on each failure so a language switch applies at once', async () => {
    let generic = 'first';
    configureApiClient({ getLocale: () => 'en-US', showToast, messages: () => ({ ...MESSAGES, generic }) });
    handler = () => failure('7777777');
    await rejection(apiGet(API_PATHS.configInfo));
    generic = 'second';
    await rejection(apiGet(API_PATHS.configInfo));
    expect(showToast.mock.calls).toEqual([['first'], ['second']]);
  });
});

describe('token refresh (0310204)', () => {
  it('refreshes once for three concurrent requests and replays all three', async () => {
    login('old');
    let refreshCalls = 0;
    handler = async (request) => {
      if (request.url.endsWith(API_PATHS.refreshToken)) {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return envelope({ accessToken: 'new', refreshToken: 'refresh-new', userId: 'u-1' });
      }
      if (request.headers[HEADERS.authorize] === 'old') return failure('0310204', 'expired', 401);
      return envelope({ n: request.body?.n });
    };

    const results = await Promise.all([1, 2, 3].map((n) => apiPost(API_PATHS.devOptWhiteList, { n })));

    expect(results).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(refreshCalls).toBe(1);
    const refresh = sent.find((r) => r.url.endsWith(API_PATHS.refreshToken))!;
    expect(refresh.body).toMatchObject({
      refreshToken: 'refresh-of-old',
      identityType: 'C',
      cpType: 'LAHAP',
    });
    const replays = sent.filter(
      (r) => !r.url.endsWith(API_PATHS.refreshToken) && r.headers[HEADERS.authorize] === 'new',
    );
    expect(replays).toHaveLength(3);
    expect(useSessionStore.getState().tokenInfo).toEqual({
      accessToken: 'new',
      refreshToken: 'refresh-new',
      userId: 'u-1',
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('uses an injected refresh function, once for concurrent requests', async () => {
    login('old');
    const refreshTokens = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      useSessionStore.getState().setTokens({ accessToken: 'new', refreshToken: 'r', userId: 'u-1' });
      return true;
    });
    configureApiClient({ getLocale: () => 'en-US', showToast, refreshTokens });
    handler = (request) =>
      request.headers[HEADERS.authorize] === 'old' ? failure('0310204') : envelope('done');

    await expect(Promise.all([1, 2, 3].map(() => apiGet(API_PATHS.configInfo)))).resolves.toEqual([
      'done',
      'done',
      'done',
    ]);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('clears the session and asks for login when the refresh fails', async () => {
    login('old');
    const onRelogin = vi.fn(async () => false);
    configureApiClient({ getLocale: () => 'en-US', showToast, onRelogin });
    handler = (request) =>
      request.url.endsWith(API_PATHS.refreshToken)
        ? failure('0310202', 'bad refresh', 401)
        : failure('0310204');

    const error = await rejection(apiGet(API_PATHS.configInfo));

    expect(error.code).toBe('0310204');
    expect(useSessionStore.getState().tokenInfo).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.tokenInfo)).toBeNull();
    expect(onRelogin).toHaveBeenCalledExactlyOnceWith('0310204');
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('relogin codes', () => {
  it('clears the native user id and the tokens, then retries once after a successful login', async () => {
    login('stale');
    const clearNativeUserId = vi.spyOn(bridge, 'clearNativeUserId');
    const onRelogin = vi.fn(async () => {
      expect(useSessionStore.getState().tokenInfo).toBeNull();
      login('fresh');
      return true;
    });
    configureApiClient({ getLocale: () => 'en-US', showToast, onRelogin });
    handler = (request) =>
      request.headers[HEADERS.authorize] === 'fresh' ? envelope('after login') : failure('0310205', 'log in');

    await expect(apiGet(API_PATHS.configInfo)).resolves.toBe('after login');
    expect(clearNativeUserId).toHaveBeenCalledTimes(1);
    expect(onRelogin).toHaveBeenCalledExactlyOnceWith('0310205');
    expect(sent).toHaveLength(2);
  });

  it.each(['0310206', '0310202', '0310218'])('treats %s as a relogin code', async (code) => {
    login('stale');
    const onRelogin = vi.fn(async () => false);
    configureApiClient({ getLocale: () => 'en-US', showToast, onRelogin });
    handler = () => failure(code);
    await rejection(apiGet(API_PATHS.configInfo));
    expect(onRelogin).toHaveBeenCalledExactlyOnceWith(code);
    expect(useSessionStore.getState().tokenInfo).toBeNull();
  });

  it('retries only once even if the retry fails the same way', async () => {
    const onRelogin = vi.fn(async () => true);
    configureApiClient({ getLocale: () => 'en-US', showToast, onRelogin });
    handler = () => failure('0310205');
    const error = await rejection(apiGet(API_PATHS.configInfo));
    expect(error.code).toBe('0310205');
    expect(sent).toHaveLength(2);
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('does not force login for a frozen account on calls that opt out', async () => {
    login('token');
    const onRelogin = vi.fn(async () => true);
    const clearNativeUserId = vi.spyOn(bridge, 'clearNativeUserId');
    configureApiClient({ getLocale: () => 'en-US', showToast, onRelogin });
    handler = () => failure('0310218', 'Your account is frozen.');

    const error = await rejection(apiPost('/risk/sendCode', {}, { frozenRelogin: false }));

    expect(error.handlingClass).toBe('frozen');
    expect(onRelogin).not.toHaveBeenCalled();
    expect(clearNativeUserId).not.toHaveBeenCalled();
    expect(useSessionStore.getState().tokenInfo?.accessToken).toBe('token');
    expect(showToast).toHaveBeenCalledExactlyOnceWith('Your account is frozen.');
  });

  it('shares one login prompt between concurrent requests', async () => {
    login('stale');
    const onRelogin = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      login('fresh');
      return true;
    });
    configureApiClient({ getLocale: () => 'en-US', showToast, onRelogin });
    handler = (request) =>
      request.headers[HEADERS.authorize] === 'fresh' ? envelope(1) : failure('0310206');
    await expect(Promise.all([apiGet('/a'), apiGet('/b'), apiGet('/c')])).resolves.toEqual([1, 1, 1]);
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });
});
