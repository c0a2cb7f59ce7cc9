import {
  OTP_SEND_DAY_MS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_ADDRESS_PER_WINDOW,
  OTP_SENDS_PER_DEVICE_PER_WINDOW,
  OTP_SENDS_PER_PHONE_PER_DAY,
  OTP_SENDS_PER_PHONE_PER_WINDOW,
} from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { DomainError } from '../../../lib/domain-error.js';
import type { OtpQueries, SendKey } from './otp-repository.js';

export interface SendLimit {
  key: SendKey;
  max: number;
  windowMs: number;
}

/** Every limit a code send must fit under (rolling windows over the send log). */
export const SEND_LIMITS: readonly SendLimit[] = [
  { key: 'phone', max: OTP_SENDS_PER_PHONE_PER_WINDOW, windowMs: OTP_SEND_WINDOW_MS },
  { key: 'phone', max: OTP_SENDS_PER_PHONE_PER_DAY, windowMs: OTP_SEND_DAY_MS },
  { key: 'deviceId', max: OTP_SENDS_PER_DEVICE_PER_WINDOW, windowMs: OTP_SEND_WINDOW_MS },
  { key: 'ip', max: OTP_SENDS_PER_ADDRESS_PER_WINDOW, windowMs: OTP_SEND_WINDOW_MS },
];

/** A send over a limit: 429 with the seconds until the window lets the next one through. */
export class SendLimitError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(ERROR_CODES.RATE_LIMITED, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Throws SendLimitError when any limit is reached; its Retry-After is the longest wait among
 * the limits reached, so retrying then succeeds (unless others sent meanwhile).
 */
export async function assertWithinSendLimits(
  repository: OtpQueries,
  values: Readonly<Record<SendKey, string>>,
  now: number,
  limits: readonly SendLimit[] = SEND_LIMITS,
): Promise<void> {
  let waitMs = 0;
  for (const limit of limits) {
    const since = new Date(now - limit.windowMs);
    const oldest = await repository.nthNewestSendSince(limit.key, values[limit.key], since, limit.max);
    if (oldest) waitMs = Math.max(waitMs, oldest.getTime() + limit.windowMs - now);
  }
  if (waitMs > 0) throw new SendLimitError(Math.max(1, Math.ceil(waitMs / 1000)));
}
