import { ADDRESS_HIDDEN_CHANNEL_ID, SCAN_BLOCK_CHANNEL_IDS } from '@lahap/contract/constants';

/** The table-QR scan/order block shows only for channel ids 2–5 (spec §2, §9). */
export function showsScanBlock(channelId: string): boolean {
  return (SCAN_BLOCK_CHANNEL_IDS as readonly string[]).includes(channelId);
}

/** The address card is hidden for channel id '6' (spec §2). */
export function showsAddress(channelId: string): boolean {
  return channelId !== ADDRESS_HIDDEN_CHANNEL_ID;
}
