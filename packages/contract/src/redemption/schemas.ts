import { z } from 'zod';
import { idSchema } from '../discovery/schemas.js';
import { REDEEM_KINDS } from '../enums.js';

/**
 * What the customer's app needs to show a voucher's or store coupon's rotating code offline
 * (ADR 017): the private seed of its own Ed25519 key pair (hex) and its merchant's certificate of
 * that key pair's public half (base64url), never anything of the merchant's; `./code.ts` turns
 * them into the code of any moment. A counter checks such codes with the merchant's public key.
 */
export const redeemCodeSeedSchema = z.object({
  kind: z.enum(REDEEM_KINDS),
  id: idSchema,
  itemId: idSchema,
  secret: z.string().regex(/^[0-9a-f]{64}$/),
  cert: z.string().regex(/^[A-Za-z0-9_-]{86}$/),
});
export type RedeemCodeSeed = z.infer<typeof redeemCodeSeedSchema>;
