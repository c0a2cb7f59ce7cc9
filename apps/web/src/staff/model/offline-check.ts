import type { RedeemKind } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import type { AcceptedItem, StaffKitData } from '@lahap/contract/redemption/counter-schemas';
import {
  checkScannedCode,
  fromBase64Url,
  isScannedCodeText,
  parseRedeemCode,
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
  /** Not a genuine code of this merchant (another merchant's, forged, altered). */
  | 'unknown'
  /** Typed digits: only the server can check them, so never without a connection. */
  | 'typedOffline'
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

const PUBLIC_KEY_BYTES = 32;

/** The code as sent to the server and kept in the queue: QR text trimmed, typed digits without spaces. */
export function normalizeCode(text: string): string {
  const trimmed = text.trim();
  return isScannedCodeText(trimmed) ? trimmed : trimmed.replace(/[\s-]/g, '');
}

/** Whether a text reads as typed digits (checked by the server only), not a scanned code. */
export const isTypedCode = (text: string): boolean => parseRedeemCode(text)?.form === 'TYPED';

/** The items of a kind the store accepts: vouchers' products for `V`, store coupons' templates for `C`. */
export function acceptedItems(kit: StaffKitData, kind: RedeemKind): AcceptedItem[] {
  return kind === 'V' ? kit.vouchers : kit.coupons;
}

/**
 * Checks a scanned code with the kit, without a connection (ADR 017): valid when its certificate
 * verifies under the merchant's public key, its signature under the key the certificate names,
 * its window is the current one at `atMs` on the server's clock, and its item is one the store
 * accepts. The kit can check codes and make none. Typed digits are refused: only the server can
 * check them. A voucher already confirmed offline on this counter is refused, so two taps or two
 * customers with one screenshot make one queued redemption.
 */
export function checkCodeOffline(
  text: string,
  kit: StaffKitData | null,
  atMs: number,
  queued: readonly QueuedRedemption[],
): OfflineCheck {
  const parsed = parseRedeemCode(text);
  if (!parsed) return { ok: false, reason: 'invalid' };
  if (parsed.form === 'TYPED') return { ok: false, reason: 'typedOffline' };
  const publicKey = kit && fromBase64Url(kit.publicKey, PUBLIC_KEY_BYTES);
  if (!kit || !publicKey) return { ok: false, reason: 'noKit' };
  const check = checkScannedCode(publicKey, parsed, atMs);
  const item = acceptedItems(kit, parsed.kind).find((accepted) => accepted.itemId === parsed.itemId);
  // A genuine code of this merchant for an item the store does not take.
  if (!item) return { ok: false, reason: check === 'INVALID' ? 'unknown' : 'wrongStore' };
  if (check !== 'VALID') return { ok: false, reason: check === 'EXPIRED' ? 'expired' : 'unknown' };
  const already = queued.find((entry) => entry.kind === parsed.kind && entry.id === parsed.id);
  if (already) return { ok: false, reason: 'alreadyConfirmed', queued: already };
  return {
    ok: true,
    code: normalizeCode(text),
    kind: parsed.kind,
    id: parsed.id,
    itemId: item.itemId,
    itemName: item.name,
  };
}
