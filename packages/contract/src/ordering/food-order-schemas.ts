import { z } from 'zod';
import {
  CART_LINE_MAX_QUANTITY,
  CART_NOTE_MAX,
  DELIVERY_ADDRESS_MAX,
  FOOD_ORDER_MAX_LINES,
} from '../constants.js';
import { idSchema, localizedTextSchema } from '../discovery/schemas.js';
import { PAY_METHODS } from '../enums.js';
import { bodyOf } from '../envelope.js';
import { plainText } from '../text.js';
import { qrCodeIdSchema } from './schemas.js';
import { FOOD_ORDER_STAFF_STEPS, FOOD_ORDER_STATUSES } from './states.js';

/**
 * Pickup and delivery orders (ours; the calls the ordering-food issue fixes, in docs/api.md): a
 * pickup or delivery QR opens the store's menu; the customer submits the dishes with a pickup
 * time or a delivery address, pays the order (a FOOD_ORDER payable of the payments module), and
 * follows it as the kitchen moves it. No login is needed: submit answers an order token that
 * reads and pays the order; with `Authorize`, the order is that customer's and shows in their
 * orders tab. The server computes every rupiah.
 *
 * Refusals: `1007013` a pickup time outside the store's pickup hours (or too soon, or too far
 * ahead), `1007014` a delivery address outside the store's radius, `1007015` no such order (or a
 * token that is not its), `1007016` the kitchen cannot move the order to that step, `1007017` a
 * pickup without its time or a delivery without its address and phone, `1007018` the order was
 * cancelled (it can no longer be paid); `1004010` the order is already paid, `1004012` QRIS over
 * its cap; `1007001`/`1007002` a dish not on the menu or sold out; `3800021` a QR that is not a
 * pickup or delivery channel.
 */

export const foodOrderTypeSchema = z.union([z.literal(1), z.literal(2)]);

/** `<orderId>.<mac>`: the order and the base64url HMAC proving the server issued it for it. */
export const orderTokenSchema = z
  .string()
  .max(80)
  .regex(/^\d{1,19}\.[A-Za-z0-9_-]{43}$/, 'an order token');

export const deliveryAddressSchema = z.object({
  text: plainText().trim().min(1).max(DELIVERY_ADDRESS_MAX),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const foodOrderLineInputSchema = z.object({
  dishId: idSchema,
  quantity: z.number().int().min(1).max(CART_LINE_MAX_QUANTITY),
  note: plainText().max(CART_NOTE_MAX).optional(),
});

export const foodOrderSubmitBodySchema = bodyOf({
  qrCodeId: qrCodeIdSchema,
  /** 1 delivery, 2 pickup: the channel the QR names. */
  orderFoodType: foodOrderTypeSchema,
  lines: z.array(foodOrderLineInputSchema).min(1).max(FOOD_ORDER_MAX_LINES),
  /** Pickup: when the customer comes, ISO 8601 with its offset. */
  pickupTime: z.iso.datetime({ offset: true }).optional(),
  /** Delivery: where to, with the position the fee is computed from. */
  address: deliveryAddressSchema.optional(),
  /** Delivery: the courier's number to call. */
  contactPhone: z
    .string()
    .regex(/^\+?\d{8,15}$/, 'a phone number')
    .optional(),
  /** The phone's own id for the order (a UUID): a repeat answers the same order. */
  clientOrderId: z.uuid(),
});
export type FoodOrderSubmitBody = z.input<typeof foodOrderSubmitBodySchema>;

export const foodOrderLineSchema = z.object({
  dishId: idSchema,
  name: localizedTextSchema,
  quantity: z.number().int().positive(),
  unitPrice: z.number().int().nonnegative(),
  note: z.string(),
});
export type FoodOrderLine = z.infer<typeof foodOrderLineSchema>;

/** The charge under way for an unpaid order, to show again after a reload. */
export const foodOrderChargeSchema = z.object({
  paymentId: idSchema,
  payMethod: z.enum(PAY_METHODS),
  qrisPayload: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type FoodOrderCharge = z.infer<typeof foodOrderChargeSchema>;

export const foodOrderSchema = z.object({
  orderId: idSchema,
  orderFoodType: foodOrderTypeSchema,
  store: z.object({ storeId: idSchema, storeName: localizedTextSchema }),
  /** The QR it was ordered from (to order again). */
  qrCodeId: z.string(),
  status: z.enum(FOOD_ORDER_STATUSES),
  /** The number the counter calls, the store's own count of the day. */
  pickupNo: z.number().int().positive(),
  lines: z.array(foodOrderLineSchema),
  /** Rupiah of the dishes. */
  itemsTotal: z.number().int().nonnegative(),
  /** Rupiah of the delivery; 0 for pickup. */
  deliveryFee: z.number().int().nonnegative(),
  /** What the customer pays: the dishes and the delivery. */
  payable: z.number().int().positive(),
  pickupTime: z.string().nullable(),
  address: deliveryAddressSchema.nullable(),
  /** Delivery: from the store to the address, in metres. */
  distanceMeters: z.number().int().nonnegative().nullable(),
  contactPhone: z.string().nullable(),
  /** UNPAID: the charge under way, if one is open. */
  charge: foodOrderChargeSchema.nullable(),
  /** UNPAID: when the order is cancelled if still not paid. */
  payBefore: z.string().nullable(),
  createTime: z.string(),
  paidTime: z.string().nullable(),
  statusTime: z.string(),
});
export type FoodOrder = z.infer<typeof foodOrderSchema>;

export const foodOrderSubmitDataSchema = foodOrderSchema.extend({
  /** Reads and pays the order without an account; the site keeps it on the device. */
  orderToken: orderTokenSchema,
});
export type FoodOrderSubmitData = z.infer<typeof foodOrderSubmitDataSchema>;

/** With the owner's `Authorize` the token may be left out. */
export const foodOrderDetailBodySchema = bodyOf({
  orderId: idSchema,
  orderToken: orderTokenSchema.optional(),
});
export type FoodOrderDetailBody = z.input<typeof foodOrderDetailBodySchema>;

export const foodOrderPayBodySchema = bodyOf({
  orderId: idSchema,
  orderToken: orderTokenSchema.optional(),
  payMethod: z.enum(PAY_METHODS),
});
export type FoodOrderPayBody = z.input<typeof foodOrderPayBodySchema>;

export const foodOrderPayDataSchema = z.object({
  orderId: idSchema,
  amount: z.number().int().positive(),
  charge: foodOrderChargeSchema,
});
export type FoodOrderPayData = z.infer<typeof foodOrderPayDataSchema>;

// ── Staff: pickup and delivery orders of the store ───────────────────────────

export const staffFoodOrdersBodySchema = bodyOf({
  /** Only orders still to hand over (paid and not completed); default the last day's paid ones. */
  activeOnly: z.boolean().optional(),
});
export type StaffFoodOrdersBody = z.input<typeof staffFoodOrdersBodySchema>;

export const staffFoodOrdersDataSchema = z.object({ orderList: z.array(foodOrderSchema) });
export type StaffFoodOrdersData = z.infer<typeof staffFoodOrdersDataSchema>;

export const staffFoodOrderStatusBodySchema = bodyOf({
  orderId: idSchema,
  status: z.enum(FOOD_ORDER_STAFF_STEPS),
});
export type StaffFoodOrderStatusBody = z.input<typeof staffFoodOrderStatusBodySchema>;
