import { readJson, writeJson } from '@/shared/storage/storage';
import { ORDERING_KEYS } from './storage-keys';

/** How many orders' tokens a phone keeps: the newest, enough for a day's orders. */
const KEPT_ORDERS = 20;

function readTokens(): [string, string][] {
  const value = readJson('local', ORDERING_KEYS.foodOrders);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
}

/** The token that reads and pays an order made on this phone, if it was. */
export function orderTokenOf(orderId: string): string | undefined {
  return readTokens().find(([id]) => id === orderId)?.[1];
}

/** Keeps an order's token on the phone, the oldest dropped beyond KEPT_ORDERS. */
export function keepOrderToken(orderId: string, orderToken: string): void {
  const kept = readTokens().filter(([id]) => id !== orderId);
  kept.push([orderId, orderToken]);
  writeJson('local', ORDERING_KEYS.foodOrders, Object.fromEntries(kept.slice(-KEPT_ORDERS)));
}
