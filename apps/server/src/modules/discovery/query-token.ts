import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { decodeCanonicalBase64url } from '../../lib/base64url.js';
import { parameterError } from '../../lib/domain-error.js';

/** Which list a queryId continues; a token of one list is refused by every other. */
export type ListKind =
  | 'distance'
  | 'region'
  | 'recommend'
  | 'poi'
  | 'poi-recommend'
  | 'search-store'
  | 'search-product'
  | 'malls'
  | 'mall-products'
  | 'applicable'
  | 'flash-sale'
  | 'product-list';

/**
 * Where a list stands: the ordering key of the last row served (`key`, `id`) or an offset, plus
 * the snapshot time rows must predate, and the request parameters the first page pinned.
 */
export interface ListState {
  kind: ListKind;
  /** Milliseconds since the epoch: only rows created before this are listed. */
  snapshot: number;
  lat: number;
  lng: number;
  /** Ordering value of the last row served (distance chord, score or relevance); null before any row. */
  key: number | null;
  /** Id of the last row served; null before any row. */
  id: string | null;
  /** Rows served so far (offset lists continue from here). */
  served: number;
  /** How many rows the whole list holds, counted once on the first page; null when not counted. */
  total: number | null;
  /** The first page's filters, so later pages list the same thing whatever the body says. */
  params: Record<string, unknown>;
}

/** The state of a list's first page at `position`, listing rows created up to `snapshot`. */
export function freshState(
  kind: ListKind,
  snapshot: number,
  position: { lat: number; lng: number },
  params: Record<string, unknown>,
  served = 0,
): ListState {
  return {
    kind,
    snapshot,
    lat: position.lat,
    lng: position.lng,
    key: null,
    id: null,
    served,
    total: null,
    params,
  };
}

const stateSchema = z.object({
  kind: z.string(),
  snapshot: z.number().int().nonnegative(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  key: z.number().nullable(),
  id: z
    .string()
    .regex(/^\d{1,19}$/)
    .nullable(),
  served: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
  params: z.record(z.string(), z.unknown()),
});

/** 16 bytes of HMAC-SHA256 are plenty against forgery and keep the token short. */
const TAG_BYTES = 16;

/**
 * Opaque paging tokens (the `queryId` of every list): base64url JSON of the list state, then a
 * truncated HMAC over it with a key derived from JWT_SECRET. A client cannot move a cursor, widen
 * a snapshot or swap filters without the tag failing; a bad token answers a parameter error.
 */
export function createQueryTokens(masterSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'lahap', 'lahap:query-id', 32));
  const tagOf = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, TAG_BYTES).toString('base64url');

  return {
    encode(state: ListState): string {
      const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
      return `${payload}.${tagOf(payload)}`;
    },

    /** The refusal for a token that does not belong to this request's list. */
    mismatch(field: string) {
      return parameterError(`body.${field}: not a query id of this list`);
    },

    /** The state a token carries; refuses a forged, damaged or other list's token. */
    decode(token: string, kind: ListKind | readonly ListKind[], field = 'queryId'): ListState {
      const kinds: readonly string[] = typeof kind === 'string' ? [kind] : kind;
      const invalid = () => parameterError(`body.${field}: not a query id of this list`);
      const [payload, tag, extra] = token.split('.');
      if (!payload || !tag || extra !== undefined) throw invalid();
      const expected = Buffer.from(tagOf(payload));
      const given = Buffer.from(tag);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      // The tag covers the payload's text; its bytes are read only as spelled when issued.
      const json = decodeCanonicalBase64url(payload);
      if (!json) throw invalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(json.toString('utf8'));
      } catch {
        throw invalid();
      }
      const state = stateSchema.safeParse(parsed);
      if (!state.success || !kinds.includes(state.data.kind)) throw invalid();
      return state.data as ListState;
    },
  };
}
export type QueryTokens = ReturnType<typeof createQueryTokens>;
