// The flash-sale storm's server: the real Lahap app on the engine it is given, plus two bench-only
// routes outside /api (so no client can reach them in the product) that make the buyers and the
// sale and count what the storm left, and the submit floor: the same signed, logged-in submit
// answered from memory, through every plugin a submit passes (the session check included).
import { ORDER_ENDPOINTS } from '@lahap/contract/orders/endpoints';
import { API_BASE } from '@lahap/contract/paths';
import {
  flashSaleItems,
  flashSales,
  productStores,
  products,
  regions,
  stores,
} from '@lahap/server/dist/db/schema/index.js';
import { routeOf } from '@lahap/server/dist/lib/endpoint-route.js';
import { ok } from '@lahap/server/dist/lib/envelope.js';
import { sql } from 'drizzle-orm';
import { serveBenchApp } from './cluster.mjs';
import { makeCustomers } from './customers.mjs';

const HOUR_MS = 3_600_000;
const text = (words) => ({ 'id-ID': words, 'en-US': words, 'zh-CN': words });

/** One open store selling one voucher, and a flash sale of it running now; the ids the calls need. */
async function makeSale(db, { stock, userLimit }) {
  const run = Date.now();
  const id = 90_000_000 + (run % 1_000_000);
  await db
    .insert(regions)
    .values({ id: 1, name: text('Jakarta') })
    .onConflictDoNothing();
  await db.insert(stores).values({
    id,
    merchantId: id,
    regionId: 1,
    storeType: 'SETTLED_STORE',
    name: text('Toko Badai'),
    address: text('Jalan Badai 1'),
    lat: -6.1951,
    lng: 106.82,
    logoUrl: `/img/store/${id}.png`,
    halal: true,
    pricePerCapitaIdr: 50_000,
    pricePerCapita: text('Rp 50.000'),
    shareContent: text('Toko Badai'),
    searchText: 'toko badai',
  });
  await db.insert(products).values({
    id,
    skuId: id + 1_000_000,
    merchantId: id,
    productType: 'GROUP_COUPON',
    name: text('Paket Badai'),
    description: text('Isi: 2× nasi'),
    imageUrl: `/img/product/${id}.png`,
    salePrice: 80_000,
    originalPrice: 100_000,
    totalStock: 1_000_000,
    remainingStock: 1_000_000,
    searchText: 'paket badai',
  });
  await db.insert(productStores).values({ productId: id, storeId: id });
  const pageId = `flash-${id}`;
  await db.insert(flashSales).values({
    id,
    pageId,
    productListId: `flash-list-${id}`,
    title: text('Flash Sale'),
    startsAt: new Date(run - HOUR_MS),
    endsAt: new Date(run + HOUR_MS),
  });
  await db
    .insert(flashSaleItems)
    .values({ flashSaleId: id, productId: id, flashPrice: 10_000, stock, userLimit });
  return { productId: String(id), skuId: String(id + 1_000_000), pageId };
}

await serveBenchApp(
  (app) => {
    app.post('/bench/flash/setup', async (request) => {
      const { buyers, stock, userLimit } = request.body;
      const tokens = await makeCustomers(app, buyers);
      return { tokens, ...(await makeSale(app.db, { stock, userLimit })) };
    });
    app.get('/bench/flash/count', async (request) => {
      const result = await app.db.execute(
        sql`select count(*)::int as orders, count(distinct o.user_id)::int as buyers,
          (select stock - sold from flash_sale_items where product_id = ${request.query.productId}::bigint) as left
        from orders o join order_lines l on l.order_id = o.id
        where l.product_id = ${request.query.productId}::bigint`,
      );
      return result.rows[0];
    });
    const submitted = {
      orderId: '700000001',
      payableAmount: 10_000,
      payDeadline: new Date().toISOString(),
    };
    app.route({
      ...routeOf({ ...ORDER_ENDPOINTS.submit, path: `${API_BASE}/bench/submit-floor` }),
      handler: async () => ok(submitted),
    });
  },
  { seed: false },
);
