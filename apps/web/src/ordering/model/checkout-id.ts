import { randomId } from '@/shared/device/random-id';
import { readJson, writeJson } from '@/shared/storage/storage';
import { ORDERING_SESSION_KEYS } from './storage-keys';

interface Checkout {
  /** What the id was made for: the lines and the pickup time or address, as one string. */
  what: string;
  clientOrderId: string;
}

function readCheckouts(): Record<string, Checkout> {
  const value = readJson('session', ORDERING_SESSION_KEYS.checkouts);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, Checkout>)
    : {};
}

/**
 * The clientOrderId of a checkout: made once for what the customer orders, so a retry (a lost
 * answer, a reload of the tab) sends the same one and the server answers the same order; a
 * changed basket, time or address is another order, with a new id.
 */
export function clientOrderIdFor(qrCodeId: string, what: string): string {
  const checkouts = readCheckouts();
  const kept = checkouts[qrCodeId];
  if (kept?.what === what && typeof kept.clientOrderId === 'string') return kept.clientOrderId;
  const clientOrderId = randomId();
  writeJson('session', ORDERING_SESSION_KEYS.checkouts, {
    ...checkouts,
    [qrCodeId]: { what, clientOrderId },
  });
  return clientOrderId;
}

/** The checkout was ordered: the next one is a new order. */
export function forgetCheckout(qrCodeId: string): void {
  const others = Object.entries(readCheckouts()).filter(([key]) => key !== qrCodeId);
  writeJson('session', ORDERING_SESSION_KEYS.checkouts, Object.fromEntries(others));
}
