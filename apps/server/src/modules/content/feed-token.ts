import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FEED_SCENES, type FeedScene } from '@lahap/contract/content/schemas';
import { z } from 'zod';
import { decodeCanonicalBase64url } from '../../lib/base64url.js';
import { parameterError } from '../../lib/domain-error.js';

/**
 * Where a feed list stands: the feed's ordering key of the last video served (`sort`, `id`),
 * and the moment of its first page, so later pages list only videos that existed then.
 */
export interface FeedCursor {
  scene: FeedScene;
  /** Milliseconds since the epoch: only videos created up to this moment are listed. */
  snapshot: number;
  /** The last video served; null before any (an explore list's first page). */
  after: { sort: number; id: string } | null;
}

const cursorSchema = z.object({
  scene: z.enum(FEED_SCENES),
  snapshot: z.number().int().nonnegative(),
  after: z
    .object({
      sort: z.number().int(),
      id: z.string().regex(/^\d{1,19}$/),
    })
    .nullable(),
});

/** 16 bytes of HMAC-SHA256 are plenty against forgery and keep the token short. */
const TAG_BYTES = 16;

/**
 * The feed's `queryId`: base64url JSON of the cursor and a truncated HMAC over it, with a key of
 * its own derived from JWT_SECRET. A client cannot move the cursor or widen the snapshot without
 * the tag failing; a damaged, forged or other scene's token is a parameter error.
 */
export function createFeedTokens(masterSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'lahap', 'lahap:content-feed', 32));
  const tagOf = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, TAG_BYTES).toString('base64url');
  const invalid = () => parameterError('body.queryId: not a query id of this feed');

  return {
    encode(cursor: FeedCursor): string {
      const payload = Buffer.from(JSON.stringify(cursor)).toString('base64url');
      return `${payload}.${tagOf(payload)}`;
    },

    decode(token: string, scene: FeedScene): FeedCursor {
      const [payload, tag, extra] = token.split('.');
      if (!payload || !tag || extra !== undefined) throw invalid();
      const expected = Buffer.from(tagOf(payload));
      const given = Buffer.from(tag);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      const json = decodeCanonicalBase64url(payload);
      if (!json) throw invalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(json.toString('utf8'));
      } catch {
        throw invalid();
      }
      const cursor = cursorSchema.safeParse(parsed);
      if (!cursor.success || cursor.data.scene !== scene) throw invalid();
      return cursor.data;
    },
  };
}
export type FeedTokens = ReturnType<typeof createFeedTokens>;
