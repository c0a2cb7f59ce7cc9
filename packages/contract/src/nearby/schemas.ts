import { z } from 'zod';
import { latitudeSchema, longitudeSchema, productCardSchema, storeCardSchema } from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import { DELIVERY_STORE_PAGE_SIZE, HOT_PRODUCT_PAGE_SIZE } from './paths.js';

const pageShape = (size: number) => ({
  /** The customer's position; absent → central Jakarta, as the home list does. */
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(size),
});

export const deliveryStoreListBodySchema = bodyOf(pageShape(DELIVERY_STORE_PAGE_SIZE));
export type DeliveryStoreListBody = z.input<typeof deliveryStoreListBodySchema>;

/** A store card with what its delivery link needs: the ordering site opens qrCodeId with orderFoodType 1. */
export const deliveryStoreSchema = storeCardSchema.extend({
  deliveryQrCodeId: z.string(),
  /** How far the store delivers, in metres. */
  deliveryRadiusMeters: z.number().int().positive(),
});
export type DeliveryStore = z.infer<typeof deliveryStoreSchema>;

export const deliveryStoreListDataSchema = z.object({
  storeList: z.array(deliveryStoreSchema),
  hasMore: z.boolean(),
  /** How many stores deliver to the position in all. */
  total: z.number().int().nonnegative(),
});
export type DeliveryStoreListData = z.infer<typeof deliveryStoreListDataSchema>;

export const hotProductListBodySchema = bodyOf(pageShape(HOT_PRODUCT_PAGE_SIZE));
export type HotProductListBody = z.input<typeof hotProductListBodySchema>;

export const hotProductSchema = productCardSchema.extend({
  /** Units bought and paid for, all time: what the list ranks on. */
  unitsSold: z.number().int().nonnegative(),
});
export type HotProduct = z.infer<typeof hotProductSchema>;

export const hotProductListDataSchema = z.object({
  productList: z.array(hotProductSchema),
  hasMore: z.boolean(),
  total: z.number().int().nonnegative(),
});
export type HotProductListData = z.infer<typeof hotProductListDataSchema>;
