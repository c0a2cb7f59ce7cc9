import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type UserStatus, refreshTokens, sessions, users } from '../../db/schema/index.js';

export interface AccountUser {
  /** users.id */
  id: number;
  userId: string;
  status: UserStatus;
}

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

function accountQueries(db: Database) {
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

    /** When the phone's most recent account deletion after `since` happened, if any. */
    async findDeletionSince(countryCode: string, phoneNo: string, since: Date): Promise<Date | undefined> {
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

    /** Inserts the user; undefined when the public id is taken (the caller draws another). */
    async insertUser(user: NewUser): Promise<AccountUser | undefined> {
      const rows = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.userId })
        .returning({ id: users.id, userId: users.userId, status: users.status });
      return rows[0];
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

/** Users, sessions and refresh tokens: the SQL behind login, refresh and logout. */
export function createAccountRepository(db: Database) {
  return {
    ...accountQueries(db),
    /** Runs `work` in one transaction; inside, only the handed-in queries may be used. */
    async transaction<T>(work: (tx: AccountQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(accountQueries(tx)));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
