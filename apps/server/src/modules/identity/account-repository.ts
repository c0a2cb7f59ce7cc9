import type { DomainEventPayload } from '@lahap/contract/events';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Outbox } from '../../plugins/outbox.js';
import {
  type UserStatus,
  deletedPhones,
  deletionProcesses,
  deviceTokens,
  favourites,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/index.js';
import type { PhoneHasher } from './deletion/deletion-phone-hash.js';

/** What a deleted account's phone_no becomes: not a number, so it matches no phone. */
export const DELETED_PHONE_TOMBSTONE = 'deleted';

export interface AccountUser {
  /** users.id */
  id: number;
  userId: string;
  status: UserStatus;
}

/** What a registration tells the invitations module when the login carried an invite code. */
export type RegistrationReferral = NonNullable<DomainEventPayload<'customer.registered'>['referral']>;

export interface NewUser {
  userId: string;
  countryCode: string;
  phoneNo: string;
  inviteCodeUsed: string | null;
  shareMethod: string | null;
  createdAt: Date;
}

export interface NewRefreshToken {
  tokenHash: string;
  sessionId: string;
  familyId: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

export interface ClaimedRefreshToken {
  sessionId: string;
  familyId: string;
  userId: number;
}

export interface RefreshTokenState {
  familyId: string;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface AccountPhone {
  countryCode: string;
  /** E.164 digits without '+'. */
  phoneNo: string;
}

export interface NewDeletionProcess {
  tokenHash: string;
  userId: number;
  otpCodeId: number;
  createdAt: Date;
  expiresAt: Date;
}

export interface DeletionProcess {
  userId: number;
  otpCodeId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

function accountQueries(db: Database, hashPhone: PhoneHasher, outbox: Outbox) {
  return {
    /** The account that holds the phone now (deleted accounts hold none). */
    async findLiveUserByPhone(countryCode: string, phoneNo: string): Promise<AccountUser | undefined> {
      const rows = await db
        .select({ id: users.id, userId: users.userId, status: users.status })
        .from(users)
        .where(
          and(eq(users.countryCode, countryCode), eq(users.phoneNo, phoneNo), ne(users.status, 'DELETED')),
        )
        .limit(1);
      return rows[0];
    },

    /**
     * When the phone's most recent account deletion after `since` happened, if any: from the
     * hashed deleted_phones rows, and from deleted users rows that still hold the plain number
     * (accounts deleted before phones were kept only hashed).
     */
    async findDeletionSince(countryCode: string, phoneNo: string, since: Date): Promise<Date | undefined> {
      const hashed = await db
        .select({ deletedAt: deletedPhones.deletedAt })
        .from(deletedPhones)
        .where(
          and(
            eq(deletedPhones.phoneHash, hashPhone(countryCode, phoneNo)),
            gt(deletedPhones.deletedAt, since),
          ),
        )
        .orderBy(desc(deletedPhones.deletedAt))
        .limit(1);
      if (hashed[0]) return hashed[0].deletedAt;
      const rows = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(
          and(
            eq(users.countryCode, countryCode),
            eq(users.phoneNo, phoneNo),
            eq(users.status, 'DELETED'),
            gt(users.deletedAt, since),
          ),
        )
        .orderBy(desc(users.deletedAt))
        .limit(1);
      return rows[0]?.deletedAt ?? undefined;
    },

    /**
     * Inserts the user and says so (`customer.registered`), inside the login's transaction;
     * undefined when the public id is taken (the caller draws another).
     */
    async insertUser(user: NewUser, referral: RegistrationReferral | null): Promise<AccountUser | undefined> {
      const rows = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.userId })
        .returning({ id: users.id, userId: users.userId, status: users.status });
      const created = rows[0];
      if (created) await outbox.publish(db, 'customer.registered', { userId: created.id, referral });
      return created;
    },

    async findUser(id: number): Promise<AccountUser | undefined> {
      const rows = await db
        .select({ id: users.id, userId: users.userId, status: users.status })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return rows[0];
    },

    /** Answers the new session id (the access token's `sid`). */
    async insertSession(session: {
      userId: number;
      familyId: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned no row');
      return row.id;
    },

    async isSessionActive(sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ status: sessions.status })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return rows[0]?.status === 'ACTIVE';
    },

    async extendSession(sessionId: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },

    async insertRefreshToken(token: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Marks a live refresh token used and answers what it belonged to. Conditional on it being
     * unused, so of two requests presenting one token exactly one gets it.
     */
    async claimRefreshToken(tokenHash: string, now: Date): Promise<ClaimedRefreshToken | undefined> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({
          sessionId: refreshTokens.sessionId,
          familyId: refreshTokens.familyId,
          userId: refreshTokens.userId,
        });
      return rows[0];
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenState | undefined> {
      const rows = await db
        .select({
          familyId: refreshTokens.familyId,
          usedAt: refreshTokens.usedAt,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** Ends every session of the family and voids its refresh tokens. */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ status: 'REVOKED' }).where(eq(sessions.familyId, familyId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** The phone the user holds now (undefined once deleted). */
    async findPhoneOfUser(id: number): Promise<AccountPhone | undefined> {
      const rows = await db
        .select({ countryCode: users.countryCode, phoneNo: users.phoneNo })
        .from(users)
        .where(and(eq(users.id, id), ne(users.status, 'DELETED')))
        .limit(1);
      return rows[0];
    },

    async insertDeletionProcess(process: NewDeletionProcess): Promise<void> {
      await db.insert(deletionProcesses).values(process);
    },

    async findDeletionProcess(tokenHash: string): Promise<DeletionProcess | undefined> {
      const rows = await db
        .select({
          userId: deletionProcesses.userId,
          otpCodeId: deletionProcesses.otpCodeId,
          expiresAt: deletionProcesses.expiresAt,
          usedAt: deletionProcesses.usedAt,
        })
        .from(deletionProcesses)
        .where(eq(deletionProcesses.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /**
     * Marks the user's live process used; true for exactly one caller, so two confirmations
     * racing with one processToken cannot both delete.
     */
    async claimDeletionProcess(tokenHash: string, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(deletionProcesses)
        .set({ usedAt: now })
        .where(
          and(
            eq(deletionProcesses.tokenHash, tokenHash),
            eq(deletionProcesses.userId, userId),
            isNull(deletionProcesses.usedAt),
            gt(deletionProcesses.expiresAt, now),
          ),
        )
        .returning({ id: deletionProcesses.id });
      return rows.length === 1;
    },

    /**
     * Deletes the account (inside the caller's transaction): status DELETED, personal data
     * cleared, the phone kept only as its hash for the re-registration block, every session
     * and refresh token revoked, its devices unlinked, its favourites gone. The row itself
     * stays, so whatever the law keeps for orders still points at the (now anonymous) id.
     * False when it was not live.
     */
    async deleteAccount(id: number, now: Date): Promise<boolean> {
      const [phone] = await db
        .select({ countryCode: users.countryCode, phoneNo: users.phoneNo })
        .from(users)
        .where(and(eq(users.id, id), ne(users.status, 'DELETED')))
        .for('update')
        .limit(1);
      if (!phone) return false;
      await db.insert(deletedPhones).values({
        phoneHash: hashPhone(phone.countryCode, phone.phoneNo),
        deletedAt: now,
      });
      await db
        .update(users)
        .set({
          status: 'DELETED',
          deletedAt: now,
          phoneNo: DELETED_PHONE_TOMBSTONE,
          userName: null,
          headPortrait: null,
        })
        .where(eq(users.id, id));
      await db.update(sessions).set({ status: 'REVOKED' }).where(eq(sessions.userId, id));
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
      // The device's push token belongs to the device; only the link to the person goes.
      await db.update(deviceTokens).set({ userId: null }).where(eq(deviceTokens.userId, id));
      // What the person saved says who they are and where they eat; no law keeps it.
      await db.delete(favourites).where(eq(favourites.userId, id));
      return true;
    },

    /** The family of a session (logout ends the whole login, whichever rotation it is on). */
    async familyOfSession(sessionId: string): Promise<string | undefined> {
      const rows = await db
        .select({ familyId: sessions.familyId })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return rows[0]?.familyId;
    },
  };
}
/** The queries, on the pool or inside a transaction. */
export type AccountQueries = ReturnType<typeof accountQueries>;

/** Users, sessions and refresh tokens: the SQL behind login, refresh, logout and deletion. */
export function createAccountRepository(db: Database, hashPhone: PhoneHasher, outbox: Outbox) {
  return {
    ...accountQueries(db, hashPhone, outbox),
    /** Runs `work` in one transaction; inside, only the handed-in queries may be used. */
    async transaction<T>(work: (tx: AccountQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(accountQueries(tx, hashPhone, outbox)));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
