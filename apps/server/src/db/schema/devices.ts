/** Tables of the identity module (modules/identity/devices). */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** The push (FCM) token of each device, and who was logged in on it when it was reported. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    /** The client's device id (X-Digital-Food deviceId). */
    deviceId: text('device_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    fcmToken: text('fcm_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('device_tokens_user_idx').on(t.userId)],
);
