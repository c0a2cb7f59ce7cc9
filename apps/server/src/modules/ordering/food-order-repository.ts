import type { PayMethod } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import type { FoodOrderStatus } from '@lahap/contract/ordering/states';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const msOrNull = (column: string) =>
  sql.raw(`case when ${column} is null then null else (extract(epoch from ${column}) * 1000)::float8 end`);

/** A pickup or delivery order as every call reads it. */
export interface FoodOrderRow {
  order_id: string;
  store_id: string;
  qr_code_id: string;
  order_food_type: 1 | 2;
  status: FoodOrderStatus;
  user_id: string | null;
  client_order_id: string;
  pickup_no: number;
  pickup_time_ms: number | null;
  address_text: string | null;
  lat: number | null;
  lng: number | null;
  contact_phone: string | null;
  distance_meters: number | null;
  items_total: number;
  delivery_fee: number;
  payable: number;
  pay_method: PayMethod | null;
  payment_id: string | null;
  qris_payload: string | null;
  redirect_url: string | null;
  created_at_ms: number;
  expires_at_ms: number;
  paid_at_ms: number | null;
  status_at_ms: number;
}

export interface FoodOrderLineRow {
  order_id: string;
  dish_id: string;
  name: LocalizedText;
  unit_price: number;
  quantity: number;
  note: string;
}

/** What a submit writes: the order, priced, with its lines. */
export interface NewFoodOrder {
  storeId: string;
  qrCodeId: string;
  orderFoodType: 1 | 2;
  userId: number | null;
  clientOrderId: string;
  pickupNo: number;
  day: string;
  pickupTime: number | null;
  address: { text: string; lat: number; lng: number } | null;
  contactPhone: string | null;
  distanceMeters: number | null;
  itemsTotal: number;
  deliveryFee: number;
  at: number;
  expiresAt: number;
  lines: readonly Omit<FoodOrderLineRow, 'order_id'>[];
}

/**
 * Pickup and delivery orders in SQL. Every status move is one statement guarded by the state it
 * leaves, so a payment, the expiry job and the kitchen racing on one order move it once.
 */
export function foodOrderStatements(db: Executor) {
  const read = <Row>(statement: SQL) => rowsOf<Row>(db, statement);
  const select = sql`select o.id::text as order_id, o.store_id::text as store_id, o.qr_code_id,
      o.order_food_type::int as order_food_type, o.status, o.user_id::text as user_id,
      o.client_order_id::text as client_order_id, o.pickup_no, ${msOrNull('o.pickup_time')} as pickup_time_ms,
      o.address_text, o.lat, o.lng, o.contact_phone, o.distance_meters, o.items_total, o.delivery_fee, o.payable,
      o.pay_method, o.payment_id::text as payment_id, o.qris_payload, o.redirect_url,
      ${ms('o.created_at')} as created_at_ms, ${ms('o.expires_at')} as expires_at_ms,
      ${msOrNull('o.paid_at')} as paid_at_ms, ${ms('o.status_at')} as status_at_ms
    from food_orders o`;
  const moved = async (statement: SQL) => (await read<{ id: string }>(statement)).length > 0;

  return {
    order: async (orderId: string) =>
      (await read<FoodOrderRow>(sql`${select} where o.id = ${orderId}::bigint`))[0],

    byClientOrderId: async (clientOrderId: string) =>
      (await read<FoodOrderRow>(sql`${select} where o.client_order_id = ${clientOrderId}::uuid`))[0],

    lines: (orderIds: readonly string[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : read<FoodOrderLineRow>(sql`select order_id::text as order_id, dish_id::text as dish_id, name,
            unit_price, quantity, note from food_order_lines
          where order_id = any(string_to_array(${orderIds.join(',')}, ',')::bigint[]) order by order_id, id`),

    /** The store's next pickup number of the day; the counter's row orders the day's submits. */
    async nextPickupNo(storeId: string, day: string): Promise<number> {
      const [row] = await read<{
        last_no: number;
      }>(sql`insert into food_order_counters (store_id, day, last_no)
        values (${storeId}::bigint, ${day}::date, 1)
        on conflict (store_id, day) do update set last_no = food_order_counters.last_no + 1
        returning last_no`);
      if (!row) throw new Error('the pickup counter did not count');
      return row.last_no;
    },

    /** The order's id, or undefined when one with its clientOrderId is there already. */
    async insert(order: NewFoodOrder): Promise<string | undefined> {
      const [row] = await read<{
        id: string;
      }>(sql`insert into food_orders (store_id, qr_code_id, order_food_type,
          user_id, client_order_id, pickup_no, day, pickup_time, address_text, lat, lng, contact_phone,
          distance_meters, items_total, delivery_fee, payable, created_at, expires_at, status_at)
        values (${order.storeId}::bigint, ${order.qrCodeId}, ${order.orderFoodType}, ${order.userId},
          ${order.clientOrderId}::uuid, ${order.pickupNo}, ${order.day}::date,
          ${order.pickupTime === null ? null : timestampAt(order.pickupTime)},
          ${order.address?.text ?? null}, ${order.address?.lat ?? null}, ${order.address?.lng ?? null},
          ${order.contactPhone}, ${order.distanceMeters}, ${order.itemsTotal}, ${order.deliveryFee},
          ${order.itemsTotal + order.deliveryFee}, ${timestampAt(order.at)}, ${timestampAt(order.expiresAt)},
          ${timestampAt(order.at)})
        on conflict (client_order_id) do nothing
        returning id::text as id`);
      if (!row) return undefined;
      for (const line of order.lines) {
        await db.execute(sql`insert into food_order_lines (order_id, dish_id, name, unit_price, quantity, note)
          values (${row.id}::bigint, ${line.dish_id}::bigint, ${JSON.stringify(line.name)}::jsonb,
            ${line.unit_price}, ${line.quantity}, ${line.note})`);
      }
      return row.id;
    },

    /** Keeps the charge an unpaid order is waiting on, to show it again; false once it left UNPAID. */
    setCharge: (
      orderId: string,
      charge: {
        paymentId: string;
        payMethod: PayMethod;
        qrisPayload: string | null;
        redirectUrl: string | null;
      },
    ) =>
      moved(sql`update food_orders set payment_id = ${charge.paymentId}::bigint, pay_method = ${charge.payMethod},
          qris_payload = ${charge.qrisPayload}, redirect_url = ${charge.redirectUrl}
        where id = ${orderId}::bigint and status = 'UNPAID' returning id::text as id`),

    /** UNPAID → PAID by the charge that paid it; false when it was not UNPAID. */
    markPaid: (orderId: string, paymentId: string, at: number) =>
      moved(sql`update food_orders set status = 'PAID', paid_at = ${timestampAt(at)}, status_at = ${timestampAt(at)},
          payment_id = ${paymentId}::bigint
        where id = ${orderId}::bigint and status = 'UNPAID' returning id::text as id`),

    /** UNPAID → CANCELLED; false when it was not UNPAID (paid meanwhile, or cancelled already). */
    cancel: (orderId: string, at: number) =>
      moved(sql`update food_orders set status = 'CANCELLED', status_at = ${timestampAt(at)}
        where id = ${orderId}::bigint and status = 'UNPAID' returning id::text as id`),

    /** The kitchen's step at the staff's store; false unless the order was in `from` there. */
    move: (storeId: string, orderId: string, from: FoodOrderStatus, to: FoodOrderStatus, at: number) =>
      moved(sql`update food_orders set status = ${to}, status_at = ${timestampAt(at)}
        where id = ${orderId}::bigint and store_id = ${storeId}::bigint and status = ${from}
        returning id::text as id`),

    /** Unpaid orders whose time to pay ended before `before` (the expiry job). */
    overdueUnpaid: (before: number, limit: number) =>
      read<{ order_id: string }>(sql`select id::text as order_id from food_orders
        where status = 'UNPAID' and expires_at < ${timestampAt(before)} order by expires_at, id limit ${limit}`),

    /** The store's paid orders since `since`, or those still to hand over, newest first. */
    ofStore: (storeId: string, since: number, activeOnly: boolean, limit: number) =>
      read<FoodOrderRow>(
        sql`${select} where o.store_id = ${storeId}::bigint and ${
          activeOnly
            ? sql`o.status in ('PAID', 'ACCEPTED', 'READY', 'DELIVERING')`
            : sql`o.status not in ('UNPAID', 'CANCELLED') and o.created_at >= ${timestampAt(since)}`
        } order by o.created_at desc, o.id desc limit ${limit}`,
      ),
  };
}
