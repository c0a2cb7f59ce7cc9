/**
 * Per-route switches the cross-cutting plugins read from `config` (see docs/api.md):
 *
 * ```ts
 * app.post(path, { config: { auth: 'required' }, schema }, handler)
 * ```
 */
export type { AuthMode } from '@lahap/contract/endpoint';
import type { AuthMode } from '@lahap/contract/endpoint';

declare module 'fastify' {
  interface FastifyRequest {
    /** The matched route is under /api (its `config.api`), read once per request by `apiRoutesPlugin`. */
    isApiRoute: boolean;
  }
  interface FastifyContextConfig {
    /** Set by `apiRoutesPlugin` on every route mounted under /api; never set by hand. */
    api?: boolean;
    /**
     * Access token handling; default 'optional' (checked when sent, absent is fine). 'staff':
     * the customer auth leaves the token to the staff guard of the redemption module; 'team': to
     * the team guard (plugins/team-guard.ts).
     */
    auth?: AuthMode;
    /** Let frozen users through (sendCode / checkSlider). */
    allowFrozen?: boolean;
    /** false: a POST that needs no Sign header (browsers send it from sendBeacon). */
    signature?: boolean;
    /** false: a POST body without sessionId / requestId / timestamp (config-list calls). */
    envelope?: boolean;
    /**
     * The body is multipart/form-data read by the handler: the envelope fields arrive as form
     * fields, so the envelope plugin and the replay guard leave them to the handler, which checks
     * them with the same rules (`app.replayGuard.claim`). The Sign header covers an empty body.
     */
    multipart?: boolean;
    /**
     * The handler keys its write on (user, requestId) and answers a repeat with the first answer,
     * so the replay guard lets a repeated requestId through to it (claims).
     */
    idempotent?: boolean;
    /** Accept a text/plain JSON body too, as navigator.sendBeacon sends strings. */
    beacon?: boolean;
    /** 'code': refusals use the numeric-code form `{code, data, message}` instead of the envelope. */
    answer?: 'envelope' | 'code';
  }
}
