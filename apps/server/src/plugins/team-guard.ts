import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS, readBearer } from '@lahap/contract/headers';
import fp from 'fastify-plugin';
import { isApiRouteRequest } from '../lib/api-paths.js';
import { DomainError } from '../lib/domain-error.js';
import '../lib/route-flags.js';

const AUTHORIZE = HEADERS.authorize.toLowerCase();

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The team's views (usage and errors) answer only the team's admin token, sent as
 * `Authorize: Bearer <TEAM_TOKEN>` on routes flagged `auth: 'team'`; anything else answers
 * 1012001 with 401. The customer auth leaves those routes alone.
 */
export const teamGuardPlugin = fp(
  async (app) => {
    const { teamToken } = app.config;
    app.addHook('preHandler', (request, _reply, done) => {
      if (!isApiRouteRequest(request) || request.routeOptions.config.auth !== 'team') {
        done();
        return;
      }
      const raw = request.headers[AUTHORIZE];
      const token = readBearer(typeof raw === 'string' ? raw : undefined);
      if (token && sameToken(token, teamToken)) done();
      else done(new DomainError(ERROR_CODES.TEAM_TOKEN_INVALID, 401));
    });
  },
  { name: 'team-guard', dependencies: ['config', 'errors'] },
);
