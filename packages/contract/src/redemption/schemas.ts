import { z } from 'zod';
import { idSchema } from '../discovery/schemas.js';
import { REDEEM_KINDS } from '../enums.js';

/**
 * What the customer's app needs to show a voucher's rotating code offline: the voucher's own
 * secret (hex), never its merchant's key; `./code.ts` turns it into the code of any moment.
 * Vouchers and store coupons alike.
 */
export const redeemCodeSeedSchema = z.object({
  kind: z.enum(REDEEM_KINDS),
  id: idSchema,
  itemId: idSchema,
  secret: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RedeemCodeSeed = z.infer<typeof redeemCodeSeedSchema>;
