import { z } from 'zod';
import { codeEnvelopeOf } from '../envelope.js';
import { WHATSAPP_NUMBER_PATTERN } from './keys.js';

export const configKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-zA-Z0-9_.-]+$/, 'only letters, digits, dot, dash and underscore');

export const configInfoQuerySchema = z.object({ key: configKeySchema });

/** A config value is any JSON the operators stored; each key documents its own shape. */
export const configValueSchema = z.json();
export type ConfigValue = z.infer<typeof configValueSchema>;
/** configInfo answers null for a key no operator has set. */
export const configInfoDataSchema = configValueSchema.nullable();

export const exploreTabConfigSchema = z.object({
  allUsers: z.boolean(),
  userIds: z.array(z.string()),
});
export type ExploreTabConfig = z.infer<typeof exploreTabConfigSchema>;

export const firstLoginPopupConfigSchema = z.object({ enabled: z.boolean() });
export type FirstLoginPopupConfig = z.infer<typeof firstLoginPopupConfigSchema>;

export const devOptionStoreSchema = z.object({ storeId: z.string(), name: z.string() });
export const devOptionStoresConfigSchema = z.array(devOptionStoreSchema);

/**
 * Where customers reach a person: a WhatsApp business number (digits with the country code, as
 * wa.me wants it) and an e-mail address for what a chat cannot carry.
 */
export const customerServiceConfigSchema = z.object({
  whatsApp: z.string().regex(WHATSAPP_NUMBER_PATTERN, 'digits with the country code'),
  email: z.email(),
});
export type CustomerServiceConfig = z.infer<typeof customerServiceConfigSchema>;

/** configList: an unsigned body with no envelope fields. */
export const configListBodySchema = z.object({
  keys: z.array(configKeySchema).min(1).max(50),
});
export const configListDataSchema = z.array(z.object({ key: z.string(), value: configValueSchema }));
export type ConfigListData = z.infer<typeof configListDataSchema>;

export const devOptWhiteListBodySchema = z.object({ app_id: z.string().min(1).max(64) });
export const devOptWhiteListSchema = z.object({
  userIds: z.array(z.string()),
  adIds: z.array(z.string()),
  guids: z.array(z.string()),
  uuids: z.array(z.string()),
});
export type DevOptWhiteList = z.infer<typeof devOptWhiteListSchema>;
export const devOptWhiteListResponseSchema = codeEnvelopeOf(devOptWhiteListSchema);
