import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@lahap/contract/errors';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/**
 * Claim links: a token names a `claim_links` row and its expiry, signed with the server's key
 * (`<id>.<expiry seconds>.<HMAC-SHA256, base64url>`), so a guessed or altered token is refused
 * before the database is asked. The row makes it single-use.
 */
export function createClaimLinkCodec(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    encode(id: string, expiresAt: number): string {
      const payload = `${id}.${Math.floor(expiresAt / 1000)}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The link's id when the token is well formed, signed by us and not expired at `now`. */
    decode(token: string, now: number): string {
      const match = /^(\d{1,19})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) throw new DomainError(ERROR_CODES.CLAIM_LINK_INVALID);
      const [, id = '', expiry = '', signature = ''] = match;
      const expected = Buffer.from(mac(`${id}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DomainError(ERROR_CODES.CLAIM_LINK_INVALID);
      }
      if (Number(expiry) * 1000 <= now) throw new DomainError(ERROR_CODES.CLAIM_LINK_INVALID);
      return id;
    },
  };
}
export type ClaimLinkCodec = ReturnType<typeof createClaimLinkCodec>;

export interface ClaimLinkRow {
  batch_id: string;
  template_id: string;
  used_by: string | null;
  coupon_id: string | null;
}

/** The claim links' rows. */
export function createClaimLinkRepository(db: Database) {
  return {
    /** A new link of a batch, expiring at `expiresAt`; answers its id. */
    async insert(batchId: string, expiresAt: number): Promise<string> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`insert into claim_links (batch_id, expires_at) values (${batchId}::bigint, ${timestampAt(expiresAt)})
          returning id::text as id`,
      );
      const row = rows[0];
      if (!row) throw new Error('claim link insert returned no row');
      return row.id;
    },

    async find(tx: Executor, linkId: string): Promise<ClaimLinkRow | undefined> {
      const rows = await rowsOf<ClaimLinkRow>(
        tx,
        sql`select l.batch_id::text as batch_id, b.template_id::text as template_id, l.used_by::text as used_by,
            l.coupon_id::text as coupon_id
          from claim_links l join coupon_batches b on b.id = l.batch_id where l.id = ${linkId}::bigint`,
      );
      return rows[0];
    },

    /** Marks the link used by `userId`; false when someone used it first. */
    async take(tx: Executor, linkId: string, userId: number, now: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update claim_links set used_by = ${userId}, used_at = ${timestampAt(now)}
          where id = ${linkId}::bigint and used_by is null and used_at is null returning 1 as one`,
      );
      return rows.length > 0;
    },

    async recordCoupon(tx: Executor, linkId: string, couponId: string): Promise<void> {
      await tx.execute(
        sql`update claim_links set coupon_id = ${couponId}::bigint where id = ${linkId}::bigint`,
      );
    },
  };
}
export type ClaimLinkRepository = ReturnType<typeof createClaimLinkRepository>;
