import { ORDER_FOOD_TYPE, type OrderFoodType } from '@lahap/contract/enums';

/** What a QR code's link names: the code and the channel it orders in. */
export interface MenuLink {
  qrCodeId: string;
  orderFoodType: OrderFoodType;
}

// The contract's qrCodeIdSchema, without bringing zod into the first bundle.
const QR_CODE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FOOD_TYPES: readonly number[] = Object.values(ORDER_FOOD_TYPE);

/** The link of `/menuQr?qrCodeId=…&orderFoodType=…`, or null when either is missing or malformed. */
export function readMenuLink(search: string): MenuLink | null {
  const query = new URLSearchParams(search);
  const qrCodeId = query.get('qrCodeId') ?? '';
  const orderFoodType = Number(query.get('orderFoodType'));
  if (!QR_CODE_ID.test(qrCodeId) || !FOOD_TYPES.includes(orderFoodType)) return null;
  return { qrCodeId, orderFoodType: orderFoodType as OrderFoodType };
}

/** Only a dine-in code sits at a table; pickup and delivery fill a basket on the phone. */
export function sitsAtTable(link: MenuLink): boolean {
  return link.orderFoodType === ORDER_FOOD_TYPE.dineIn;
}
