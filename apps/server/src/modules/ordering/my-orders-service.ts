import type { LocalizedText } from '@lahap/contract/locale';
import type { MyFoodOrdersBody, MyFoodOrdersData } from '@lahap/contract/ordering/schemas';
import type { FoodOrderCardStatus, FoodOrderKind } from '@lahap/contract/ordering/states';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { iso } from '../../lib/clock.js';
import { rowsOf } from '../../lib/sql-rows.js';
import type { CatalogService } from '../catalog/index.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

interface FoodOrderCardRow {
  kind: FoodOrderKind;
  id: string;
  bill_no: number | null;
  status: FoodOrderCardStatus;
  store_id: string;
  table_name: LocalizedText | null;
  pickup_no: number | null;
  /** TABLE: only while its sitting is open. */
  qr_code_id: string | null;
  created_at_ms: number;
  paid_at_ms: number | null;
  total: number;
  paid_by_me: number;
}

/**
 * The food a logged-in customer ordered, for the orders tab's own category (ADR 021: the web asks
 * ordering, and no module reads another's tables): the bills of the tables they sat at logged in,
 * once something was sent to the kitchen, and the pickups and deliveries they ordered logged in,
 * newest first.
 */
export function createMyOrdersService(deps: { db: Database; catalog: CatalogService }) {
  return {
    async list(body: MyFoodOrdersBody, userId: number): Promise<MyFoodOrdersData> {
      const pageNo = body.pageNo ?? 1;
      const pageSize = body.pageSize ?? 10;
      const rows = await rowsOf<FoodOrderCardRow>(
        deps.db,
        sql`select * from (
            select 'TABLE' as kind, b.id::text as id, b.bill_no, b.status, s.store_id::text as store_id,
              t.name as table_name, null::int as pickup_no,
              case when s.status = 'OPEN' then t.qr_code_id end as qr_code_id,
              ${ms('b.created_at')} as created_at_ms,
              case when b.paid_at is null then null else ${ms('b.paid_at')} end as paid_at_ms,
              (select coalesce(sum(l.quantity * l.unit_price), 0)::int from cart_lines l
                where l.bill_id = b.id and l.round_id is not null) as total,
              (select coalesce(sum(bs.amount), 0)::int from bill_shares bs
                where bs.bill_id = b.id and bs.participant_id = p.id and bs.status = 'PAID') as paid_by_me,
              b.created_at as sort_at, b.id as sort_id
            from table_participants p
            join table_sessions s on s.id = p.session_id
            join bills b on b.session_id = s.id
            join dining_tables t on t.id = s.table_id
            where p.user_id = ${userId} and b.rounds > 0
          union all
            select case when o.order_food_type = 2 then 'PICKUP' else 'DELIVERY' end, o.id::text, null::int,
              o.status, o.store_id::text, null::jsonb, o.pickup_no, o.qr_code_id,
              ${ms('o.created_at')}, case when o.paid_at is null then null else ${ms('o.paid_at')} end,
              o.payable, case when o.paid_at is null then 0 else o.payable end,
              o.created_at, o.id
            from food_orders o where o.user_id = ${userId}
          ) cards
          order by sort_at desc, sort_id desc
          limit ${pageSize + 1} offset ${(pageNo - 1) * pageSize}`,
      );
      const page = rows.slice(0, pageSize);
      const stores = new Map<string, LocalizedText>();
      for (const storeId of new Set(page.map((row) => row.store_id))) {
        const store = await deps.catalog.menu.store(storeId);
        if (store) stores.set(storeId, store.name);
      }
      return {
        list: page.map((row) => ({
          kind: row.kind,
          id: row.id,
          storeId: row.store_id,
          storeName: stores.get(row.store_id) ?? {},
          tableName: row.table_name,
          billNo: row.bill_no,
          amount: row.total,
          paidByMe: row.paid_by_me,
          status: row.status,
          pickupNo: row.pickup_no,
          createTime: iso(row.created_at_ms),
          paidTime: row.paid_at_ms === null ? null : iso(row.paid_at_ms),
          qrCodeId: row.qr_code_id,
        })),
        pageInfoVO: { hasMore: rows.length > pageSize },
      };
    },
  };
}
export type MyOrdersService = ReturnType<typeof createMyOrdersService>;
