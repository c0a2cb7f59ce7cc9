import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { SettlementData, SubmitData } from '@lahap/contract/orders/purchase-schemas';
import { HEADERS } from '@lahap/contract/headers';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flashSaleItems, flashSales, productStores, products } from '../src/db/schema/index.js';
import { rowsOf } from './coupon-factories.js';
import { text } from './discovery-factories.js';
import type { TestUser } from './factories.js';
import { api, expectSuccess, signedPost } from './helper.js';

let nextId = 70_000_000;
const newId = () => (nextId += 1);

export interface SaleProductOptions {
  storeIds: string[];
  merchantId?: number;
  salePrice?: number;
  originalPrice?: number;
  promotionPrice?: number | null;
  stock?: number;
  /** 0 = no limit. */
  userLimit?: number;
  status?: 'ON' | 'OFF';
}

/** A dine-out voucher on sale at the given stores; by default Rp 80.000 (Rp 100.000 before), 100 in stock. */
export async function createSaleProduct(app: FastifyInstance, options: SaleProductOptions) {
  const id = newId();
  const stock = options.stock ?? 100;
  await app.db.insert(products).values({
    id,
    skuId: id + 1_000_000,
    merchantId: options.merchantId ?? 1,
    productType: 'GROUP_COUPON',
    name: text(`Paket ${id}`, `Set ${id}`, `套餐 ${id}`),
    description: text('Isi: 2× nasi', 'Includes 2× rice', '包含：米饭 ×2'),
    imageUrl: `/img/product/${id}.png`,
    salePrice: options.salePrice ?? 80_000,
    originalPrice: options.originalPrice ?? 100_000,
    totalStock: stock,
    remainingStock: stock,
    userLimit: options.userLimit ?? 0,
    status: options.status ?? 'ON',
    promotionPrice: options.promotionPrice ?? null,
    promotionTag: options.promotionPrice ? text('Promo Gajian', 'Payday Deal', '发薪日特惠') : null,
    validDays: 30,
    searchText: `paket ${id}`,
  });
  for (const storeId of options.storeIds) {
    await app.db.insert(productStores).values({ productId: id, storeId: Number(storeId) });
  }
  return { productId: String(id), skuId: String(id + 1_000_000) };
}

/** A flash sale of one product running over the window given. */
export async function createFlashItem(
  app: FastifyInstance,
  options: {
    productId: string;
    flashPrice: number;
    stock: number;
    userLimit: number;
    start: number;
    end: number;
  },
) {
  const id = newId();
  const pageId = `flash-${id}`;
  await app.db.insert(flashSales).values({
    id,
    pageId,
    productListId: `flash-list-${id}`,
    title: text('Flash Sale'),
    startsAt: new Date(options.start),
    endsAt: new Date(options.end),
  });
  await app.db.insert(flashSaleItems).values({
    flashSaleId: id,
    productId: Number(options.productId),
    flashPrice: options.flashPrice,
    stock: options.stock,
    userLimit: options.userLimit,
  });
  return { flashSaleId: String(id), pageId };
}

export const as = (user: TestUser | null) => (user ? { headers: { [HEADERS.authorize]: user.token } } : {});

/** A successful settlement. */
export async function settle(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown>,
  flash = false,
): Promise<SettlementData> {
  const path = flash ? ORDER_PATHS.flashSettlement : ORDER_PATHS.settlement;
  return expectSuccess<SettlementData>(
    await signedPost(
      app,
      api(path),
      { quantity: 1, settlementType: flash ? 'FLASH_SALE' : 'COMMON', ...body },
      as(user),
    ),
  );
}

export const submit = (app: FastifyInstance, user: TestUser, settlementToken: string) =>
  signedPost(app, api(ORDER_PATHS.submit), { settlementToken }, as(user));

/** Settles and submits; the placed order. */
export async function placeOrder(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<SubmitData & { settlement: SettlementData }> {
  const settlement = await settle(app, user, body);
  const order = expectSuccess<SubmitData>(await submit(app, user, settlement.settlementToken));
  return { ...order, settlement };
}

/** Everything an order holds, to prove a refusal or a cancellation left nothing behind. */
export async function holdings(app: FastifyInstance, productId: string) {
  const [row] = await rowsOf<Record<string, number>>(
    app,
    sql`select
      (select remaining_stock from products where id = ${productId}::bigint) as stock,
      (select coalesce(sum(sold), 0)::int from flash_sale_items where product_id = ${productId}::bigint) as flash_sold,
      (select coalesce(sum(bought), 0)::int from product_purchase_counts where product_id = ${productId}::bigint) as counted,
      (select coalesce(sum(bought), 0)::int from flash_purchase_counts where product_id = ${productId}::bigint) as flash_counted,
      (select count(*)::int from coupons c join order_lines l on l.order_id = c.locked_order_id
        where l.product_id = ${productId}::bigint and c.status = 'VALID') as locked_coupons,
      (select count(*)::int from orders o join order_lines l on l.order_id = o.id
        where l.product_id = ${productId}::bigint and o.status in ('INIT', 'SUBMIT', 'COMPLETED')) as live_orders`,
  );
  return row!;
}
