import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { createTokenService } from '../src/modules/identity/tokens/tokens.js';
import { createUser } from './factories.js';
import {
  api,
  appWithLogLines,
  describeEachEngine,
  expectRefusal,
  expectStillServing,
  expectSuccess,
  signedPost,
} from './helper.js';

const WHO = api('/test/whoami');
const REQUIRED = api('/test/required');
const FROZEN_OK = api('/test/frozen-ok');
const IGNORE = api('/test/ignore');

const withToken = (token: string, bearer = false) => ({
  [HEADERS.authorize]: bearer ? `Bearer ${token}` : token,
});

describeEachEngine(
  'access tokens',
  (t) => {
    it('identifies the caller from a bare or Bearer token', async () => {
      const user = await createUser(t.app);
      for (const bearer of [false, true]) {
        const response = await t.app.inject({ url: WHO, headers: withToken(user.token, bearer) });
        expect(expectSuccess(response)).toEqual({ userId: user.userId, sessionId: user.sessionId });
      }
    });

    it('treats a request without a token as a guest unless the route requires login', async () => {
      expect(expectSuccess(await t.app.inject(WHO))).toBeNull();
      expectRefusal(await signedPost(t.app, REQUIRED), 401, ERROR_CODES.SESSION_INVALID);
    });

    it('accepts a valid token on a login-only POST', async () => {
      const user = await createUser(t.app);
      const response = await signedPost(t.app, REQUIRED, {}, { headers: withToken(user.token) });
      expect(expectSuccess(response)).toEqual({ userId: user.userId });
    });

    it('answers 0310204 for an expired token', async () => {
      const user = await createUser(t.app);
      const expired = await t.app.identity.tokens.issueAccessToken(user.userId, user.sessionId, {
        now: Date.now() - 11 * 60_000,
      });
      expectRefusal(
        await t.app.inject({ url: WHO, headers: withToken(expired) }),
        401,
        ERROR_CODES.ACCESS_TOKEN_EXPIRED,
      );
      await expectStillServing(t.app);
    });

    it('answers 0310202 for a forged or malformed token', async () => {
      const user = await createUser(t.app);
      const forged = await createTokenService('not-our-secret').issueAccessToken(user.userId, user.sessionId);
      const unsigned = `${user.token.split('.').slice(0, 2).join('.')}.`;
      const noneAlg = await new SignJWT({ sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(user.userId)
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(t.app.config.jwtSecret));
      for (const token of [forged, unsigned, noneAlg, 'garbage', 'a.b.c']) {
        expectRefusal(
          await t.app.inject({ url: WHO, headers: withToken(token) }),
          401,
          ERROR_CODES.ILLEGAL_TOKEN,
        );
      }
      await expectStillServing(t.app);
    });

    it('answers 0310202 for a token naming another user than its session', async () => {
      const owner = await createUser(t.app);
      const other = await createUser(t.app);
      const mixed = await t.app.identity.tokens.issueAccessToken(other.userId, owner.sessionId);
      expectRefusal(
        await t.app.inject({ url: WHO, headers: withToken(mixed) }),
        401,
        ERROR_CODES.ILLEGAL_TOKEN,
      );
    });

    it('answers 0310205 for a revoked, missing or expired session and a deleted user', async () => {
      const revoked = await createUser(t.app, { sessionStatus: 'REVOKED' });
      const expiredSession = await createUser(t.app, { sessionTtlMs: -1_000 });
      const deleted = await createUser(t.app, { status: 'DELETED' });
      const missing = await t.app.identity.tokens.issueAccessToken(revoked.userId, randomUUID());
      for (const token of [revoked.token, expiredSession.token, deleted.token, missing]) {
        expectRefusal(
          await t.app.inject({ url: WHO, headers: withToken(token) }),
          401,
          ERROR_CODES.SESSION_INVALID,
        );
      }
    });

    it('answers 0310206 for a replaced session', async () => {
      const replaced = await createUser(t.app, { sessionStatus: 'REPLACED' });
      expectRefusal(
        await t.app.inject({ url: WHO, headers: withToken(replaced.token) }),
        401,
        ERROR_CODES.SESSION_REPLACED,
      );
    });

    it('answers 0310218 (403) for a frozen user, except where the route allows it', async () => {
      const frozen = await createUser(t.app, { status: 'FROZEN' });
      expectRefusal(
        await t.app.inject({ url: WHO, headers: withToken(frozen.token) }),
        403,
        ERROR_CODES.USER_FROZEN,
      );
      const allowed = await t.app.inject({ url: FROZEN_OK, headers: withToken(frozen.token) });
      expect(expectSuccess(allowed)).toEqual({ status: 'FROZEN' });
    });

    it('skips token checks on routes that ignore them', async () => {
      expect(expectSuccess(await t.app.inject({ url: IGNORE, headers: withToken('garbage') }))).toBe(
        'ignored',
      );
    });

    it('refuses before writing: an expired token leaves the requestId usable after a refresh', async () => {
      const user = await createUser(t.app);
      const expired = await t.app.identity.tokens.issueAccessToken(user.userId, user.sessionId, {
        now: Date.now() - 11 * 60_000,
      });
      const body = { sessionId: 's', requestId: randomUUID(), timestamp: Date.now() };
      expectRefusal(
        await signedPost(t.app, REQUIRED, body, { headers: withToken(expired) }),
        401,
        ERROR_CODES.ACCESS_TOKEN_EXPIRED,
      );
      const fresh = await t.app.identity.tokens.issueAccessToken(user.userId, user.sessionId);
      expectSuccess(await signedPost(t.app, REQUIRED, body, { headers: withToken(fresh) }));
    });
  },
  {
    extraRoutes: (app: FastifyInstance) => {
      app.get(WHO, async (request) => ({
        success: true,
        data: request.user ? { userId: request.user.userId, sessionId: request.user.sessionId } : null,
        error: null,
      }));
      app.post(REQUIRED, { config: { auth: 'required' } }, async (request) => ({
        success: true,
        data: { userId: request.user?.userId },
        error: null,
      }));
      app.get(FROZEN_OK, { config: { auth: 'required', allowFrozen: true } }, async (request) => ({
        success: true,
        data: { status: request.user?.status },
        error: null,
      }));
      app.get(IGNORE, { config: { auth: 'ignore' } }, async () => ({
        success: true,
        data: 'ignored',
        error: null,
      }));
    },
  },
);

// Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
it('never logs the Authorize header, even when request headers are logged', async () => {
  const { app, lines } = await appWithLogLines({
    serializers: { req: (req: { headers: unknown }) => ({ headers: req.headers }) },
  });
  await app.inject({ url: WHO, headers: withToken('super-secret-token') });
  await app.close();
  expect(lines.join('\n')).toContain('[redacted]');
  expect(lines.join('\n')).not.toContain('super-secret-token');
}, 60_000);
