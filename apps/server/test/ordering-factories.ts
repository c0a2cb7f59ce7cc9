import { randomUUID } from 'node:crypto';
import { HEADERS } from '@lahap/contract/headers';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { CartData, TableJoinData } from '@lahap/contract/ordering/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { diningTables, dishes, menuEntries, menuSections, storeChannels } from '../src/db/schema/index.js';
import { rowsOf } from './coupon-factories.js';
import { createStore, text } from './discovery-factories.js';
import { api, expectSuccess, signedPost } from './helper.js';

export interface TestDish {
  dishId: string;
  price: number;
}

export interface OrderingStore {
  storeId: string;
  /** The store's own dine-in QR (asks which table) and its pickup QR. */
  storeQr: string;
  pickupQr: string;
  tables: { tableId: string; qrCodeId: string }[];
  /** Dishes on the menu, with prices that do not divide evenly. */
  dishes: TestDish[];
  soldOut: TestDish;
}

let nextStore = 0;

/** A store with a dine-in and a pickup QR, `tableCount` tables, four dishes and one sold out. */
export async function createOrderingStore(app: FastifyInstance, tableCount = 3): Promise<OrderingStore> {
  const storeId = await createStore(app, {
    lat: -6.2,
    lng: 106.8,
    dishes: [text('Nasi Goreng'), text('Sate Ayam'), text('Es Teh'), text('Soto'), text('Rendang')],
  });
  const store = { id: Number(storeId) };
  nextStore += 1;
  const tag = `${storeId}x${nextStore}`;
  const storeQr = `QS${tag}T`;
  const pickupQr = `QS${tag}P`;
  await app.db.insert(storeChannels).values([
    { storeId: store.id, orderFoodType: 3, qrCodeId: storeQr },
    { storeId: store.id, orderFoodType: 2, qrCodeId: pickupQr },
  ]);
  const tables = Array.from({ length: tableCount }, (_, i) => ({
    tableId: String(store.id * 100 + i + 1),
    qrCodeId: `TT${tag}-${i + 1}`,
  }));
  await app.db.insert(diningTables).values(
    tables.map((table, i) => ({
      id: Number(table.tableId),
      storeId: store.id,
      name: text(`Meja ${i + 1}`, `Table ${i + 1}`, `${i + 1}号桌`),
      qrCodeId: table.qrCodeId,
      sort: i + 1,
    })),
  );
  const sectionId = store.id * 100 + 1;
  await app.db
    .insert(menuSections)
    .values({ id: sectionId, storeId: store.id, name: text('Makanan', 'Food', '美食') });
  const rows = await rowsOf<{ id: string }>(
    app,
    sql`select id::text as id from dishes where store_id = ${store.id} order by id`,
  );
  const prices = [33_333, 25_001, 7_499, 18_500, 41_000];
  for (const [i, row] of rows.entries()) {
    await app.db
      .update(dishes)
      .set({ price: prices[i] ?? 10_000 })
      .where(sql`id = ${row.id}::bigint`);
    await app.db
      .insert(menuEntries)
      .values({ dishId: Number(row.id), sectionId, soldOut: i === rows.length - 1, sort: i });
  }
  const priced = rows.map((row, i) => ({ dishId: row.id, price: prices[i] ?? 10_000 }));
  return { storeId, storeQr, pickupQr, tables, dishes: priced.slice(0, -1), soldOut: priced.at(-1)! };
}

export interface Phone {
  tableSessionId: string;
  participantId: string;
  participantToken: string;
}

/** A phone at a table: joined by the table's QR, as a guest unless a customer's token is given. */
export async function joinTable(
  app: FastifyInstance,
  qrCodeId: string,
  extra: Record<string, unknown> = {},
  authorize?: string,
): Promise<Phone & TableJoinData> {
  const data = expectSuccess<TableJoinData>(
    await signedPost(
      app,
      api(ORDERING_PATHS.tableJoin),
      { qrCodeId, ...extra },
      authorize ? { headers: { [HEADERS.authorize]: authorize } } : {},
    ),
  );
  return data;
}

/** A signed table call with the phone's session and token. */
export function tablePost(
  app: FastifyInstance,
  phone: Phone,
  path: string,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return signedPost(app, api(path), {
    tableSessionId: phone.tableSessionId,
    participantToken: phone.participantToken,
    ...body,
  });
}

export function addDish(
  app: FastifyInstance,
  phone: Phone,
  dish: TestDish,
  quantity = 1,
  clientLineId: string = randomUUID(),
) {
  return tablePost(app, phone, ORDERING_PATHS.cartAdd, { dishId: dish.dishId, quantity, clientLineId });
}

export async function cartOf(app: FastifyInstance, phone: Phone): Promise<CartData> {
  return expectSuccess<CartData>(await tablePost(app, phone, ORDERING_PATHS.cart));
}

/** What ordering has written: every table change writes some of these. */
export async function orderingRowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const [row] = await rowsOf<Record<string, number>>(
    app,
    sql`select (select count(*)::int from table_sessions) as sessions, (select count(*)::int from table_participants) as participants,
      (select count(*)::int from bills) as bills, (select count(*)::int from cart_lines) as lines,
      (select coalesce(sum(quantity), 0)::int from cart_lines) as units, (select count(*)::int from kitchen_rounds) as rounds,
      (select count(*)::int from bill_shares) as shares, (select count(*)::int from outbox_events) as events`,
  );
  return row ?? {};
}
