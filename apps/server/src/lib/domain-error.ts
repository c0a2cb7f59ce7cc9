import { ERROR_CODES } from '@lahap/contract/errors';

/** The HTTP status each request-level and session code answers with. */
const HTTP_STATUS_BY_CODE: Readonly<Record<string, number>> = {
  [ERROR_CODES.PARAMETER_ERROR]: 400,
  [ERROR_CODES.SIGNATURE_INVALID]: 401,
  [ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW]: 401,
  [ERROR_CODES.REQUEST_REPLAYED]: 409,
  [ERROR_CODES.NOT_FOUND]: 404,
  [ERROR_CODES.METHOD_NOT_ALLOWED]: 405,
  [ERROR_CODES.PAYLOAD_TOO_LARGE]: 413,
  [ERROR_CODES.UNSUPPORTED_MEDIA_TYPE]: 415,
  [ERROR_CODES.RATE_LIMITED]: 429,
  [ERROR_CODES.INTERNAL_ERROR]: 500,
  [ERROR_CODES.SERVICE_UNAVAILABLE]: 503,
  [ERROR_CODES.ILLEGAL_TOKEN]: 401,
  [ERROR_CODES.ACCESS_TOKEN_EXPIRED]: 401,
  [ERROR_CODES.SESSION_INVALID]: 401,
  [ERROR_CODES.SESSION_REPLACED]: 401,
  [ERROR_CODES.USER_FROZEN]: 403,
  // A webhook whose provider signature does not verify.
  [ERROR_CODES.PAY_NOTIFY_REFUSED]: 401,
};

/** The HTTP status for a code; business codes without their own entry answer 400. */
export function httpStatusOf(code: string): number {
  return HTTP_STATUS_BY_CODE[code] ?? 400;
}

/**
 * A refusal the client is meant to see: a catalogue code (spec §8 or ours), the HTTP status,
 * and optionally a message replacing the catalogue's localized one. The error handler turns
 * it into the envelope; anything that is not a DomainError is answered as an internal error.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: string;
  readonly httpStatus: number;
  readonly messageOverride: string | undefined;

  constructor(code: string, httpStatus: number = httpStatusOf(code), messageOverride?: string) {
    super(messageOverride ?? code);
    this.code = code;
    this.httpStatus = httpStatus;
    this.messageOverride = messageOverride;
  }

  /** Fastify reads `statusCode` from thrown errors, e.g. when a hook throws. */
  get statusCode(): number {
    return this.httpStatus;
  }
}

/** A parameter error whose message names the offending field. */
export function parameterError(detail: string): DomainError {
  return new DomainError(ERROR_CODES.PARAMETER_ERROR, 400, detail);
}
