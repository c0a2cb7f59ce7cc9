/** Tables of the identity module (modules/identity/otp and its SMS sender). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OTP_SCENE_VALUES = ['LOGIN', 'CANCELLATION'] as const;

/**
 * One-time codes as sent: the HMAC of the code (never the code), its life and tries. The rows
 * are also the send log every rate limit counts (per phone, device and address), so the limits
 * hold across server processes. Times come from the service clock, not the database's.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** E.164 digits without '+'. */
    phone: text('phone').notNull(),
    scene: text('scene', { enum: OTP_SCENE_VALUES }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [
    check('otp_codes_scene_check', sql`${t.scene} in ('LOGIN', 'CANCELLATION')`),
    index('otp_codes_phone_scene_idx').on(t.phone, t.scene, t.createdAt),
    index('otp_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('otp_codes_device_created_idx').on(t.deviceId, t.createdAt),
    index('otp_codes_ip_created_idx').on(t.ip, t.createdAt),
    index('otp_codes_created_idx').on(t.createdAt),
  ],
);

/** Anti-bot challenges already used once, kept until they expire (when Redis is not configured). */
export const otpChallengesUsed = pgTable(
  'otp_challenges_used',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_challenges_used_expires_idx').on(t.expiresAt)],
);

/** What the console SMS sender "sent": the demo outbox (never read in production). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id), index('sms_outbox_created_idx').on(t.createdAt)],
);
