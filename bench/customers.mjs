// The customers of a storm, made by its server (claim-server.mjs, flash-sale-server.mjs,
// soak-server.mjs) straight in the database before the storm: users with a live session each, and
// their access tokens (and, for the soak, which outlives an access token, their refresh tokens).
import { randomUUID } from 'node:crypto';
import { refreshTokens, sessions, users } from '@lahap/server/dist/db/schema/index.js';
import {
  generateRefreshToken,
  hashRefreshToken,
} from '@lahap/server/dist/modules/identity/tokens/refresh-token.js';

const DAY_MS = 86_400_000;
/** Rows per insert: two or three parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 2_000;

/** `count` logged-in customers of the app `app`; their access tokens, in the order made. */
export async function makeCustomers(app, count) {
  return (await makeCustomerSessions(app, count)).map((session) => session.accessToken);
}

/**
 * `count` logged-in customers of the app `app`, in the order made: each one's access token and the
 * refresh token the app would exchange for the next when it runs out, and their public user id.
 * `issuedAgoMsOf(k)` is how long ago the k-th customer's access token was issued (now when not given).
 */
export async function makeCustomerSessions(app, count, { issuedAgoMsOf } = {}) {
  const run = Date.now();
  const held = [];
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
    const started = await app.db
      .insert(sessions)
      .values(
        made.map((user) => ({
          userId: user.id,
          familyId: randomUUID(),
          expiresAt: new Date(run + DAY_MS),
        })),
      )
      .returning({ id: sessions.id, userId: sessions.userId, familyId: sessions.familyId });
    const refreshOf = new Map(started.map((session) => [session.id, generateRefreshToken()]));
    await app.db.insert(refreshTokens).values(
      started.map((session) => ({
        tokenHash: hashRefreshToken(refreshOf.get(session.id)),
        sessionId: session.id,
        familyId: session.familyId,
        userId: session.userId,
        createdAt: new Date(run),
        expiresAt: new Date(run + DAY_MS),
      })),
    );
    const sessionOf = new Map(started.map((session) => [session.userId, session.id]));
    held.push(
      ...(await Promise.all(
        made.map(async (user, k) => ({
          accessToken: await app.identity.tokens.issueAccessToken(user.userId, sessionOf.get(user.id), {
            now: run - (issuedAgoMsOf?.(from + k) ?? 0),
          }),
          refreshToken: refreshOf.get(sessionOf.get(user.id)),
          userId: user.userId,
        })),
      )),
    );
  }
  return held;
}
