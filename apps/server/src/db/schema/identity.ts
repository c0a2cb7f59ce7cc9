/** Tables of the identity module (modules/identity). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const USER_STATUSES = ['ACTIVE', 'FROZEN', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public user id the client sees and the access token carries as `sub`. */
    userId: text('user_id').notNull().unique(),
    countryCode: text('country_code').notNull().default('62'),
    phoneNo: text('phone_no').notNull(),
    userName: text('user_name'),
    headPortrait: text('head_portrait'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set with status DELETED; the phone may register again REREGISTRATION_BLOCK_DAYS later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The invite code given at registration, kept for the invitation feature. */
    inviteCodeUsed: text('invite_code_used'),
    /** How the invitation reached the user (one of SHARE_TYPES), at registration. */
    shareMethod: text('share_method'),
  },
  (t) => [
    check('users_status_check', sql`${t.status} in ('ACTIVE', 'FROZEN', 'DELETED')`),
    // A deleted account frees its phone number for a later registration.
    uniqueIndex('users_phone_live_idx')
      .on(t.countryCode, t.phoneNo)
      .where(sql`${t.status} <> 'DELETED'`),
    // Login asks whether the phone deleted an account recently.
    index('users_phone_deleted_idx')
      .on(t.countryCode, t.phoneNo, t.deletedAt)
      .where(sql`${t.status} = 'DELETED'`),
  ],
);

export const SESSION_STATUSES = ['ACTIVE', 'REVOKED', 'REPLACED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** One login on one device; the access token's `sid`. Rotation keeps the family id. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_status_check', sql`${t.status} in ('ACTIVE', 'REVOKED', 'REPLACED')`),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
  ],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each use marks the row used and issues the
 * next one in the same family (one family per login); presenting a used token again revokes
 * the family's sessions and tokens.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was exchanged for the next token; a second exchange is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Logout or reuse detection. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Phones whose account was deleted, kept only as an HMAC (key derived from JWT_SECRET), so the
 * re-registration block can be checked without keeping the number. Deliberately not linked to
 * the deleted user: nothing here ties the anonymised account back to a person.
 */
export const deletedPhones = pgTable(
  'deleted_phones',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phoneHash: text('phone_hash').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deleted_phones_hash_idx').on(t.phoneHash, t.deletedAt)],
);

/**
 * One account deletion attempt: the processToken (stored as its SHA-256) handed out with a
 * CANCELLATION code, bound to the user and to that code. Used once, by the deletion itself.
 */
export const deletionProcesses = pgTable(
  'deletion_processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** otp_codes.id of the code sent with it (no foreign key: old codes are swept). */
    otpCodeId: bigint('otp_code_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('deletion_processes_user_idx').on(t.userId)],
);
