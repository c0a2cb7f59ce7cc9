// The server of the pages only a logged-in customer opens (bench/frontend.mjs): the real Lahap app
// with the demo data, plus one bench-only route outside /api (so no client can reach it in the
// product) that makes a logged-in customer and names a voucher on sale with stock to buy, since a
// production server never shows a login code.
import { sql } from 'drizzle-orm';
import { serveBenchApp } from './cluster.mjs';
import { makeCustomerSessions } from './customers.mjs';

await serveBenchApp((app) => {
  app.post('/bench/customer', async () => {
    const [customer] = await makeCustomerSessions(app, 1);
    const result = await app.db.execute(
      sql`select p.sku_id::text as "skuId" from products p
        where p.status = 'ON' and p.remaining_stock > 0
          and (p.redeem_ends_at is null or p.redeem_ends_at > now())
          and exists (select 1 from product_stores s where s.product_id = p.id)
        order by p.remaining_stock desc, p.sku_id limit 1`,
    );
    return { ...customer, skuId: result.rows[0]?.skuId };
  });
});
