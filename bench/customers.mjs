// The customers of a storm, made by its server (claim-server.mjs, flash-sale-server.mjs) straight
// in the database before the storm: users with a live session each, and their access tokens.
import { randomUUID } from 'node:crypto';
import { sessions, users } from '@lahap/server/dist/db/schema/index.js';

const DAY_MS = 86_400_000;
/** Rows per insert: two or three parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 2_000;

/** `count` logged-in customers of the app `app`; their access tokens, in the order made. */
export async function makeCustomers(app, count) {
  const run = Date.now();
  const tokens = [];
  for (let from = 0; from < count; from += CHUNK) {
    const made = await app.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(CHUNK, count - from) }, (_, k) => ({
          userId: `B${run}${from + k}`,
          phoneNo: `8${run % 1e9}${from + k}`,
        })),
      )
      .returning({ id: users.id, userId: users.userId });
    const held = await app.db
      .insert(sessions)
      .values(
        made.map((user) => ({
          userId: user.id,
          familyId: randomUUID(),
          expiresAt: new Date(run + DAY_MS),
        })),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    const byUser = new Map(held.map((session) => [session.userId, session.id]));
    tokens.push(
      ...(await Promise.all(
        made.map((user) => app.identity.tokens.issueAccessToken(user.userId, byUser.get(user.id))),
      )),
    );
  }
  return tokens;
}
