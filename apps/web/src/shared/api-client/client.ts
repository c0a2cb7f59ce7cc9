import { RELOGIN_CLASSES } from '@lahap/contract/errors';
import { reportApiError } from '../monitoring/monitor';
import { currentAccessToken } from '../session/session-store';
import { ApiRequestError } from './api-error';
import { apiClientSettings, updateApiClientSettings, type ApiClientOptions } from './client-settings';
import { failureToastText } from './failure-toast';
import { forceRelogin, refreshSession } from './session-recovery';
import { sendRequest, type QueryParams, type TransportRequest } from './transport';

export interface RequestOptions {
  signal?: AbortSignal;
  /** No toast on failure; the caller shows its own. */
  silent?: boolean;
  /** The call answers the numeric form `{code, data, message}`, 0 being success. */
  codeEnvelope?: boolean;
  /**
   * False on the slider-check and send-code calls, where a frozen account (0310218) is an
   * answer for the form to show, not a reason to force login (spec §4).
   */
  frozenRelogin?: boolean;
  /** Overrides REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface PostOptions extends RequestOptions {
  /** False for config-list calls: the body goes without sessionId, requestId and timestamp. */
  envelope?: boolean;
}

/**
 * Plugs the app shell's locale, toast, texts and login flow into the client. Later calls
 * merge over earlier ones.
 */
export function configureApiClient(options: ApiClientOptions): void {
  updateApiClientSettings(options);
}

type Call = Omit<TransportRequest, 'accessToken'>;

function shouldRelogin(error: ApiRequestError, options: RequestOptions): boolean {
  if (!RELOGIN_CLASSES.includes(error.handlingClass)) return false;
  return !(error.handlingClass === 'frozen' && options.frozenRelogin === false);
}

/** Sends a call, refreshing the token or forcing login as spec §4 says, each at most once. */
async function sendWithSessionRecovery(call: Call, options: RequestOptions): Promise<unknown> {
  let refreshed = false;
  let relogged = false;
  for (;;) {
    const sentToken = currentAccessToken();
    try {
      return await sendRequest({ ...call, accessToken: sentToken });
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.kind !== 'server') throw error;
      if (error.handlingClass === 'refresh' && !refreshed) {
        refreshed = true;
        if (await refreshSession(sentToken)) continue;
        if (!relogged) {
          relogged = true;
          if (await forceRelogin(error.code, sentToken)) continue;
        }
        throw error;
      }
      if (!relogged && shouldRelogin(error, options)) {
        relogged = true;
        if (await forceRelogin(error.code, sentToken)) continue;
      }
      throw error;
    }
  }
}

function asApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  // Anything else failed before the request left (signing needs a secure context).
  return new ApiRequestError({ kind: 'network', code: 'network', message: String(error) });
}

async function run<T>(call: Call, options: RequestOptions): Promise<T> {
  try {
    return (await sendWithSessionRecovery(call, options)) as T;
  } catch (caught) {
    const error = asApiError(caught);
    reportApiError(error, { method: call.method, path: call.path });
    if (!options.silent) {
      const { messages, showToast } = apiClientSettings();
      const text = failureToastText(error, messages?.());
      if (text) showToast(text);
    }
    throw error;
  }
}

/**
 * GET an API path (an API_PATHS value, relative to API_BASE). Resolves to the answer's
 * `data`; rejects with {@link ApiRequestError}.
 */
export function apiGet<T>(path: string, query?: QueryParams, opts: RequestOptions = {}): Promise<T> {
  return run<T>(
    {
      method: 'GET',
      path,
      query,
      signal: opts.signal,
      codeEnvelope: opts.codeEnvelope,
      timeoutMs: opts.timeoutMs,
    },
    opts,
  );
}

/**
 * POST a JSON body (or FormData) to an API path, with the request envelope added unless
 * `envelope: false`. Resolves to the answer's `data`; rejects with {@link ApiRequestError}.
 */
export function apiPost<T>(path: string, body?: object, opts: PostOptions = {}): Promise<T> {
  return run<T>(
    {
      method: 'POST',
      path,
      body,
      envelope: opts.envelope,
      signal: opts.signal,
      codeEnvelope: opts.codeEnvelope,
      timeoutMs: opts.timeoutMs,
    },
    opts,
  );
}
