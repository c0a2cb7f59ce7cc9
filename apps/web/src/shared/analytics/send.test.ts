import { BEACON_SIGNATURE_QUERY } from '@lahap/contract/analytics/context';
import { sign } from '@lahap/contract/signing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client/api-error';
import { DEMO_CLIENT_CONFIG } from '../config/client-config';
import { useSessionStore } from '../session/session-store';
import { testEvent } from './analytics-fixtures';
import { beaconEvents, isRefusal, postEvents } from './send';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('beaconEvents', () => {
  it('sends the batch as text/plain with the signature of its raw body in the query', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const events = [testEvent('a'), testEvent('b')];

    expect(await beaconEvents(events)).toBe(true);

    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    const address = new URL(url ?? '', 'http://localhost');
    expect(address.pathname).toBe('/api/analytics/events');
    expect(data).toBeInstanceOf(Blob);
    const blob = data as Blob;
    expect(blob.type).toBe('text/plain');
    const rawBody = await blob.text();
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    expect(body.events).toEqual(events);
    expect(body).toEqual(
      expect.objectContaining({ sessionId: expect.any(String), requestId: expect.any(String) }),
    );

    const query = address.searchParams;
    const timestamp = query.get(BEACON_SIGNATURE_QUERY.timestamp) ?? '';
    expect(query.get(BEACON_SIGNATURE_QUERY.appKey)).toBe(DEMO_CLIENT_CONFIG.appKey);
    expect(timestamp).toBe(String(body.timestamp));
    const expected = await sign({
      appKey: DEMO_CLIENT_CONFIG.appKey,
      appSecret: DEMO_CLIENT_CONFIG.appSecret,
      timestamp,
      rawBody,
    });
    expect(query.get(BEACON_SIGNATURE_QUERY.sign)).toBe(expected);
  });

  it('answers false when the browser has no sendBeacon or refuses the batch', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    expect(await beaconEvents([testEvent('a')])).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    expect(await beaconEvents([testEvent('a')])).toBe(false);
  });
});

describe('postEvents', () => {
  it('posts the batch signed, without the login: an expired token must not stop analytics', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'token', refreshToken: 'r', userId: '1' });
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response('{"success":true,"data":{"accepted":1},"error":null}')),
    );
    vi.stubGlobal('fetch', fetch);

    await postEvents([testEvent('a')]);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/events');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Sign).toMatch(/^[0-9a-f]{64}$/);
    expect(headers.Authorize).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toMatchObject({ events: [{ id: 'a' }] });
  });
});

describe('isRefusal', () => {
  const answered = (status: number, code = String(status)) =>
    new ApiRequestError({ kind: 'server', code, message: '', status });

  it('gives up on a batch the server refused for what it holds', () => {
    expect(isRefusal(answered(400, '1000400'))).toBe(true);
    expect(isRefusal(answered(400, '1012002'))).toBe(true);
  });

  it('tries again after no answer, a server error, a rate limit or a challenge', () => {
    expect(isRefusal(new ApiRequestError({ kind: 'network', code: 'network', message: '' }))).toBe(false);
    expect(isRefusal(answered(503))).toBe(false);
    expect(isRefusal(answered(429))).toBe(false);
    expect(isRefusal(answered(400, '1001002'))).toBe(false);
  });
});
