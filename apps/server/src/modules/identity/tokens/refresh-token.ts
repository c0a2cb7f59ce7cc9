import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 32 random bytes, base64url. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form. A plain SHA-256 suffices: the token is 256 random bits, so there is nothing
 * to guess, and a lookup by hash stays a single indexed read.
 */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
