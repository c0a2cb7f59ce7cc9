import type { CouponListFilter } from '@lahap/contract/coupons/schemas';
import type { BusinessLine, CouponStatus } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** A template's fields as a coupon card and a detail page show them. */
export interface TemplateRow {
  template_id: string;
  batch_id: string;
  /** The merchant whose coupon it is (SAAS): its redemption key makes the coupon's code. */
  merchant_id: string;
  business: BusinessLine;
  name: LocalizedText;
  subtitle: LocalizedText;
  label: LocalizedText;
  rules: LocalizedText;
  logo_url: string;
  discount_amount: number;
  minimum_spend: number;
  valid_days: number;
  valid_starts_at_ms: number | null;
  valid_ends_at_ms: number | null;
  scope_order_food_types: number[];
  receive_times_limit: number;
  receive_times_daily_limit: number;
  starts_at_ms: number;
  ends_at_ms: number;
  remaining_quantity: number;
  new_user_only: boolean;
  /** Stores it works at (SAAS) or stores its products are used at (LOCAL_LIFE). */
  store_count: number;
  /** The name of the one store, when store_count is 1. */
  store_name: LocalizedText | null;
}

/** A claimed coupon with its template. */
export interface CouponRow extends TemplateRow {
  id: string;
  status: CouponStatus;
  effective_start_ms: number;
  effective_end_ms: number;
  used_at_ms: number | null;
  locked_at_ms: number | null;
  received_at_ms: number;
}

export const templateColumns = sql`t.id::text as template_id, b.id::text as batch_id, t.merchant_id::text as merchant_id, t.business, t.name, t.subtitle,
  t.label, t.rules, t.logo_url, t.discount_amount, t.minimum_spend, t.valid_days,
  ${ms('t.valid_starts_at')} as valid_starts_at_ms, ${ms('t.valid_ends_at')} as valid_ends_at_ms,
  to_json(t.scope_order_food_types) as scope_order_food_types, b.receive_times_limit, b.receive_times_daily_limit,
  ${ms('b.starts_at')} as starts_at_ms, ${ms('b.ends_at')} as ends_at_ms, b.remaining_quantity, b.new_user_only,
  sc.store_count, sc.store_name`;

/** The stores a template works at: its own list (SAAS), or where its products are used (LOCAL_LIFE). */
export const storeCountJoin = sql`cross join lateral (
    select count(*)::int as store_count, (array_agg(s.name))[1] as store_name
    from stores s
    where s.id in (
      select ts.store_id from coupon_template_stores ts where ts.template_id = t.id
      union
      select ps.store_id from coupon_template_products tp join product_stores ps on ps.product_id = tp.product_id
        where tp.template_id = t.id)
  ) sc`;

export const couponColumns = sql`c.id::text as id, c.status, ${ms('c.effective_start')} as effective_start_ms,
  ${ms('c.effective_end')} as effective_end_ms, ${ms('c.used_at')} as used_at_ms, ${ms('c.locked_at')} as locked_at_ms,
  ${ms('c.received_at')} as received_at_ms, ${templateColumns}`;

function filterOf(filter: CouponListFilter | undefined, now: number): SQL {
  const at = timestampAt(now);
  if (filter === 'valid') return sql`c.status in ('VALID', 'NOT_EFFECTIVE') and c.effective_end > ${at}`;
  if (filter === 'history') {
    return sql`(c.status in ('USED', 'EXPIRED', 'INVALID') or c.effective_end <= ${at})`;
  }
  return sql`true`;
}

/** The wallet ends soonest first; the history and the full list by when they were used or ended, newest first. */
function orderOf(filter: CouponListFilter | undefined): SQL {
  return filter === 'valid'
    ? sql`c.effective_end, c.id`
    : sql`coalesce(c.used_at, c.effective_end) desc, c.id desc`;
}

/** What the wallet, the history and the detail page read. */
export function createWalletRepository(db: Database) {
  const read = <Row>(statement: SQL, on: Executor = db) => rowsOf<Row>(on, statement);
  return {
    /** One page of a customer's coupons, one more than asked to tell whether more follow. */
    async page(query: {
      userId: number;
      business: BusinessLine;
      filter: CouponListFilter | undefined;
      pageNo: number;
      pageSize: number;
      now: number;
    }): Promise<CouponRow[]> {
      return read<CouponRow>(sql`select ${couponColumns}
        from coupons c join coupon_templates t on t.id = c.template_id join coupon_batches b on b.id = c.batch_id
          ${storeCountJoin}
        where c.user_id = ${query.userId} and t.business = ${query.business} and ${filterOf(query.filter, query.now)}
        order by ${orderOf(query.filter)}
        limit ${query.pageSize + 1} offset ${(query.pageNo - 1) * query.pageSize}`);
    },

    async coupon(couponId: string, userId: number): Promise<CouponRow | undefined> {
      const rows = await read<CouponRow>(sql`select ${couponColumns}
        from coupons c join coupon_templates t on t.id = c.template_id join coupon_batches b on b.id = c.batch_id
          ${storeCountJoin}
        where c.id = ${couponId}::bigint and c.user_id = ${userId}`);
      return rows[0];
    },

    async coupons(couponIds: readonly string[], userId: number): Promise<CouponRow[]> {
      if (couponIds.length === 0) return [];
      return read<CouponRow>(sql`select ${couponColumns}
        from coupons c join coupon_templates t on t.id = c.template_id join coupon_batches b on b.id = c.batch_id
          ${storeCountJoin}
        where c.user_id = ${userId} and c.id in (${sql.join(
          couponIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})
        order by c.id`);
    },

    /** A batch's template, before claiming. */
    async template(batchId: string): Promise<TemplateRow | undefined> {
      const rows = await read<TemplateRow>(sql`select ${templateColumns}
        from coupon_batches b join coupon_templates t on t.id = b.template_id ${storeCountJoin}
        where b.id = ${batchId}::bigint`);
      return rows[0];
    },

    /**
     * The customer's usable coupon of each batch (its newest), for the Claim / Use buttons of a
     * store's coupon cards.
     */
    async usableOfBatches(
      userId: number,
      batchIds: readonly string[],
      now: number,
    ): Promise<Map<string, string>> {
      if (batchIds.length === 0) return new Map();
      const rows = await read<{ batch_id: string; id: string }>(sql`select distinct on (c.batch_id)
          c.batch_id::text as batch_id, c.id::text as id
        from coupons c
        where c.user_id = ${userId} and c.status in ('VALID', 'NOT_EFFECTIVE') and c.effective_end > ${timestampAt(now)}
          and c.batch_id in (${sql.join(
            batchIds.map((id) => sql`${id}::bigint`),
            sql`, `,
          )})
        order by c.batch_id, c.id desc`);
      return new Map(rows.map((row) => [row.batch_id, row.id]));
    },

    /** Marks the customer's unannounced coupons announced; answers how many there were. */
    async announce(userId: number): Promise<number> {
      const rows = await read(sql`update coupons set announced = true
        where user_id = ${userId} and not announced returning 1 as one`);
      return rows.length;
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
