import type { StaffKitData } from '@lahap/contract/redemption/counter-schemas';
import { create } from 'zustand';
import { readJson, removeItem, writeJson } from '@/shared/storage/storage';
import { STAFF_KEYS } from './storage-keys';

/**
 * The kit as kept on the device: what staffKit answered (the merchant's public key, which checks
 * codes and makes none, and the store's items), and how far the server's clock was ahead.
 */
export interface StoredKit {
  kit: StaffKitData;
  /**
   * The server's clock less this device's when the kit arrived (ms). Codes are checked and
   * offline confirmations stamped on the server's time, so a counter whose clock is minutes off
   * still accepts the code the customer's phone shows.
   */
  clockOffsetMs: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isItemList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((item) => isObject(item) && typeof item.itemId === 'string' && isObject(item.name))
  );
}

/** True when a stored value has the shape of a {@link StoredKit}. */
export function isStoredKit(value: unknown): value is StoredKit {
  if (!isObject(value) || !isObject(value.kit) || typeof value.clockOffsetMs !== 'number') return false;
  const { kit } = value;
  return (
    typeof kit.publicKey === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(kit.publicKey) &&
    typeof kit.merchantId === 'string' &&
    isObject(kit.staff) &&
    typeof kit.staff.storeId === 'string' &&
    isItemList(kit.vouchers) &&
    isItemList(kit.coupons)
  );
}

function readStoredKit(): StoredKit | null {
  const value = readJson('local', STAFF_KEYS.kit);
  if (isStoredKit(value)) return value;
  // Not a kit of this version (one holding the merchant's secret key, before): not kept.
  if (value !== null && value !== undefined) removeItem('local', STAFF_KEYS.kit);
  return null;
}

export const useStaffKit = create<{ stored: StoredKit | null }>()(() => ({ stored: readStoredKit() }));

/**
 * The largest clock difference taken from a kit's `issuedAt`. Beyond it the stamp is more likely
 * not the moment of the answer than the device that far off, and the device's own clock is used.
 */
export const MAX_CLOCK_OFFSET_MS = 3_600_000;

/** The server's clock less the device's, from a kit's `issuedAt` read at `receivedAtMs`. */
export function clockOffsetOf(issuedAt: string, receivedAtMs: number): number {
  const offset = Date.parse(issuedAt) - receivedAtMs;
  return Number.isFinite(offset) && Math.abs(offset) <= MAX_CLOCK_OFFSET_MS ? offset : 0;
}

/** Keeps a kit that arrived at `receivedAtMs` (this device's clock). */
export function keepKit(kit: StaffKitData, receivedAtMs = Date.now()): StoredKit {
  const stored: StoredKit = { kit, clockOffsetMs: clockOffsetOf(kit.issuedAt, receivedAtMs) };
  writeJson('local', STAFF_KEYS.kit, stored);
  useStaffKit.setState({ stored });
  return stored;
}

/** Drops the kit: it does not outlive the login that fetched it. */
export function forgetKit(): void {
  removeItem('local', STAFF_KEYS.kit);
  useStaffKit.setState({ stored: null });
}

/** The kit for `storeId`, or null when there is none or it belongs to another store's login. */
export function kitForStore(storeId: string): StoredKit | null {
  const { stored } = useStaffKit.getState();
  return stored?.kit.staff.storeId === storeId ? stored : null;
}

/** Re-reads the stored kit (start-up, another tab, tests). */
export function reloadStaffKit(): void {
  useStaffKit.setState({ stored: readStoredKit() });
}

/** Now on the server's clock, as the kit last measured it. */
export function serverNow(stored: StoredKit | null, deviceNowMs = Date.now()): number {
  return deviceNowMs + (stored?.clockOffsetMs ?? 0);
}
