import { ERROR_CODES } from '@lahap/contract/errors';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error.js';
import type { AuthUser } from './auth.js';

/** The caller on an `auth: 'required'` route (the auth plugin already refused guests). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new DomainError(ERROR_CODES.SESSION_INVALID);
  return request.user;
}
