import {
  DELIVERY_RADIUS_DEFAULT_METERS,
  FOOD_ORDER_PAY_MINUTES,
  KITCHEN_ROUNDS_PAGE_SIZE,
} from '@lahap/contract/constants';
import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { LocalizedText } from '@lahap/contract/locale';
import {
  distanceMeters,
  deliveryFee,
  isChannelOpenAt,
  isPickupTimeAllowed,
} from '@lahap/contract/ordering/delivery';
import type {
  FoodOrder,
  FoodOrderDetailBody,
  FoodOrderPayBody,
  FoodOrderPayData,
  FoodOrderSubmitBody,
  FoodOrderSubmitData,
  StaffFoodOrdersData,
} from '@lahap/contract/ordering/food-order-schemas';
import { foodOrderPagePath } from '@lahap/contract/ordering/paths';
import { type FoodOrderStaffStep, canMoveFoodOrder } from '@lahap/contract/ordering/states';
import type { Database } from '../../db/client.js';
import { type Clock, iso, isoOrNull } from '../../lib/clock.js';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { CatalogService } from '../catalog/index.js';
import type { PaymentsService } from '../payments/index.js';
import {
  type FoodOrderLineRow,
  type FoodOrderRow,
  type NewFoodOrder,
  foodOrderStatements,
} from './food-order-repository.js';
import type { KitchenStaff } from './kitchen-service.js';
import type { MenuService } from './menu-service.js';
import type { OrderTokens } from './order-token.js';

const refuse = (code: string) => new DomainError(code);

const PAY_MS = FOOD_ORDER_PAY_MINUTES * 60_000;
/** A charge may be paid at its last second: the expiry job waits this much longer. */
const EXPIRY_GRACE_MS = 60_000;
/** Orders one pass of the expiry job cancels at most. */
const EXPIRY_BATCH = 100;
/** The kitchen's list looks back one day. */
const STAFF_LOOKBACK_MS = 24 * 3_600_000;
/** Jakarta is UTC+7 all year: the day a pickup number counts in. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

const jakartaDay = (ms: number): string => new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);

/** Thrown inside a submit's transaction to roll it back when a repeat of it won the race. */
class RepeatedSubmit extends Error {}

const payableOf = (orderId: string) => ({ kind: 'FOOD_ORDER' as const, id: orderId });

/**
 * Pickup and delivery orders (issue 24): a submit prices the dishes from the menu and checks the
 * pickup time against the channel's hours, or the address against the store's radius and prices
 * the delivery; it is idempotent by clientOrderId. The order is a FOOD_ORDER payable of the
 * payments module: `payment.succeeded` marks it paid, a charge that expired or was declined
 * cancels it, and so does the expiry job once its time is up (after asking the provider). The
 * kitchen moves it on by the contract's steps.
 */
export function createFoodOrderService(deps: {
  db: Database;
  catalog: CatalogService;
  menu: MenuService;
  payments: Pick<PaymentsService, 'openPayableCharge' | 'checkPayable'>;
  outbox: Outbox;
  tokens: OrderTokens;
  now: Clock;
}) {
  const { db, now, outbox, tokens } = deps;
  const statements = foodOrderStatements(db);

  async function storeNames(storeIds: Iterable<string>): Promise<Map<string, LocalizedText>> {
    const names = new Map<string, LocalizedText>();
    for (const storeId of new Set(storeIds)) {
      const store = await deps.catalog.menu.store(storeId);
      names.set(storeId, store?.name ?? {});
    }
    return names;
  }

  function viewOf(
    row: FoodOrderRow,
    lines: readonly FoodOrderLineRow[],
    storeName: LocalizedText,
  ): FoodOrder {
    const unpaid = row.status === 'UNPAID';
    return {
      orderId: row.order_id,
      orderFoodType: row.order_food_type,
      store: { storeId: row.store_id, storeName },
      qrCodeId: row.qr_code_id,
      status: row.status,
      pickupNo: row.pickup_no,
      lines: lines.map((line) => ({
        dishId: line.dish_id,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        note: line.note,
      })),
      itemsTotal: row.items_total,
      deliveryFee: row.delivery_fee,
      payable: row.payable,
      pickupTime: isoOrNull(row.pickup_time_ms),
      address:
        row.address_text === null || row.lat === null || row.lng === null
          ? null
          : { text: row.address_text, lat: row.lat, lng: row.lng },
      distanceMeters: row.distance_meters,
      contactPhone: row.contact_phone,
      charge:
        unpaid && row.payment_id !== null && row.pay_method !== null
          ? {
              paymentId: row.payment_id,
              payMethod: row.pay_method,
              qrisPayload: row.qris_payload,
              redirectUrl: row.redirect_url,
              expiresAt: iso(row.expires_at_ms),
            }
          : null,
      payBefore: unpaid ? iso(row.expires_at_ms) : null,
      createTime: iso(row.created_at_ms),
      paidTime: isoOrNull(row.paid_at_ms),
      statusTime: iso(row.status_at_ms),
    };
  }

  async function viewsOf(rows: readonly FoodOrderRow[]): Promise<FoodOrder[]> {
    const [lines, names] = await Promise.all([
      statements.lines(rows.map((row) => row.order_id)),
      storeNames(rows.map((row) => row.store_id)),
    ]);
    return rows.map((row) =>
      viewOf(
        row,
        lines.filter((line) => line.order_id === row.order_id),
        names.get(row.store_id) ?? {},
      ),
    );
  }

  async function viewOfId(orderId: string): Promise<FoodOrder> {
    const row = await statements.order(orderId);
    if (!row) throw new Error(`food order ${orderId} vanished`);
    const [view] = await viewsOf([row]);
    if (!view) throw new Error(`food order ${orderId} has no view`);
    return view;
  }

  /** The order the caller may read and pay: by its token, or as the customer who ordered it; 1007015 otherwise. */
  async function ownOrder(orderId: string, orderToken: string | undefined, userId: number | null) {
    const row = await statements.order(orderId);
    const byToken = orderToken !== undefined && tokens.proves(orderId, orderToken);
    const byUser = userId !== null && row?.user_id === String(userId);
    if (!row || !(byToken || byUser)) throw refuse(ERROR_CODES.FOOD_ORDER_NOT_FOUND);
    return row;
  }

  const submitted = async (row: FoodOrderRow): Promise<FoodOrderSubmitData> => ({
    ...(await viewOfId(row.order_id)),
    orderToken: tokens.issue(row.order_id),
  });

  /** A repeat answers its order; the same clientOrderId for another QR or customer is a mistake. */
  function repeatOf(row: FoodOrderRow, body: FoodOrderSubmitBody, userId: number | null): FoodOrderRow {
    if (row.qr_code_id !== body.qrCodeId || row.user_id !== (userId === null ? null : String(userId))) {
      throw parameterError('body.clientOrderId: names another order');
    }
    return row;
  }

  /** The dishes priced from the store's menu; 1007001 for one not on it, 1007002 for one sold out. */
  async function pricedLines(storeId: string, body: FoodOrderSubmitBody): Promise<NewFoodOrder['lines']> {
    const categories = await deps.menu.categories(storeId);
    const dishes = new Map(
      categories.flatMap((category) => category.dishList).map((dish) => [dish.dishId, dish]),
    );
    return body.lines.map((line) => {
      const dish = dishes.get(line.dishId);
      if (!dish) throw refuse(ERROR_CODES.DISH_NOT_ON_MENU);
      if (dish.soldOut) throw refuse(ERROR_CODES.DISH_SOLD_OUT);
      return {
        dish_id: dish.dishId,
        name: dish.name,
        unit_price: dish.price,
        quantity: line.quantity,
        note: line.note?.trim() ?? '',
      };
    });
  }

  /** Cancels an unpaid order and tells payments it was given up; false when it was not unpaid. */
  async function cancelIn(tx: Executor, orderId: string): Promise<boolean> {
    if (!(await foodOrderStatements(tx).cancel(orderId, now()))) return false;
    await outbox.publish(tx, 'payable.closed', { payableKind: 'FOOD_ORDER', payableId: orderId });
    return true;
  }

  // The order's money came in: it is paid and the kitchen sees it. Money for an order cancelled
  // meanwhile is not taken: payments heard it was given up (`payable.closed`) and gives it back.
  outbox.subscribe('payment.succeeded', 'ordering.food-order-paid', async (event, tx) => {
    const { payableKind, payableId, paymentId } = event.payload;
    if (payableKind !== 'FOOD_ORDER') return;
    await foodOrderStatements(tx).markPaid(payableId, paymentId, now());
  });
  // Its charge expired or was declined: the order is cancelled if still unpaid. One replaced by
  // another method, or closed because the order was cancelled, changes nothing.
  outbox.subscribe('payment.closed', 'ordering.food-order-unpaid', async (event, tx) => {
    const { payableKind, payableId, reason } = event.payload;
    if (payableKind !== 'FOOD_ORDER' || (reason !== 'EXPIRED' && reason !== 'FAILED')) return;
    await cancelIn(tx, payableId);
  });

  return {
    /**
     * Takes a pickup or delivery order, once per clientOrderId: a repeat, or a concurrent twin,
     * answers the same order. Every refusal comes before anything is written.
     */
    async submit(body: FoodOrderSubmitBody, userId: number | null): Promise<FoodOrderSubmitData> {
      const earlier = await statements.byClientOrderId(body.clientOrderId);
      if (earlier) return submitted(repeatOf(earlier, body, userId));

      const scanned = await deps.menu.scan(body.qrCodeId, body.orderFoodType);
      const pickup = body.orderFoodType === ORDER_FOOD_TYPE.pickup;
      if (
        pickup ? body.pickupTime === undefined : body.address === undefined || body.contactPhone === undefined
      ) {
        throw refuse(ERROR_CODES.FOOD_ORDER_DETAILS_MISSING);
      }
      const lines = await pricedLines(scanned.store.store_id, body);
      const channel = await deps.menu.foodChannel(scanned);
      const hours = channel?.dayPartTimeList ?? [];
      const at = now();
      let pickupTime: number | null = null;
      let distance: number | null = null;
      let fee = 0;
      if (pickup) {
        pickupTime = Date.parse(body.pickupTime ?? '');
        if (!isPickupTimeAllowed(hours, pickupTime, at)) throw refuse(ERROR_CODES.PICKUP_TIME_OUTSIDE_HOURS);
      } else {
        // A delivery leaves now: the delivery channel's hours must cover the moment.
        if (!isChannelOpenAt(hours, ORDER_FOOD_TYPE.delivery, at))
          throw refuse(ERROR_CODES.PICKUP_TIME_OUTSIDE_HOURS);
        const to = body.address;
        if (!to) throw refuse(ERROR_CODES.FOOD_ORDER_DETAILS_MISSING);
        distance = distanceMeters({ lat: scanned.store.lat, lng: scanned.store.lng }, to);
        if (distance > (channel?.deliveryRadiusMeters ?? DELIVERY_RADIUS_DEFAULT_METERS)) {
          throw refuse(ERROR_CODES.DELIVERY_OUT_OF_RANGE);
        }
        fee = deliveryFee(distance);
      }
      const storeId = scanned.store.store_id;
      const day = jakartaDay(at);
      try {
        const orderId = await db.transaction(async (tx) => {
          const sql = foodOrderStatements(tx);
          const inserted = await sql.insert({
            storeId,
            qrCodeId: body.qrCodeId,
            orderFoodType: body.orderFoodType,
            userId,
            clientOrderId: body.clientOrderId,
            pickupNo: await sql.nextPickupNo(storeId, day),
            day,
            pickupTime,
            address: pickup ? null : (body.address ?? null),
            contactPhone: pickup ? null : (body.contactPhone ?? null),
            distanceMeters: distance,
            itemsTotal: lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0),
            deliveryFee: fee,
            at,
            expiresAt: at + PAY_MS,
            lines,
          });
          // The twin committed first: this one's pickup number is not spent.
          if (inserted === undefined) throw new RepeatedSubmit();
          return inserted;
        });
        const row = await statements.order(orderId);
        if (!row) throw new Error(`food order ${orderId} vanished after its insert`);
        return await submitted(row);
      } catch (error) {
        if (!(error instanceof RepeatedSubmit)) throw error;
        const twin = await statements.byClientOrderId(body.clientOrderId);
        if (!twin) throw new Error('a repeated submit found no order');
        return submitted(repeatOf(twin, body, userId));
      }
    },

    /** The order and its status, once an open charge was checked with the provider (a webhook late or lost). */
    async detail(body: FoodOrderDetailBody, userId: number | null): Promise<FoodOrder> {
      const row = await ownOrder(body.orderId, body.orderToken, userId);
      if (row.status === 'UNPAID' && row.payment_id !== null) {
        await deps.payments.checkPayable(payableOf(row.order_id));
      }
      return viewOfId(row.order_id);
    },

    /**
     * Opens (or answers the open) charge of an unpaid order with a method; another method replaces
     * it. 1004010 once paid, 1007018 once cancelled or past its time to pay, 1004012 QRIS over its cap.
     */
    async pay(body: FoodOrderPayBody, userId: number | null): Promise<FoodOrderPayData> {
      const row = await ownOrder(body.orderId, body.orderToken, userId);
      if (row.status === 'CANCELLED') throw refuse(ERROR_CODES.FOOD_ORDER_CLOSED);
      if (row.status !== 'UNPAID') throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
      if (row.expires_at_ms <= now()) throw refuse(ERROR_CODES.FOOD_ORDER_CLOSED);
      let opened;
      try {
        opened = await deps.payments.openPayableCharge({
          payable: payableOf(row.order_id),
          amount: row.payable,
          expiresAt: row.expires_at_ms,
          payMethod: body.payMethod,
          description: `Lahap · #${row.pickup_no}`,
          returnUrl: () => foodOrderPagePath(row.order_id),
        });
      } catch (error) {
        // Payments knows the payable as given up: the order was cancelled meanwhile.
        if (error instanceof DomainError && error.code === ERROR_CODES.ORDER_CLOSED) {
          throw refuse(ERROR_CODES.FOOD_ORDER_CLOSED);
        }
        throw error;
      }
      await statements.setCharge(row.order_id, {
        paymentId: opened.paymentId,
        payMethod: opened.payMethod,
        qrisPayload: opened.qrisPayload,
        redirectUrl: opened.redirectUrl,
      });
      return {
        orderId: row.order_id,
        amount: opened.amount,
        charge: {
          paymentId: opened.paymentId,
          payMethod: opened.payMethod,
          qrisPayload: opened.qrisPayload,
          redirectUrl: opened.redirectUrl,
          expiresAt: opened.expiresAt,
        },
      };
    },

    /**
     * The expiry job's pass: unpaid orders whose time to pay ran out are cancelled, each after its
     * open charge was checked with the provider (money paid at the last second completes it); how many.
     */
    async expireOverdue(): Promise<number> {
      let cancelled = 0;
      for (const { order_id } of await statements.overdueUnpaid(now() - EXPIRY_GRACE_MS, EXPIRY_BATCH)) {
        await deps.payments.checkPayable(payableOf(order_id));
        if (await db.transaction((tx) => cancelIn(tx, order_id))) cancelled += 1;
      }
      return cancelled;
    },

    /** The staff's store's paid orders of the last day, or only those still to hand over; newest first. */
    async ofStore(staff: KitchenStaff, activeOnly: boolean): Promise<StaffFoodOrdersData> {
      const rows = await statements.ofStore(
        staff.storeId,
        now() - STAFF_LOOKBACK_MS,
        activeOnly,
        KITCHEN_ROUNDS_PAGE_SIZE,
      );
      return { orderList: await viewsOf(rows) };
    },

    /** Moves an order of the staff's store one step on; 1007015 for none there, 1007016 for a step it cannot take. */
    async move(staff: KitchenStaff, orderId: string, to: FoodOrderStaffStep): Promise<FoodOrder> {
      const row = await statements.order(orderId);
      if (row?.store_id !== staff.storeId) throw refuse(ERROR_CODES.FOOD_ORDER_NOT_FOUND);
      if (
        !canMoveFoodOrder(row.order_food_type, row.status, to) ||
        !(await statements.move(staff.storeId, orderId, row.status, to, now()))
      ) {
        throw refuse(ERROR_CODES.FOOD_ORDER_STATUS_INVALID);
      }
      return viewOfId(orderId);
    },
  };
}

export type FoodOrderService = ReturnType<typeof createFoodOrderService>;
