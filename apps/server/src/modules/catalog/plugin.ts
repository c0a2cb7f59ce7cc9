import fp from 'fastify-plugin';
import { createCouponProductReader } from './coupon-products.js';
import { type MenuCatalog, createMenuCatalog } from './menu-catalog.js';
import { type OrderProductReader, createOrderProductReader } from './order-products.js';
import { type ProductSales, createProductSales } from './product-sales.js';
import { type RedemptionCatalog, createRedemptionCatalog } from './redemption-catalog.js';

/** What other modules read of the catalogue through `app.catalog`. */
export interface CatalogService {
  /** The dine-out vouchers a coupon template (a red envelope) can buy. */
  couponProducts: ReturnType<typeof createCouponProductReader>;
  /** What buying reads of a product and the guarded stock moves an order makes. */
  sales: ProductSales;
  /** What an order card shows of the product it bought: its description and first store. */
  orderProducts: OrderProductReader;
  /** What redeeming reads: a store, what its counter accepts, item names, a product's places. */
  redemption: RedemptionCatalog;
  /** What ordering food reads: the store a channel QR names, the store, its dishes. */
  menu: MenuCatalog;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue as data other modules read: stores, products, coupon templates. */
    catalog: CatalogService;
  }
}

/** Decorates `app.catalog`. */
export const catalogPlugin = fp(
  async (app) => {
    app.decorate('catalog', {
      couponProducts: createCouponProductReader(app.rawQuery),
      sales: createProductSales(app.rawQuery),
      orderProducts: createOrderProductReader(app.rawQuery),
      redemption: createRedemptionCatalog(app.rawQuery),
      menu: createMenuCatalog(app.rawQuery),
    });
  },
  { name: 'catalog', dependencies: ['database'] },
);
