import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeCanonicalBase64url } from '../../lib/base64url.js';

/** A participant of a table session, as a verified token names them. */
export interface ParticipantClaim {
  sessionId: string;
  participantId: string;
}

/**
 * Participant tokens (ADR 021): `<participantId>.<mac>`, the mac an HMAC-SHA256 over the session
 * and the participant in canonical base64url. A table needs no account, so this is what proves a
 * phone sits at it; one token is good for its own session only, and has one spelling.
 */
export function createParticipantTokens(secret: Uint8Array) {
  const macOf = (sessionId: string, participantId: string) =>
    createHmac('sha256', secret).update(`table:${sessionId}:${participantId}`).digest();

  return {
    issue(claim: ParticipantClaim): string {
      return `${claim.participantId}.${macOf(claim.sessionId, claim.participantId).toString('base64url')}`;
    },

    /** The participant a token names for this session, or null when it is not one we issued for it. */
    verify(sessionId: string, token: string): ParticipantClaim | null {
      const dot = token.indexOf('.');
      if (dot <= 0) return null;
      const participantId = token.slice(0, dot);
      if (!/^[1-9]\d{0,18}$/.test(participantId)) return null;
      const given = decodeCanonicalBase64url(token.slice(dot + 1));
      if (!given || given.length !== 32) return null;
      return timingSafeEqual(given, macOf(sessionId, participantId)) ? { sessionId, participantId } : null;
    },
  };
}

export type ParticipantTokens = ReturnType<typeof createParticipantTokens>;
