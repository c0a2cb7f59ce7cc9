import { ADDRESS_HIDDEN_CHANNEL_ID, SCAN_BLOCK_CHANNEL_IDS } from '../constants.js';
import { ORDER_FOOD_TYPE_DISPLAY_ORDER } from '../enums.js';

/**
 * Channel rules of the store home (spec §2 "Store home", §9 "Store page", "Channels"). The
 * channel id is the `channel_id` query value kept for the session; anything may arrive there.
 */

/** Whether the table-QR scan/order block shows: only for channel ids 2, 3, 4 and 5. */
export function showsScanBlock(channelId: string | number | null | undefined): boolean {
  return (SCAN_BLOCK_CHANNEL_IDS as readonly string[]).includes(String(channelId ?? ''));
}

/** Whether the address card is hidden: for channel id '6'. */
export function hidesAddressCard(channelId: string | number | null | undefined): boolean {
  return String(channelId ?? '') === ADDRESS_HIDDEN_CHANNEL_ID;
}

/**
 * The store's ordering entries in the order they are shown (dine-in, delivery, pickup); entries
 * of unknown types are left out. One entry shows as a single card, more as a list.
 */
export function orderServiceEntries<T extends { orderFoodType: number }>(channels: readonly T[]): T[] {
  const rank = (type: number) => (ORDER_FOOD_TYPE_DISPLAY_ORDER as readonly number[]).indexOf(type);
  return channels
    .filter((c) => rank(c.orderFoodType) >= 0)
    .sort((a, b) => rank(a.orderFoodType) - rank(b.orderFoodType));
}
