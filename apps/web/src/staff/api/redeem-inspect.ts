import { REDEMPTION_ROUTES } from '@lahap/contract/redemption/routes';
import { callStaff } from './staff-client';

/**
 * A counter should not wait the client's full timeout for an answer: past this it checks the
 * code offline instead, while the customer still stands there.
 */
export const INSPECT_TIMEOUT_MS = 8_000;

/** `POST merchant/redeem/inspect`: what a code is and whether it can be redeemed here. */
export function inspectCode(code: string, signal?: AbortSignal) {
  return callStaff(REDEMPTION_ROUTES.redeemInspect, { code }, { signal, timeoutMs: INSPECT_TIMEOUT_MS });
}
