import type { OrderLifecycleStatus } from '@lahap/contract/enums';

const MINUTE_MS = 60_000;

/**
 * The orders that still wait for money (the contract's UNPAID_ORDER_STATUSES, whose module is
 * kept out of the bundle): Pay now shows for these.
 */
export function isUnpaid(status: OrderLifecycleStatus): boolean {
  return status === 'INIT' || status === 'SUBMIT';
}

/** Whole minutes left to pay, rounded up as the server's remainPayMinutes is; never negative. */
export function minutesLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / MINUTE_MS));
}
