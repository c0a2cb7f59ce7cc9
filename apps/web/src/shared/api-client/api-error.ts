import { errorClassOf, type ErrorHandlingClass } from '@lahap/contract/errors';

/**
 * How a call failed: `server` answered with an error envelope, `http` answered something that
 * is not one (status code as the code), or the call never got an answer (`network`,
 * `timeout`, `abort` by the caller).
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'abort' | 'http';

export interface ApiRequestErrorInit {
  code: string;
  message: string;
  kind: ApiErrorKind;
  status?: number;
  requestId?: string;
}

/** A failed API call. `handlingClass` tells the caller what spec §8 says to do with it. */
export class ApiRequestError extends Error {
  readonly code: string;
  readonly kind: ApiErrorKind;
  readonly handlingClass: ErrorHandlingClass;
  readonly status?: number;
  /** The requestId the failed call carried, for tracing it in the server logs. */
  readonly requestId?: string;

  constructor(init: ApiRequestErrorInit) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.code = init.code;
    this.kind = init.kind;
    this.status = init.status;
    this.requestId = init.requestId;
    // Spec §8: network, abort and cancel failures are known, never escalated.
    this.handlingClass = init.kind === 'server' || init.kind === 'http' ? errorClassOf(init.code) : 'known';
  }
}

/** Type guard for {@link ApiRequestError}. */
export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
