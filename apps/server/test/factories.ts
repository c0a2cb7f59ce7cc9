import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type SessionStatus, type UserStatus, sessions, users } from '../src/db/schema/index.js';

export interface TestUser {
  id: number;
  userId: string;
  sessionId: string;
  /** A valid access token for the session. */
  token: string;
}

export interface UserOptions {
  status?: UserStatus;
  sessionStatus?: SessionStatus;
  /** Session lifetime from now; negative for an expired session. */
  sessionTtlMs?: number;
}

/** A user with one session and a fresh access token for it. */
export async function createUser(app: FastifyInstance, options: UserOptions = {}): Promise<TestUser> {
  const [user] = await app.db
    .insert(users)
    .values({
      userId: `U${randomInt(10_000_000, 99_999_999)}`,
      phoneNo: `81${randomInt(10_000_000, 99_999_999)}`,
      userName: 'Tester',
      status: options.status ?? 'ACTIVE',
    })
    .returning({ id: users.id, userId: users.userId });
  const [session] = await app.db
    .insert(sessions)
    .values({
      userId: user!.id,
      familyId: randomUUID(),
      status: options.sessionStatus ?? 'ACTIVE',
      expiresAt: new Date(Date.now() + (options.sessionTtlMs ?? 30 * 24 * 3_600_000)),
    })
    .returning({ id: sessions.id });
  const token = await app.identity.tokens.issueAccessToken(user!.userId, session!.id);
  return { id: user!.id, userId: user!.userId, sessionId: session!.id, token };
}

/** Many users at once (bulk inserts), each with a session and an access token: the crowd of a storm. */
export async function createUsers(app: FastifyInstance, count: number): Promise<TestUser[]> {
  // Numbered from a random start rather than drawn one by one: 10,000 draws from 900 million
  // numbers meet twice in about one storm in twenty, and the users' phones and ids are unique.
  const start = randomInt(100_000_000, 999_999_999 - count);
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: `U${String(start + i)}`,
    phoneNo: `82${String(start + i)}`,
    userName: 'Buyer',
    status: 'ACTIVE' as const,
  }));
  const made: TestUser[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await app.db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning({ id: users.id, userId: users.userId });
    const sessionRows = await app.db
      .insert(sessions)
      .values(
        inserted.map((user) => ({
          userId: user.id,
          familyId: randomUUID(),
          status: 'ACTIVE' as const,
          expiresAt: new Date(Date.now() + 24 * 3_600_000),
        })),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    for (const [index, user] of inserted.entries()) {
      const session = sessionRows[index]!;
      const token = await app.identity.tokens.issueAccessToken(user.userId, session.id);
      made.push({ id: user.id, userId: user.userId, sessionId: session.id, token });
    }
  }
  return made;
}
