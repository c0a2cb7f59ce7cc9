import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { SettlementData } from '@lahap/contract/orders/purchase-schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { as, createFlashItem, createSaleProduct, holdings, submit } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUsers } from './factories.js';
import { api, describeEachEngine, expectSuccess, signedPost } from './helper.js';

const MINUTE_MS = 60_000;

/** Runs `work` over `items` with at most `width` at once. */
async function inWaves<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

describeEachEngine(
  'a flash sale storm',
  (t) => {
    it('sells exactly its stock to distinct buyers, nobody over the cap, the losers told "sold out"', async () => {
      // PGlite runs one statement at a time in-process: a smaller crowd proves the same rules.
      const buyers = t.engine === 'postgres' ? 2_000 : 300;
      const stock = t.engine === 'postgres' ? 100 : 50;
      const store = await createStore(t.app, { lat: -6.2, lng: 106.8 });
      const product = await createSaleProduct(t.app, { storeIds: [store] });
      const sale = await createFlashItem(t.app, {
        productId: product.productId,
        flashPrice: 10_000,
        stock,
        userLimit: 1,
        start: Date.now() - MINUTE_MS,
        end: Date.now() + 60 * MINUTE_MS,
      });
      const crowd = await createUsers(t.app, buyers);
      // Everyone prices the sale first (the stock is not taken yet), keeping their token.
      const tokens = await inWaves(crowd, 50, async (user) => {
        const priced = expectSuccess<SettlementData>(
          await signedPost(
            t.app,
            api(ORDER_PATHS.flashSettlement),
            { skuId: product.skuId, pageId: sale.pageId, quantity: 1, settlementType: 'FLASH_SALE' },
            as(user),
          ),
        );
        return { user, token: priced.settlementToken };
      });
      // Then all of them submit at once, and every winner submits a second time (a double tap).
      const answers = await Promise.all(tokens.map(({ user, token }) => submit(t.app, user, token)));
      const codes = new Map<string, number>();
      for (const answer of answers) {
        const body = answer.json<{ success: boolean; error: { code: string } | null }>();
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        const key = body.success ? 'ok' : (body.error?.code ?? '?');
        codes.set(key, (codes.get(key) ?? 0) + 1);
      }
      expect(codes.get('ok')).toBe(stock);
      const refused = [...codes.entries()].filter(([code]) => code !== 'ok');
      for (const [code] of refused) {
        expect([ERROR_CODES.PRODUCT_SOLD_OUT, ERROR_CODES.FLASH_SALE_BUSY]).toContain(code);
      }
      const [summary] = await rowsOf<{
        orders: number;
        buyers: number;
        most: number;
        sold: number;
        stock: number;
      }>(
        t.app,
        sql`select count(*)::int as orders, count(distinct o.user_id)::int as buyers,
            coalesce(max(c.bought), 0)::int as most,
            (select sold from flash_sale_items where product_id = ${product.productId}::bigint) as sold,
            (select stock - sold from flash_sale_items where product_id = ${product.productId}::bigint) as stock
          from orders o join order_lines l on l.order_id = o.id
            left join flash_purchase_counts c on c.user_id = o.user_id and c.product_id = l.product_id
          where l.product_id = ${product.productId}::bigint`,
      );
      expect(summary).toEqual({ orders: stock, buyers: stock, most: 1, sold: stock, stock: 0 });
      expect(await holdings(t.app, product.productId)).toMatchObject({ stock: 100, flash_counted: stock });
    }, 120_000);
  },
  { redis: true, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
