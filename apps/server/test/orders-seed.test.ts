import type { ProductDetailData } from '@lahap/contract/orders/purchase-schemas';
import { HEADERS } from '@lahap/contract/headers';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { ThirdPartyCodesData } from '@lahap/contract/orders/schemas';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CLAIM_LINK_STORE_ID } from '../src/demo/coupon-offers.js';
import {
  DEMO_FIXED_TIME_PRODUCT_ID,
  DEMO_PAPER_VOUCHER_PRODUCT_ID,
  DEMO_PARTNER_CODE_PRODUCT_ID,
  DEMO_PARTNER_LINK_PRODUCT_ID,
  DEMO_PARTNER_POOL_SIZE,
  NEW_YEARS_EVE_WINDOW,
} from '../src/demo/order-offers.js';
import { buyAndPay, orderCall } from './after-purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createUser } from './factories.js';
import { api, describeEachEngine, expectSuccess, signedPost } from './helper.js';

describeEachEngine(
  'vouchers of every code type in the demo city',
  (t) => {
    it('sells a partner drink code, a partner e-voucher link, a mall paper voucher and a New Year dinner', async () => {
      const rows = await rowsOf<{
        id: string;
        sku_id: string;
        code_type: string;
        starts: number | null;
        ends: number | null;
        pool: number;
        linked: number;
        stores: number;
        malls: number;
      }>(
        t.app,
        sql`select p.id::text as id, p.sku_id::text as sku_id, p.code_type,
            (extract(epoch from p.redeem_starts_at) * 1000)::float8 as starts,
            (extract(epoch from p.redeem_ends_at) * 1000)::float8 as ends,
            (select count(*)::int from third_party_codes c where c.product_id = p.id) as pool,
            (select count(*)::int from third_party_codes c where c.product_id = p.id and c.link is not null) as linked,
            (select count(*)::int from product_stores ps where ps.product_id = p.id) as stores,
            (select count(distinct s.mall_id)::int from product_stores ps join stores s on s.id = ps.store_id
              where ps.product_id = p.id) as malls
          from products p where p.code_type <> 'LAHAP' or p.redeem_starts_at is not null order by p.id`,
      );
      expect(rows.map((r) => [Number(r.id), r.code_type, r.pool, r.linked])).toEqual([
        [DEMO_PARTNER_CODE_PRODUCT_ID, 'CODE', DEMO_PARTNER_POOL_SIZE, 0],
        [DEMO_PARTNER_LINK_PRODUCT_ID, 'CODE_LINK', DEMO_PARTNER_POOL_SIZE, DEMO_PARTNER_POOL_SIZE],
        [DEMO_PAPER_VOUCHER_PRODUCT_ID, 'PAPER_VOUCHER', 0, 0],
        [DEMO_FIXED_TIME_PRODUCT_ID, 'LAHAP', 0, 0],
      ]);
      expect(rows.every((r) => r.stores > 0)).toBe(true);
      expect(rows[2]?.malls).toBe(1);
      const [dinner] = rows.filter((r) => Number(r.id) === DEMO_FIXED_TIME_PRODUCT_ID);
      expect(dinner).toMatchObject({ starts: NEW_YEARS_EVE_WINDOW.start, ends: NEW_YEARS_EVE_WINDOW.end });

      // The staff demo's store keeps only the store's own codes.
      const [staffStore] = await rowsOf<{ others: number; own: number }>(
        t.app,
        sql`select count(*) filter (where p.code_type <> 'LAHAP')::int as others, count(*)::int as own
          from product_stores ps join products p on p.id = ps.product_id where ps.store_id = ${CLAIM_LINK_STORE_ID}`,
      );
      expect(staffStore).toMatchObject({ others: 0 });
      expect(staffStore?.own).toBeGreaterThan(0);

      // The dinner's rules name its night, not a number of days.
      const detail = expectSuccess<ProductDetailData>(
        await signedPost(
          t.app,
          api(ORDER_PATHS.productDetail),
          { skuId: dinner?.sku_id },
          {
            headers: { [HEADERS.locale]: 'en-US' },
          },
        ),
      );
      expect(detail.rules[0]).toBe(
        'Valid only 31-12-2026 18:00 – 01-01-2027 02:00 (Jakarta time), whenever bought.',
      );

      // Buying the drink code hands over one of the pool's codes.
      const user = await createUser(t.app);
      const order = await buyAndPay(t.app, user, { skuId: rows[0]!.sku_id });
      const codes = expectSuccess<ThirdPartyCodesData>(
        await orderCall(t.app, user, ORDER_PATHS.thirdPartyCodes, { orderId: order.orderId }),
      );
      expect(codes.codeList).toMatchObject([{ status: 'VALID', link: null }]);
      expect(codes.codeList[0]?.code).toMatch(/^KS[A-Z2-9]{8}$/);
    });
  },
  // Before the dinner's night whatever the machine's date, so its detail stays on sale.
  { seed: true, now: () => Date.UTC(2026, 11, 1, 3, 0, 0) },
);
