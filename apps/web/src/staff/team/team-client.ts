import type { DataOf, Route } from '@lahap/contract/endpoint';
import { ERROR_CODES } from '@lahap/contract/errors';
import { checkAnswer } from '@/shared/api-client/answer-check';
import { ApiRequestError } from '@/shared/api-client/api-error';
import type { CallInputOf } from '@/shared/api-client/call-endpoint';
import { type QueryParams, sendRequest } from '@/shared/api-client/transport';
import { currentTeamToken, endTeamSession } from './team-session';

export interface TeamCallOptions {
  signal?: AbortSignal;
  /** A token to try instead of the signed-in one (the sign-in's check); a refusal then ends nothing. */
  token?: string;
}

function asApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  // Anything else failed before the request left (signing needs a secure context).
  return new ApiRequestError({ kind: 'network', code: 'network', message: String(error) });
}

/**
 * Makes a call of the team's views (routes with `auth: 'team'`): signed and enveloped by the
 * shared transport like every call, with the team's admin token as `Authorize: Bearer …` and
 * neither the customer's session nor the staff's. The signed-in token refused (1012001, changed on
 * the server meanwhile) ends the team's session, which sends the views back to the sign-in with
 * the server's message.
 */
export async function callTeam<R extends Route>(
  route: R,
  input: CallInputOf<R>,
  opts: TeamCallOptions = {},
): Promise<DataOf<R>> {
  const token = opts.token ?? currentTeamToken();
  if (!token) {
    throw new ApiRequestError({ kind: 'server', code: ERROR_CODES.TEAM_TOKEN_INVALID, message: '' });
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
      accessToken: `Bearer ${token}`,
      signal: opts.signal,
    });
  } catch (caught) {
    const error = asApiError(caught);
    if (
      error.kind === 'server' &&
      error.code === ERROR_CODES.TEAM_TOKEN_INVALID &&
      opts.token === undefined
    ) {
      endTeamSession(error.message);
    }
    throw error;
  }
  // Outside production the answer must match the contract; the build drops this branch.
  if (import.meta.env.DEV) await checkAnswer(route, data);
  return data as DataOf<R>;
}
