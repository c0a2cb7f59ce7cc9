// The table storm's server: the real Lahap app on the engine it is given, plus bench-only routes
// outside /api (so no client can reach them in the product) that make one store with its tables
// and menu, read what the storm left on each table's bill, and tell the process's CPU time (the
// storm divides it by the calls it made).
import { buildApp } from '@lahap/server/dist/app.js';
import { loadConfig } from '@lahap/server/dist/config.js';
import {
  diningTables,
  dishes,
  menuEntries,
  menuSections,
  regions,
  stores,
} from '@lahap/server/dist/db/schema/index.js';
import { sql } from 'drizzle-orm';

const text = (words) => ({ 'id-ID': words, 'en-US': words, 'zh-CN': words });

/**
 * The menu's prices in whole rupiah: none divides another evenly or ends in round thousands, so a
 * line priced with the wrong dish, or a quantity applied twice, shows in the table's total.
 */
const PRICES = [33_333, 25_001, 7_499, 18_503, 41_017, 12_345, 9_999, 27_777, 3_501, 15_013];
const DISH_NAMES = [
  'Nasi Goreng',
  'Sate Ayam',
  'Es Teh',
  'Soto Betawi',
  'Rendang',
  'Gado-gado',
  'Bakso',
  'Ayam Bakar',
  'Kerupuk',
  'Mie Goreng',
];

/** One open store with `tableCount` tables, each with its QR code, and one menu section of `dishCount` dishes. */
async function makeStore(db, { tableCount, dishCount }) {
  const run = Date.now();
  const storeId = 90_000_000 + (run % 1_000_000);
  await db
    .insert(regions)
    .values({ id: 1, name: text('Jakarta') })
    .onConflictDoNothing();
  await db.insert(stores).values({
    id: storeId,
    merchantId: storeId,
    regionId: 1,
    storeType: 'SETTLED_STORE',
    name: text('Warung Meja Badai'),
    address: text('Jalan Badai 2'),
    lat: -6.1951,
    lng: 106.82,
    logoUrl: `/img/store/${storeId}.png`,
    halal: true,
    pricePerCapitaIdr: 50_000,
    pricePerCapita: text('Rp 50.000'),
    shareContent: text('Warung Meja Badai'),
    searchText: 'warung meja badai',
  });
  const menu = Array.from({ length: dishCount }, (_, k) => ({
    dishId: storeId * 100 + k + 1,
    name: DISH_NAMES[k % DISH_NAMES.length],
    price: PRICES[k % PRICES.length],
  }));
  await db.insert(dishes).values(
    menu.map((dish, k) => ({
      id: dish.dishId,
      storeId,
      name: text(dish.name),
      description: text(''),
      price: dish.price,
      imageUrl: `/img/dish/${dish.dishId}.png`,
      sort: k,
      searchText: dish.name.toLowerCase(),
    })),
  );
  await db.insert(menuSections).values({ id: storeId, storeId, name: text('Makanan') });
  await db
    .insert(menuEntries)
    .values(menu.map((dish, k) => ({ dishId: dish.dishId, sectionId: storeId, soldOut: false, sort: k })));
  const tables = Array.from({ length: tableCount }, (_, i) => ({
    tableId: storeId * 1_000 + i + 1,
    qrCodeId: `TS${storeId}-${i + 1}`,
  }));
  await db.insert(diningTables).values(
    tables.map((table, i) => ({
      id: table.tableId,
      storeId,
      name: text(`Meja ${i + 1}`),
      qrCodeId: table.qrCodeId,
      sort: i + 1,
    })),
  );
  return {
    storeId: String(storeId),
    tables: tables.map((t) => ({ tableId: String(t.tableId), qrCodeId: t.qrCodeId })),
    dishes: menu.map((d) => ({ dishId: String(d.dishId), price: d.price })),
  };
}

const app = await buildApp({
  config: loadConfig(process.env),
  seed: false,
  extraRoutes: (scope) => {
    scope.post('/bench/tables/setup', async (request) => makeStore(app.db, request.body));
    // Per table of the store: its sessions (one, open, is right), the open one's participants,
    // and its current bill's lines, their sum of quantity × unit price, those sent and its rounds;
    // its shares reserved and paid, and the money the ledger holds for them.
    scope.get('/bench/tables/check', async (request) => {
      const result = await app.db.execute(sql`
        select t.id::text as table_id,
          (select count(*)::int from table_sessions x where x.table_id = t.id) as sessions,
          s.id::text as session_id,
          (select count(*)::int from table_participants p where p.session_id = s.id) as participants,
          (select count(*)::int from kitchen_rounds r where r.bill_id = b.id) as rounds,
          count(l.id)::int as lines,
          count(l.round_id)::int as sent,
          coalesce(sum(l.quantity * l.unit_price), 0)::int as total,
          b.id::text as bill_id, b.status as bill_status,
          (select count(*)::int from bill_shares bs where bs.bill_id = b.id and bs.status <> 'RELEASED') as live_shares,
          (select count(*)::int from bill_shares bs where bs.bill_id = b.id and bs.status = 'PAID') as paid_shares,
          (select coalesce(sum(bs.amount), 0)::int from bill_shares bs where bs.bill_id = b.id and bs.status = 'PAID')
            as paid_amount,
          (select coalesce(sum(le.amount), 0)::int from ledger_entries le join bill_shares bs
            on le.payable_kind = 'TABLE_SHARE' and le.payable_id = bs.id
            where bs.bill_id = b.id and le.kind = 'CHARGE') as charged,
          (select count(*)::int from ledger_entries le join bill_shares bs
            on le.payable_kind = 'TABLE_SHARE' and le.payable_id = bs.id
            where bs.bill_id = b.id and le.kind = 'REFUND') as refunds
        from dining_tables t
        left join table_sessions s on s.table_id = t.id and s.status = 'OPEN'
        left join bills b on b.id = s.current_bill_id
        left join cart_lines l on l.bill_id = b.id
        where t.store_id = ${request.query.storeId}::bigint
        group by t.id, s.id, b.id
        order by t.id`);
      return result.rows;
    });
    // The sandbox bank approves a charge, as its page's button does outside production.
    scope.post('/bench/tables/approve/:paymentId', async (request) => {
      const charge = await app.paymentSandbox.approve(request.params.paymentId);
      return { approved: charge !== undefined };
    });
    // This process's CPU time so far (user and system, µs): read before and after a storm.
    scope.get('/bench/tables/cpu', async () => process.cpuUsage());
  },
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
