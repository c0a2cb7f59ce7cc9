import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS, readBearer } from '@lahap/contract/headers';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRouteRequest } from '../lib/api-paths.js';
import { DomainError } from '../lib/domain-error.js';
import '../lib/route-flags.js';

/** The caller behind a valid access token. */
export interface AuthUser {
  /** users.id (internal). */
  id: number;
  /** The public user id. */
  userId: string;
  sessionId: string;
  status: 'ACTIVE' | 'FROZEN';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carried a valid access token; null for guests. */
    user: AuthUser | null;
  }
}

const AUTHORIZE = HEADERS.authorize.toLowerCase();

/**
 * Checks the access token in `Authorize` on every /api request that carries one, unless the
 * route says `auth: 'ignore'`; `auth: 'required'` also refuses guests. Maps every failure to
 * the spec codes the client acts on (spec §4 "Session and token").
 */
export const authPlugin = fp(
  async (app) => {
    const { tokens, findSessionForAuth } = app.identity;
    app.decorateRequest('user', null);

    /** Checks a sent access token against its session and sets `request.user`. */
    async function authenticate(request: FastifyRequest, token: string, allowFrozen: boolean): Promise<void> {
      const claims = await tokens.verifyAccessToken(token);
      const found = await findSessionForAuth(claims.sessionId);
      if (!found) throw new DomainError(ERROR_CODES.SESSION_INVALID);
      // A validly signed token whose user is not the session's owner was not issued by us.
      if (found.userId !== claims.userId) throw new DomainError(ERROR_CODES.ILLEGAL_TOKEN);
      if (found.sessionStatus === 'REPLACED') throw new DomainError(ERROR_CODES.SESSION_REPLACED);
      if (found.sessionStatus !== 'ACTIVE' || found.expired || found.userStatus === 'DELETED') {
        throw new DomainError(ERROR_CODES.SESSION_INVALID);
      }
      if (found.userStatus === 'FROZEN' && !allowFrozen) throw new DomainError(ERROR_CODES.USER_FROZEN);
      request.user = {
        id: found.id,
        userId: found.userId,
        sessionId: claims.sessionId,
        status: found.userStatus,
      };
    }

    // A callback hook, so guests (most reads) pass without the promise and microtask of an
    // async hook; only a sent token takes the asynchronous path.
    app.addHook('preHandler', (request, _reply, done) => {
      if (!isApiRouteRequest(request)) {
        done();
        return;
      }
      const { auth = 'optional', allowFrozen = false } = request.routeOptions.config;
      // Staff and team calls carry their own tokens, which their guards check instead.
      const raw =
        auth === 'ignore' || auth === 'staff' || auth === 'team' ? undefined : request.headers[AUTHORIZE];
      const token = readBearer(typeof raw === 'string' ? raw : undefined);
      if (token) {
        authenticate(request, token, allowFrozen).then(() => done(), done);
      } else if (auth === 'required') {
        done(new DomainError(ERROR_CODES.SESSION_INVALID));
      } else {
        done();
      }
    });
  },
  { name: 'auth', dependencies: ['identity', 'errors'] },
);
