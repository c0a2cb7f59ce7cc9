import { REDEEM_CODE_LOOKBACK_MS, REDEEM_CODE_PERIOD_S } from '@lahap/contract/constants';
import type { RedeemKind } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import type { AcceptedItem, StaffKitData } from '@lahap/contract/merchant/schemas';
import {
  keyFromHex,
  parseRedeemCode,
  redeemCodeEverMatched,
  verifyRedeemCode,
  type ParsedRedeemCode,
} from '@lahap/contract/redemption/code';
import type { QueuedRedemption } from './offline-queue';

/** Why a code cannot be confirmed offline. */
export type OfflineRefusal =
  /** Not a redemption code at all. */
  | 'invalid'
  /** It was this merchant's code once: the customer must show the current one. */
  | 'expired'
  /** This merchant's code, for an item this store does not take. */
  | 'wrongStore'
  /** Not a code of this merchant's key (another merchant's, or mistyped). */
  | 'unknown'
  /** No kit on the device: the counter has never been online since login. */
  | 'noKit'
  /** This counter already confirmed it offline; it is waiting to sync. */
  | 'alreadyConfirmed';

export type OfflineCheck =
  | {
      ok: true;
      /** The code as it will be synced. */
      code: string;
      kind: RedeemKind;
      id: string;
      itemId: string;
      itemName: LocalizedText;
    }
  | { ok: false; reason: OfflineRefusal; queued?: QueuedRedemption };

/**
 * How many past periods the "expired or unknown?" search looks at, shared among the items a
 * typed code may be for: REDEEM_CODE_LOOKBACK_MS (six hours, as the server) for a scanned code,
 * which names its item. Each period costs an HMAC and a TOTP; a slow phone should answer within
 * a blink.
 */
const EXPIRED_SEARCH_PERIODS = REDEEM_CODE_LOOKBACK_MS / (REDEEM_CODE_PERIOD_S * 1000);
const MIN_PERIODS_PER_ITEM = 4;

/** The code as sent to the server and kept in the queue: QR text trimmed, typed digits without spaces. */
export function normalizeCode(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('LHP1.') ? trimmed : trimmed.replace(/[\s-]/g, '');
}

/** The items of a kind the store accepts: vouchers' products for `V`, store coupons' templates for `C`. */
export function acceptedItems(kit: StaffKitData, kind: RedeemKind): AcceptedItem[] {
  return kind === 'V' ? kit.vouchers : kit.coupons;
}

function everMatched(key: Uint8Array, parsed: ParsedRedeemCode, itemIds: readonly string[], atMs: number) {
  if (itemIds.length === 0) return false;
  const periods = Math.max(MIN_PERIODS_PER_ITEM, Math.floor(EXPIRED_SEARCH_PERIODS / itemIds.length));
  const from = atMs - periods * REDEEM_CODE_PERIOD_S * 1000;
  return itemIds.some((itemId) => redeemCodeEverMatched(key, parsed, itemId, from, atMs));
}

/**
 * Checks a scanned or typed code with the kit, without a connection (ADR 017): valid when it is
 * the current code of an item the store accepts under the merchant's key, at `atMs` on the
 * server's clock. A voucher already confirmed offline on this counter is refused, so two taps or
 * two customers with one screenshot make one queued redemption.
 */
export function checkCodeOffline(
  text: string,
  kit: StaffKitData | null,
  atMs: number,
  queued: readonly QueuedRedemption[],
): OfflineCheck {
  const parsed = parseRedeemCode(text);
  if (!parsed) return { ok: false, reason: 'invalid' };
  if (!kit) return { ok: false, reason: 'noKit' };
  const key = keyFromHex(kit.key);
  const items = acceptedItems(kit, parsed.kind);
  const itemIds = items.map((item) => item.itemId);
  const itemId = verifyRedeemCode(key, parsed, itemIds, atMs);
  if (itemId !== null) {
    const already = queued.find((entry) => entry.kind === parsed.kind && entry.id === parsed.id);
    if (already) return { ok: false, reason: 'alreadyConfirmed', queued: already };
    const itemName = items.find((item) => item.itemId === itemId)?.name ?? {};
    return { ok: true, code: normalizeCode(text), kind: parsed.kind, id: parsed.id, itemId, itemName };
  }
  // A scanned code names its item: one the store does not take, under this merchant's key.
  if (parsed.itemId !== null && !itemIds.includes(parsed.itemId)) {
    const ours =
      verifyRedeemCode(key, parsed, [parsed.itemId], atMs) !== null ||
      everMatched(key, parsed, [parsed.itemId], atMs);
    return { ok: false, reason: ours ? 'wrongStore' : 'unknown' };
  }
  return {
    ok: false,
    reason: everMatched(key, parsed, parsed.itemId === null ? itemIds : [parsed.itemId], atMs)
      ? 'expired'
      : 'unknown',
  };
}
