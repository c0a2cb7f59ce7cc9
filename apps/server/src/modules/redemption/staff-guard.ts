import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS, readBearer } from '@lahap/contract/headers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRouteRequest } from '../../lib/api-paths.js';
import { DomainError } from '../../lib/domain-error.js';
import '../../lib/route-flags.js';
import type { StaffPrincipal } from './staff-auth-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on `auth: 'staff'` routes once the staff token checked out. */
    staff: StaffPrincipal | null;
  }
}

const AUTHORIZE = HEADERS.authorize.toLowerCase();

const loginRequired = () => new DomainError(ERROR_CODES.STAFF_LOGIN_REQUIRED, 401);

/**
 * Checks the staff token in `Authorize` on every /api route flagged `auth: 'staff'` (the
 * customer auth leaves those alone) and sets `request.staff`; a missing, forged, expired or
 * customer token answers 1006002. Runs as a preHandler like the customer auth, so after the
 * signature, envelope and schema checks and before the replay guard.
 */
export function addStaffGuard(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<StaffPrincipal>,
) {
  app.decorateRequest('staff', null);
  // A callback hook, so the other routes pass without the promise and microtask of an async hook.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!isApiRouteRequest(request) || request.routeOptions.config.auth !== 'staff') {
      done();
      return;
    }
    const raw = request.headers[AUTHORIZE];
    const token = readBearer(typeof raw === 'string' ? raw : undefined);
    if (!token) {
      done(loginRequired());
      return;
    }
    authenticate(token).then((staff) => {
      request.staff = staff;
      done();
    }, done);
  });
}

/** The staff member on an `auth: 'staff'` route (the guard already refused everyone else). */
export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw loginRequired();
  return request.staff;
}
