import { HEADERS } from '@lahap/contract/headers';
import { API_BASE } from '@lahap/contract/paths';
import { vi } from 'vitest';

/** A call the site made, as the fake server saw it. */
export interface SentCall {
  path: string;
  body: Record<string, unknown>;
  /** The Authorize header, if any. */
  token: string | undefined;
}

/** What a fake route answers: an answer, or `'network'` for a request that never gets one. */
export type FakeAnswer = Response | 'network';
export type FakeRoute = (body: Record<string, unknown>, call: SentCall) => FakeAnswer | Promise<FakeAnswer>;

/** A success envelope, as the server sends it. */
export function ok(data: unknown): Response {
  return Response.json({ success: true, data, error: null });
}

/** A refusal envelope with its code and message. */
export function refused(code: string, message = `message of ${code}`, status = 400): Response {
  return Response.json({ success: false, data: null, error: { code, message } }, { status });
}

/**
 * Replaces fetch with a fake API: each path (relative to API_BASE) answers through its route; a
 * path without one fails the test loudly. Returns every call made, in order.
 */
export function stubApi(routes: Record<string, FakeRoute>): SentCall[] {
  const calls: SentCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call: SentCall = { path, body, token: headers[HEADERS.authorize] };
    calls.push(call);
    const route = routes[path];
    if (!route) throw new Error(`no fake route for ${path}`);
    const answer = await route(body, call);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  });
  return calls;
}

/** The calls made to one path. */
export const callsTo = (calls: SentCall[], path: string) => calls.filter((call) => call.path === path);
