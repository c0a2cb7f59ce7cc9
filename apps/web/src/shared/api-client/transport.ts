import { REQUEST_TIMEOUT_MS } from '@lahap/contract/constants';
import { API_BASE } from '@lahap/contract/paths';
import { randomId } from '../device/random-id';
import { getSessionId } from '../device/session-id';
import { ApiRequestError } from './api-error';
import { apiClientSettings } from './client-settings';
import { readAnswer } from './read-answer';
import { buildRequestHeaders } from './request-headers';

export type QueryParams = Record<string, string | number | undefined>;

export interface TransportRequest {
  method: 'GET' | 'POST';
  /** An API_PATHS value, relative to API_BASE. */
  path: string;
  query?: QueryParams;
  body?: object;
  /** Add sessionId, requestId and timestamp to the body; off only for config-list calls. */
  envelope?: boolean;
  codeEnvelope?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  accessToken?: string;
}

/** The legacy prefix spec §7 says the shared client strips. */
const LEGACY_PREFIX = '/digital-food/';

/** The URL of a call: API_BASE + path (legacy prefix removed) + query without empty values. */
export function apiUrl(path: string, query?: QueryParams): string {
  const clean = path.startsWith(LEGACY_PREFIX) ? path.slice(LEGACY_PREFIX.length - 1) : path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${clean}${search ? `?${search}` : ''}`;
}

interface PreparedBody {
  body: BodyInit | undefined;
  rawBody: string;
  contentType?: string;
}

function prepareBody(request: TransportRequest, requestId: string, timestamp: number): PreparedBody {
  if (request.method === 'GET') return { body: undefined, rawBody: '' };
  const envelope = request.envelope === false ? {} : { sessionId: getSessionId(), requestId, timestamp };
  if (request.body instanceof FormData) {
    // Multipart bodies are signed over '' (their bytes are not known before sending).
    for (const [key, value] of Object.entries(envelope)) request.body.set(key, String(value));
    return { body: request.body, rawBody: '' };
  }
  const rawBody = JSON.stringify({ ...request.body, ...envelope });
  return { body: rawBody, rawBody, contentType: 'application/json' };
}

function clientError(kind: 'network' | 'timeout' | 'abort', requestId: string): ApiRequestError {
  const message = {
    network: 'Network request failed',
    timeout: 'Request timed out',
    abort: 'Request aborted',
  }[kind];
  return new ApiRequestError({ kind, code: kind, message, requestId });
}

/**
 * One signed HTTP exchange: builds the body and headers of spec §7, enforces the timeout
 * together with the caller's signal, and resolves to the answer's `data`. It knows nothing of
 * sessions or toasts; the API client layers those on top.
 */
export async function sendRequest(request: TransportRequest): Promise<unknown> {
  const requestId = randomId();
  if (request.signal?.aborted) throw clientError('abort', requestId);
  const timestamp = Date.now();
  const { body, rawBody, contentType } = prepareBody(request, requestId, timestamp);
  const headers = await buildRequestHeaders({
    rawBody,
    requestId,
    timestamp,
    locale: apiClientSettings().getLocale(),
    accessToken: request.accessToken,
  });
  if (contentType) headers['Content-Type'] = contentType;

  // A hand-made timer rather than AbortSignal.timeout/any: those are missing on the older iOS
  // webviews the app still serves, and this also tells a timeout from the caller's abort.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  request.signal?.addEventListener('abort', forwardAbort, { once: true });

  let status: number;
  let text: string;
  try {
    const response = await fetch(apiUrl(request.path, request.query), {
      method: request.method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    status = response.status;
    text = await response.text();
  } catch {
    if (timedOut) throw clientError('timeout', requestId);
    if (request.signal?.aborted) throw clientError('abort', requestId);
    throw clientError('network', requestId);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }
  return readAnswer(text, status, requestId, request.codeEnvelope);
}
