import { ORDER_FOOD_TYPE, ORDER_FOOD_TYPE_DISPLAY_ORDER, type OrderFoodType } from '@lahap/contract/enums';
import type { StoreChannel } from '@lahap/contract/store/schemas';

export type ServiceKind = 'delivery' | 'pickup' | 'dineIn';

const KIND_BY_TYPE: Readonly<Record<OrderFoodType, ServiceKind>> = {
  [ORDER_FOOD_TYPE.delivery]: 'delivery',
  [ORDER_FOOD_TYPE.pickup]: 'pickup',
  [ORDER_FOOD_TYPE.dineIn]: 'dineIn',
};

export interface ServiceEntry {
  kind: ServiceKind;
  orderFoodType: number;
  /** Null: the entry cannot be ordered from yet (spec §5: a not-available toast). */
  qrCodeId: string | null;
}

/**
 * The store's service entries in display order, dine-in, delivery, pickup (spec §9), one per
 * type. Dine-in takes the table QR the page was opened with when the store names none, since the
 * customer scanned it at the table.
 */
export function serviceEntries(channels: readonly StoreChannel[], tableQrCodeId?: string): ServiceEntry[] {
  const entries: ServiceEntry[] = [];
  for (const type of ORDER_FOOD_TYPE_DISPLAY_ORDER) {
    const channel = channels.find((c) => c.orderFoodType === type);
    if (!channel) continue;
    const fallback = type === ORDER_FOOD_TYPE.dineIn ? tableQrCodeId || null : null;
    entries.push({ kind: KIND_BY_TYPE[type], orderFoodType: type, qrCodeId: channel.qrCodeId ?? fallback });
  }
  return entries;
}
