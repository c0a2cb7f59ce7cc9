import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { type SessionStatus, type UserStatus, sessions, users } from '../../../db/schema/index.js';

export interface SessionForAuth {
  /** users.id */
  id: number;
  userId: string;
  userStatus: UserStatus;
  sessionStatus: SessionStatus;
  expired: boolean;
}

export function createSessionRepository(db: Database) {
  // Runs on every authenticated call: one indexed lookup by primary key, prepared once.
  const sessionForAuth = db
    .select({
      id: users.id,
      userId: users.userId,
      userStatus: users.status,
      sessionStatus: sessions.status,
      expired: sql<boolean>`${sessions.expiresAt} <= now()`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('identity_session_for_auth');

  return {
    /** The session and its user, for checking an access token; undefined when there is none. */
    async findSessionForAuth(sessionId: string): Promise<SessionForAuth | undefined> {
      const rows = await sessionForAuth.execute({ sessionId });
      return rows[0];
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
