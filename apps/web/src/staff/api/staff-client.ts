import type { DataOf, Route } from '@lahap/contract/endpoint';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { CallInputOf } from '@/shared/api-client/call-endpoint';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { checkAnswer } from '@/shared/api-client/answer-check';
import { sendRequest, type QueryParams } from '@/shared/api-client/transport';
import { markOffline, markOnline } from '../model/connection';
import { currentStaffSession, endStaffSession } from '../model/staff-session';

export interface StaffCallOptions {
  signal?: AbortSignal;
  /** Overrides REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

function asApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  // Anything else failed before the request left (signing needs a secure context).
  return new ApiRequestError({ kind: 'network', code: 'network', message: String(error) });
}

/**
 * The refusal a staff call gets without a staff login, made here instead of asking the server.
 * No text: the login screen says why the shift ended.
 */
function loginRequired(): ApiRequestError {
  return new ApiRequestError({ kind: 'server', code: ERROR_CODES.STAFF_LOGIN_REQUIRED, message: '' });
}

/**
 * Makes a call of the contract's route tables for the staff console: signed and enveloped by the
 * shared transport like every customer call, but with the staff token in `Authorize` (routes with
 * `auth: 'staff'`) and none of the customer client's session recovery. A staff login refused
 * (1006002) ends the shift, which sends the console back to its login with the server's message.
 * Every answer marks the counter online; a call that got none marks it offline.
 */
export async function callStaff<R extends Route>(
  route: R,
  input: CallInputOf<R>,
  opts: StaffCallOptions = {},
): Promise<DataOf<R>> {
  let accessToken: string | undefined;
  if (route.auth === 'staff') {
    const session = currentStaffSession();
    if (!session) throw loginRequired();
    accessToken = session.staffToken;
  }
  let data: unknown;
  try {
    data = await sendRequest({
      method: route.method,
      path: route.path,
      query: route.method === 'GET' ? (input as QueryParams | undefined) : undefined,
      body: route.method === 'POST' ? (input as object | undefined) : undefined,
      envelope: route.envelope,
      codeEnvelope: route.answer === 'code',
      accessToken,
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
    });
  } catch (caught) {
    const error = asApiError(caught);
    if (error.kind === 'network' || error.kind === 'timeout') {
      markOffline();
    } else if (error.kind !== 'abort') {
      markOnline();
    }
    if (error.kind === 'server' && error.code === ERROR_CODES.STAFF_LOGIN_REQUIRED && accessToken) {
      endStaffSession({ reason: 'expired', message: error.message });
    }
    throw error;
  }
  markOnline();
  // Outside production the answer must match the contract; the build drops this branch.
  if (import.meta.env.DEV) await checkAnswer(route, data);
  return data as DataOf<R>;
}

/** Whether a call failed for want of an answer (no connection, or none in time). */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.kind === 'network' || error.kind === 'timeout');
}
