import type { RedemptionChannel } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** What a redemption is of: a dine-out voucher or a store coupon. */
export type RedemptionKind = 'VOUCHER' | 'COUPON';

/** A store's staff member as login and the guard read them. */
export interface StaffRow {
  id: string;
  store_id: string;
  name: string;
}

/** A staff login behind a token, with its staff member as they stand now. */
export interface StaffSessionRow extends StaffRow {
  session_id: string;
  staff_status: 'ACTIVE' | 'DISABLED';
  expires_at_ms: number;
  revoked: boolean;
}

/** A redemption as the answers show it. */
export interface RedemptionRow {
  id: string;
  kind: RedemptionKind;
  voucher_id: string | null;
  coupon_id: string | null;
  item_id: string;
  store_id: string | null;
  point_id: string | null;
  channel: RedemptionChannel;
  client_id: string | null;
  amount: number;
  redeemed_at_ms: number;
  staff_name: string | null;
  /** A double spend confirmed offline elsewhere points at it. */
  conflict: boolean;
}

/** A place where the customer redeems physical vouchers, besides the stores. */
export interface PointRow {
  point_id: string;
  name: LocalizedText;
  lat: number;
  lng: number;
}

export interface NewRedemption {
  kind: RedemptionKind;
  targetId: string;
  itemId: string;
  userId: string;
  storeId: string | null;
  pointId: string | null;
  staffId: string | null;
  channel: RedemptionChannel;
  clientId: string | null;
  amount: number;
  redeemedAt: number;
  recordedAt: number;
}

export interface NewConflict {
  kind: RedemptionKind;
  targetId: string;
  storeId: string;
  staffId: string;
  clientId: string;
  reason: 'DOUBLE_SPEND' | 'NOT_VALID';
  firstRedemptionId: string | null;
  confirmedAt: number;
  reportedAt: number;
}

const REDEMPTION_COLUMNS = sql`r.id::text as id, r.kind, r.voucher_id::text as voucher_id, r.coupon_id::text as coupon_id,
  r.item_id::text as item_id, r.store_id::text as store_id, r.point_id::text as point_id, r.channel,
  r.client_id::text as client_id, r.amount, ${ms('r.redeemed_at')} as redeemed_at_ms,
  (select sm.name from staff_members sm where sm.id = r.staff_id) as staff_name,
  exists (select 1 from redemption_conflicts rc where rc.first_redemption_id = r.id) as conflict`;

const targetColumn = (kind: RedemptionKind): SQL => (kind === 'VOUCHER' ? sql`voucher_id` : sql`coupon_id`);

/**
 * The redemption module's SQL: staff and their logins, the redemptions (once per voucher, per
 * coupon and per offline confirmation: unique keys), the double spends and refused offline
 * confirmations reported, and the redemption points.
 */
export function createRedemptionRepository(db: Database) {
  const read = <Row>(statement: SQL, on: Executor = db) => rowsOf<Row>(on, statement);

  return {
    async activeStaffByPhone(countryCode: string, phoneNo: string): Promise<StaffRow | undefined> {
      const rows = await read<StaffRow>(sql`select id::text as id, store_id::text as store_id, name
        from staff_members where country_code = ${countryCode} and phone_no = ${phoneNo} and status = 'ACTIVE'`);
      return rows[0];
    },

    async openSession(session: {
      id: string;
      staffId: string;
      at: number;
      expiresAt: number;
    }): Promise<void> {
      await db.execute(sql`insert into staff_sessions (id, staff_id, created_at, expires_at)
        values (${session.id}::uuid, ${session.staffId}::bigint, ${timestampAt(session.at)}, ${timestampAt(session.expiresAt)})`);
    },

    async session(sessionId: string): Promise<StaffSessionRow | undefined> {
      const rows = await read<StaffSessionRow>(sql`select ss.id::text as session_id, sm.id::text as id,
          sm.store_id::text as store_id, sm.name, sm.status as staff_status,
          ${ms('ss.expires_at')} as expires_at_ms, ss.revoked_at is not null as revoked
        from staff_sessions ss join staff_members sm on sm.id = ss.staff_id
        where ss.id = ${sessionId}::uuid`);
      return rows[0];
    },

    async byClientId(clientId: string): Promise<RedemptionRow | undefined> {
      const rows = await read<RedemptionRow>(
        sql`select ${REDEMPTION_COLUMNS} from redemptions r where r.client_id = ${clientId}::uuid`,
      );
      return rows[0];
    },

    async conflictExists(clientId: string): Promise<boolean> {
      const rows = await read(
        sql`select 1 as one from redemption_conflicts where client_id = ${clientId}::uuid`,
      );
      return rows.length > 0;
    },

    /** The redemption of a voucher or coupon, when it was redeemed through us. */
    async of(kind: RedemptionKind, targetId: string): Promise<RedemptionRow | undefined> {
      const rows = await read<RedemptionRow>(
        sql`select ${REDEMPTION_COLUMNS} from redemptions r where r.${targetColumn(kind)} = ${targetId}::bigint`,
      );
      return rows[0];
    },

    /**
     * Records a redemption inside the transaction that moved its voucher or coupon. Undefined
     * when a unique key refused it: the same offline confirmation, recorded by a concurrent sync.
     */
    async insert(tx: Executor, row: NewRedemption): Promise<RedemptionRow | undefined> {
      const voucherId = row.kind === 'VOUCHER' ? row.targetId : null;
      const couponId = row.kind === 'COUPON' ? row.targetId : null;
      const rows = await read<RedemptionRow>(
        sql`with inserted as (
            insert into redemptions (kind, voucher_id, coupon_id, item_id, user_id, store_id, point_id, staff_id,
              channel, client_id, amount, redeemed_at, recorded_at)
            values (${row.kind}, ${voucherId}::bigint, ${couponId}::bigint, ${row.itemId}::bigint, ${row.userId}::bigint,
              ${row.storeId}::bigint, ${row.pointId}::bigint, ${row.staffId}::bigint, ${row.channel}, ${row.clientId}::uuid,
              ${row.amount}, ${timestampAt(row.redeemedAt)}, ${timestampAt(row.recordedAt)})
            on conflict do nothing
            returning *)
          select ${REDEMPTION_COLUMNS} from inserted r`,
        tx,
      );
      return rows[0];
    },

    /** Reports an offline confirmation the server could not accept; false when its clientId was reported already. */
    async reportConflict(row: NewConflict): Promise<boolean> {
      const voucherId = row.kind === 'VOUCHER' ? row.targetId : null;
      const couponId = row.kind === 'COUPON' ? row.targetId : null;
      const rows =
        await read(sql`insert into redemption_conflicts (kind, voucher_id, coupon_id, store_id, staff_id,
          client_id, reason, first_redemption_id, confirmed_at, reported_at)
        values (${row.kind}, ${voucherId}::bigint, ${couponId}::bigint, ${row.storeId}::bigint, ${row.staffId}::bigint,
          ${row.clientId}::uuid, ${row.reason}, ${row.firstRedemptionId}::bigint, ${timestampAt(row.confirmedAt)},
          ${timestampAt(row.reportedAt)})
        on conflict (client_id) do nothing
        returning 1 as one`);
      return rows.length > 0;
    },

    /** A store's redemptions within [from, to), newest first; one more than asked, to tell whether more follow. */
    async page(query: { storeId: string; from: number; to: number; limit: number; offset: number }) {
      return read<RedemptionRow>(sql`select ${REDEMPTION_COLUMNS} from redemptions r
        where r.store_id = ${query.storeId}::bigint
          and r.redeemed_at >= ${timestampAt(query.from)} and r.redeemed_at < ${timestampAt(query.to)}
        order by r.redeemed_at desc, r.id desc
        limit ${query.limit + 1} offset ${query.offset}`);
    },

    async totals(query: {
      storeId: string;
      from: number;
      to: number;
    }): Promise<{ count: number; amount: number }> {
      const rows = await read<{ count: number; amount: number }>(sql`select count(*)::int as count,
          coalesce(sum(amount), 0)::float8 as amount
        from redemptions
        where store_id = ${query.storeId}::bigint
          and redeemed_at >= ${timestampAt(query.from)} and redeemed_at < ${timestampAt(query.to)}`);
      return rows[0] ?? { count: 0, amount: 0 };
    },

    /**
     * Writes a typed code's try before it is checked, then counts the tries of the staff member
     * and of the voucher or coupon it names since `since`, this one included. Written first, each
     * of any number of concurrent tries counts every try written before its own count: no more
     * than a limit's worth pass. Also drops the staff member's tries older than `since`.
     */
    async recordTypedTry(row: {
      staffId: string;
      kind: 'V' | 'C';
      targetId: string;
      at: number;
      since: number;
    }): Promise<{ id: string; staffTries: number; targetTries: number }> {
      const [inserted] = await read<{ id: string }>(sql`insert into redemption_typed_misses
          (staff_id, kind, target_id, missed_at)
        values (${row.staffId}::bigint, ${row.kind}, ${row.targetId}::bigint, ${timestampAt(row.at)})
        returning id::text as id`);
      await db.execute(sql`delete from redemption_typed_misses
        where staff_id = ${row.staffId}::bigint and missed_at <= ${timestampAt(row.since)}`);
      const [counts] = await read<{ staff_tries: number; target_tries: number }>(sql`select
          (select count(*)::int from redemption_typed_misses
            where staff_id = ${row.staffId}::bigint and missed_at > ${timestampAt(row.since)}) as staff_tries,
          (select count(*)::int from redemption_typed_misses
            where target_id = ${row.targetId}::bigint and kind = ${row.kind}
              and missed_at > ${timestampAt(row.since)}) as target_tries`);
      return {
        id: inserted?.id ?? '',
        staffTries: counts?.staff_tries ?? 0,
        targetTries: counts?.target_tries ?? 0,
      };
    },

    /** Forgets a typed code's try that was right: only misses count. */
    async forgetTypedTry(id: string): Promise<void> {
      await db.execute(sql`delete from redemption_typed_misses where id = ${id}::bigint`);
    },

    async pointsOf(merchantId: string): Promise<PointRow[]> {
      return read<PointRow>(sql`select id::text as point_id, name, lat, lng
        from redemption_points where merchant_id = ${merchantId}::bigint order by id`);
    },

    async pointNames(pointIds: readonly string[]): Promise<Map<string, LocalizedText>> {
      if (pointIds.length === 0) return new Map();
      const rows = await read<{ id: string; name: LocalizedText }>(sql`select id::text as id, name
        from redemption_points where id in (${sql.join(
          pointIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`);
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
export type RedemptionRepository = ReturnType<typeof createRedemptionRepository>;
