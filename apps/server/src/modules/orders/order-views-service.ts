import type { OrderDetailData } from '@lahap/contract/payments/schemas';
import type { MyOrdersData, ThirdPartyCodesData, VoucherListData } from '@lahap/contract/orders/schemas';
import type { MyOrdersFilter } from '@lahap/contract/enums';
import { voucherStatusAt } from '@lahap/contract/orders/lifecycle';
import type { LocalizedText } from '@lahap/contract/locale';
import { type OrderListFilter, type OrderRow, orderStatements } from './order-repository.js';
import {
  cardStatusOf,
  countsAt,
  orderCardOf,
  placeKey,
  remainPayMinutes,
  voucherOf,
  windowOf,
} from './order-views.js';
import { type VoucherRow, refundableAt, voucherStatements } from './voucher-repository.js';
import type { OrdersDeps, OwnOrder } from './orders-deps.js';
import { iso, isoOrNull } from '../../lib/clock.js';

/** What my_orders' status asks for, as the repository filters. */
const LIST_FILTERS: Readonly<Record<MyOrdersFilter, OrderListFilter>> = {
  '': 'all',
  not_delivery: 'live',
  wait_pay: 'unpaid',
};

/**
 * After the purchase, read only: one order as placed, the orders tab, the vouchers with their
 * codes and partner codes, and what an account still holds.
 */
export function createOrderViews(deps: OrdersDeps, orderOf: OwnOrder) {
  const { db, catalog, now, redemptionKeys } = deps;

  /** The names of the places an order's vouchers were redeemed at (`placeKey`). */
  async function placesOf(vouchers: readonly VoucherRow[]): Promise<Map<string, LocalizedText>> {
    const pointIds = vouchers.flatMap((v) => (v.used_point_id === null ? [] : [v.used_point_id]));
    const storeIds = vouchers.flatMap((v) =>
      v.used_point_id === null && v.used_store_id !== null ? [v.used_store_id] : [],
    );
    const stores = storeIds.length > 0 ? await catalog.redemption.storeNames(storeIds) : new Map();
    const points = await voucherStatements(db).pointNames(pointIds);
    return new Map<string, LocalizedText>([
      ...[...stores].map(([id, name]): [string, LocalizedText] => [placeKey('store', id), name]),
      ...[...points].map(([id, name]): [string, LocalizedText] => [placeKey('point', id), name]),
    ]);
  }

  return {
    /**
     * One order of the customer's: as placed, its vouchers in brief and what may go back now
     * (its payment and money history are the payments module's, added by the caller).
     */
    async order(orderId: string, userId: number): Promise<Omit<OrderDetailData, 'payment' | 'history'>> {
      const row = await orderOf(orderId, userId);
      const at = now();
      const [vouchers, products] = await Promise.all([
        voucherStatements(db).ofOrder(orderId),
        catalog.orderProducts.products([row.product_id]),
      ]);
      const product = products.get(row.product_id);
      const brief = vouchers.map((v) => ({
        status: v.status,
        start: v.effective_start_ms,
        end: v.effective_end_ms,
      }));
      const counts = countsAt(brief, at);
      const window = windowOf(brief);
      const cardStatus = cardStatusOf(row, counts, window?.start ?? null, at);
      return {
        orderId: row.id,
        status: row.status,
        settlementType: row.settlement_type,
        product: {
          productId: row.product_id,
          skuId: row.sku_id,
          productName: row.product_name,
          imageUrl: row.image_url,
          validDays: row.valid_days,
        },
        storeName: product?.store_name ?? null,
        storeCount: product?.store_count ?? 0,
        quantity: row.quantity,
        originalUnitPrice: row.original_unit_price,
        unitPrice: row.unit_price,
        originalAmount: row.original_amount,
        discounts: row.discounts,
        payableAmount: row.payable_amount,
        createdTime: iso(row.created_at_ms),
        payDeadline: iso(row.pay_deadline_ms),
        remainPayMinutes: remainPayMinutes(row, cardStatus, at),
        paidTime: isoOrNull(row.paid_at_ms),
        cancelTime: isoOrNull(row.cancelled_at_ms),
        cancelReason: row.cancel_reason,
        cardStatus,
        storeId: product?.store_id ?? null,
        thirdCodeType: row.code_type,
        redeemTimeType: row.redeem_starts_ms === null ? 'RELATIVE_TIME' : 'FIXED_TIME',
        effectiveStartTime: window ? iso(window.start) : null,
        effectiveEndTime: window ? iso(window.end) : null,
        voucherCounts: counts,
        refundableAmount: vouchers.filter((v) => refundableAt(v, at)).reduce((sum, v) => sum + v.amount, 0),
      };
    },

    /** The orders tab (spec §7 `my_orders`): a page of the customer's order cards, newest first. */
    async myOrders(
      query: { pageNo: number; pageSize: number; status: MyOrdersFilter },
      userId: number,
    ): Promise<MyOrdersData> {
      const at = now();
      // One row more than the page says whether another page follows.
      const rows = await orderStatements(db).page(userId, LIST_FILTERS[query.status], at, {
        limit: query.pageSize + 1,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const page = rows.slice(0, query.pageSize);
      const products = await catalog.orderProducts.products(page.map((row) => row.product_id));
      return {
        orderList: page.map((row) => orderCardOf(row, products.get(row.product_id), at)),
        pageInfoVO: { hasMore: rows.length > query.pageSize },
      };
    },

    /** An order's vouchers with the code a counter accepts now (spec §7 `voucher_list`); 1004009 when not theirs. */
    async voucherList(orderId: string, userId: number): Promise<VoucherListData> {
      await orderOf(orderId, userId);
      const at = now();
      const vouchers = await voucherStatements(db).ofOrder(orderId);
      const places = await placesOf(vouchers);
      return {
        voucherList: vouchers.map((v) => voucherOf(v, at, redemptionKeys.of, places)),
        serverTime: iso(at),
      };
    },

    /** The partner codes of an order's vouchers (CODE, CODE_LINK); 1004009 when not theirs. */
    async thirdPartyCodes(orderId: string, userId: number): Promise<ThirdPartyCodesData> {
      const order = await orderOf(orderId, userId);
      const at = now();
      const vouchers = await voucherStatements(db).ofOrder(orderId);
      return {
        orderId: order.id,
        thirdCodeType: order.code_type,
        productName: order.product_name,
        logoUrl: order.image_url,
        codeList: vouchers.map((v) => ({
          voucherId: v.id,
          unitNo: v.unit_no,
          status: voucherStatusAt({ status: v.status, effectiveEnd: v.effective_end_ms }, at),
          code: v.third_code,
          link: v.third_link,
          effectiveEndTime: iso(v.effective_end_ms),
        })),
      };
    },

    /** The customer's order's vouchers; 1004009 when the order is not theirs. */
    async vouchersOf(orderId: string, userId: number): Promise<{ order: OrderRow; vouchers: VoucherRow[] }> {
      const order = await orderOf(orderId, userId);
      return { order, vouchers: await voucherStatements(db).ofOrder(orderId) };
    },

    /** One voucher, whoever's (the counter reads it by its code; callers check ownership). */
    voucher: (voucherId: string) => voucherStatements(db).byId(voucherId),

    /**
     * What a customer still holds, for account deletion: unpaid orders block it (one may still
     * be paid), vouchers still to use are forfeited.
     */
    async accountAssets(userId: number) {
      const unpaid = await orderStatements(db).unpaidCountOf(userId);
      const live = await voucherStatements(db).liveCountOf(userId, now());
      return { blockers: { UNFINISHED_ORDER: unpaid }, forfeits: { VOUCHER: live } };
    },
  };
}
