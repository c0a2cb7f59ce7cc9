import { randomUUID } from 'node:crypto';
import { FOOD_ORDER_PAY_MINUTES } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { deliveryFee, distanceMeters } from '@lahap/contract/ordering/delivery';
import type {
  FoodOrder,
  FoodOrderPayData,
  FoodOrderSubmitData,
  StaffFoodOrdersData,
} from '@lahap/contract/ordering/food-order-schemas';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { MenuData, MyFoodOrdersData } from '@lahap/contract/ordering/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { storeChannels, storeHours } from '../src/db/schema/index.js';
import { rowsOf } from './coupon-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';
import { type OrderingStore, createOrderingStore } from './ordering-factories.js';
import { loginStaff, staffPost } from './redemption-factories.js';

const MINUTE_MS = 60_000;
/** Saturday 28 November 2026, 12:00 in Jakarta (UTC+7). */
const NOON = Date.UTC(2026, 10, 28, 5, 0, 0);
const clock = testClock(NOON);
const RADIUS_METERS = 4_000;

interface FoodStore extends OrderingStore {
  deliveryQr: string;
  lat: number;
  lng: number;
}

/** A store taking pickup 10:00–22:00 and delivery 10:30–21:30 every day, delivering 4 km. */
async function createFoodStore(app: FastifyInstance): Promise<FoodStore> {
  const store = await createOrderingStore(app, 1);
  const id = Number(store.storeId);
  const deliveryQr = `${store.pickupQr.slice(0, -1)}D`;
  await app.db
    .insert(storeChannels)
    .values({ storeId: id, orderFoodType: 1, qrCodeId: deliveryQr, deliveryRadiusMeters: RADIUS_METERS });
  await app.db.insert(storeHours).values(
    [1, 2, 3, 4, 5, 6, 7].flatMap((dayPartCode) => [
      { storeId: id, dayPartCode, channelCode: 2, startTime: '10:00', endTime: '22:00' },
      { storeId: id, dayPartCode, channelCode: 1, startTime: '10:30', endTime: '21:30' },
    ]),
  );
  return { ...store, deliveryQr, lat: -6.2, lng: 106.8 };
}

const authorized = (user: TestUser | null | undefined) =>
  user ? { headers: { [HEADERS.authorize]: user.token } } : {};

const post = (app: FastifyInstance, path: string, body: object, user?: TestUser | null) =>
  signedPost(app, api(path), body as Record<string, unknown>, authorized(user));

/** A pickup in half an hour of one line of the first dish, unless told otherwise. */
function pickupBody(store: FoodStore, extra: Record<string, unknown> = {}) {
  return {
    qrCodeId: store.pickupQr,
    orderFoodType: 2,
    lines: [{ dishId: store.dishes[0]!.dishId, quantity: 2, note: 'pedas' }],
    pickupTime: new Date(clock.now() + 30 * MINUTE_MS).toISOString(),
    clientOrderId: randomUUID(),
    ...extra,
  };
}

/** A delivery to a point `southMeters` south of the store (about). */
function deliveryBody(store: FoodStore, southMeters: number, extra: Record<string, unknown> = {}) {
  return {
    qrCodeId: store.deliveryQr,
    orderFoodType: 1,
    lines: [{ dishId: store.dishes[1]!.dishId, quantity: 1 }],
    address: { text: 'Jl. Kemang Raya 10', lat: store.lat - southMeters / 111_195, lng: store.lng },
    contactPhone: '+6281234567890',
    clientOrderId: randomUUID(),
    ...extra,
  };
}

const submit = async (app: FastifyInstance, body: object, user?: TestUser | null) =>
  expectSuccess<FoodOrderSubmitData>(await post(app, ORDERING_PATHS.orderSubmit, body, user));

const payOrder = (app: FastifyInstance, order: FoodOrderSubmitData, payMethod: string) =>
  post(app, ORDERING_PATHS.orderPay, { orderId: order.orderId, orderToken: order.orderToken, payMethod });

const detailOf = async (app: FastifyInstance, order: FoodOrderSubmitData) =>
  expectSuccess<FoodOrder>(
    await post(app, ORDERING_PATHS.orderDetail, { orderId: order.orderId, orderToken: order.orderToken }),
  );

/** What pickup and delivery orders write: a refusal leaves every one of these as it was. */
interface RowCounts {
  orders: number;
  lines: number;
  numbers: number;
  charges: number;
  events: number;
}

async function rowCounts(app: FastifyInstance): Promise<RowCounts> {
  const [row] = await rowsOf<RowCounts>(
    app,
    sql`select (select count(*)::int from food_orders) as orders, (select count(*)::int from food_order_lines) as lines,
      (select coalesce(sum(last_no), 0)::int from food_order_counters) as numbers,
      (select count(*)::int from payments where payable_kind = 'FOOD_ORDER') as charges,
      (select count(*)::int from outbox_events) as events`,
  );
  if (!row) throw new Error('the row counts query answered no row');
  return row;
}

/** Marks the subscriber's delivery of the order's payment event undone, as a lost mark would. */
async function undeliver(app: FastifyInstance, subscriber: string, event: string, orderId: string) {
  await app.db.execute(sql`update outbox_deliveries set delivered_at = null
    where subscriber = ${subscriber} and event_id in (select id from outbox_events
      where name = ${event} and payload->>'payableKind' = 'FOOD_ORDER' and payload->>'payableId' = ${orderId})`);
}

/** The ledger's movements for one order, oldest first. */
const ledgerOf = (app: FastifyInstance, orderId: string) =>
  rowsOf<{ kind: string; amount: number }>(
    app,
    sql`select kind, amount from ledger_entries
      where payable_kind = 'FOOD_ORDER' and payable_id = ${orderId}::bigint order by id`,
  );

async function expectRefusedWritingNothing(
  app: FastifyInstance,
  ask: () => Promise<LightMyRequestResponse>,
  code: string,
): Promise<void> {
  const before = await rowCounts(app);
  expectRefusal(await ask(), 400, code);
  expect(await rowCounts(app)).toEqual(before);
}

describeEachEngine(
  'pickup and delivery orders',
  (t) => {
    it('shows a pickup and a delivery QR its channel: the hours, the store and its radius', async () => {
      const store = await createFoodStore(t.app);
      const pickup = expectSuccess<MenuData>(
        await post(t.app, ORDERING_PATHS.menu, { qrCodeId: store.pickupQr, orderFoodType: 2 }),
      );
      expect(pickup.channel).toMatchObject({ lat: store.lat, lng: store.lng, deliveryRadiusMeters: null });
      expect(pickup.channel?.dayPartTimeList.every((span) => span.channelCode === 2)).toBe(true);
      const delivery = expectSuccess<MenuData>(
        await post(t.app, ORDERING_PATHS.menu, { qrCodeId: store.deliveryQr, orderFoodType: 1 }),
      );
      expect(delivery.channel?.deliveryRadiusMeters).toBe(RADIUS_METERS);
      expect(delivery.channel?.dayPartTimeList[0]).toMatchObject({ startTime: '10:30', endTime: '21:30' });
    });

    it('takes a pickup once per clientOrderId, even when the same order is sent at once', async () => {
      const store = await createFoodStore(t.app);
      const body = pickupBody(store);
      const before = await rowCounts(t.app);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => post(t.app, ORDERING_PATHS.orderSubmit, body)),
      );
      const orders = answers.map((answer) => expectSuccess<FoodOrderSubmitData>(answer));
      expect(new Set(orders.map((order) => order.orderId)).size).toBe(1);
      const order = orders[0]!;
      expect(order).toMatchObject({
        orderFoodType: 2,
        status: 'UNPAID',
        pickupNo: 1,
        itemsTotal: 2 * store.dishes[0]!.price,
        deliveryFee: 0,
        payable: 2 * store.dishes[0]!.price,
        pickupTime: body.pickupTime,
        address: null,
        charge: null,
        payBefore: new Date(clock.now() + FOOD_ORDER_PAY_MINUTES * MINUTE_MS).toISOString(),
      });
      expect(order.lines).toEqual([
        expect.objectContaining({ dishId: store.dishes[0]!.dishId, quantity: 2, note: 'pedas' }),
      ]);
      const after = await rowCounts(t.app);
      expect(after.orders - before.orders).toBe(1);
      expect(after.lines - before.lines).toBe(1);
      // The losers of the race spent no pickup number.
      expect(after.numbers - before.numbers).toBe(1);
      // A retry later answers the same order; the next order gets the next number.
      expect((await submit(t.app, body)).orderId).toBe(order.orderId);
      expect((await submit(t.app, pickupBody(store))).pickupNo).toBe(2);
      // The same clientOrderId from another QR is a mistake, not that order.
      expectRefusal(
        await post(t.app, ORDERING_PATHS.orderSubmit, {
          ...body,
          qrCodeId: store.deliveryQr,
          orderFoodType: 1,
        }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
    });

    it('refuses a pickup time outside the hours, too soon or too far ahead, writing nothing', async () => {
      const store = await createFoodStore(t.app);
      const at = (ms: number) => pickupBody(store, { pickupTime: new Date(ms).toISOString() });
      const refused = [
        at(NOON + 5 * MINUTE_MS), // sooner than the kitchen's lead time
        at(NOON + 11 * 60 * MINUTE_MS), // 23:00, after the pickup hours
        at(NOON + 21 * 60 * MINUTE_MS), // 09:00 tomorrow, before them
        at(NOON + 25 * 60 * MINUTE_MS), // more than a day ahead
        at(NOON - 60 * MINUTE_MS), // in the past
      ];
      for (const body of refused) {
        await expectRefusedWritingNothing(
          t.app,
          () => post(t.app, ORDERING_PATHS.orderSubmit, body),
          ERROR_CODES.PICKUP_TIME_OUTSIDE_HOURS,
        );
      }
      // 21:45 today and 10:15 tomorrow are in the hours.
      expect((await submit(t.app, at(NOON + (9 * 60 + 45) * MINUTE_MS))).status).toBe('UNPAID');
      expect((await submit(t.app, at(NOON + (22 * 60 + 15) * MINUTE_MS))).status).toBe('UNPAID');
    });

    it('prices a delivery by its distance, and refuses one outside the radius or outside the hours, writing nothing', async () => {
      const store = await createFoodStore(t.app);
      const near = await submit(t.app, deliveryBody(store, 500));
      const farther = await submit(t.app, deliveryBody(store, 3_500));
      expect(near.deliveryFee).toBe(8_000);
      expect(farther.deliveryFee).toBeGreaterThan(near.deliveryFee);
      expect(farther.deliveryFee).toBe(deliveryFee(farther.distanceMeters!));
      expect(farther.distanceMeters).toBe(
        distanceMeters(store, { lat: farther.address!.lat, lng: farther.address!.lng }),
      );
      expect(farther).toMatchObject({
        orderFoodType: 1,
        pickupTime: null,
        contactPhone: '+6281234567890',
        payable: store.dishes[1]!.price + farther.deliveryFee,
      });
      await expectRefusedWritingNothing(
        t.app,
        () => post(t.app, ORDERING_PATHS.orderSubmit, deliveryBody(store, 4_500)),
        ERROR_CODES.DELIVERY_OUT_OF_RANGE,
      );
      // 22:00: the kitchen still cooks for pickup, but no longer delivers.
      clock.set(NOON + 10 * 60 * MINUTE_MS);
      try {
        await expectRefusedWritingNothing(
          t.app,
          () => post(t.app, ORDERING_PATHS.orderSubmit, deliveryBody(store, 500)),
          ERROR_CODES.PICKUP_TIME_OUTSIDE_HOURS,
        );
      } finally {
        clock.set(NOON);
      }
    });

    it('refuses missing details, dishes not on the menu or sold out, and a QR of another channel, writing nothing', async () => {
      const store = await createFoodStore(t.app);
      const other = await createFoodStore(t.app);
      const cases: [object, string][] = [
        [pickupBody(store, { pickupTime: undefined }), ERROR_CODES.FOOD_ORDER_DETAILS_MISSING],
        [deliveryBody(store, 500, { contactPhone: undefined }), ERROR_CODES.FOOD_ORDER_DETAILS_MISSING],
        [deliveryBody(store, 500, { address: undefined }), ERROR_CODES.FOOD_ORDER_DETAILS_MISSING],
        [
          pickupBody(store, { lines: [{ dishId: store.soldOut.dishId, quantity: 1 }] }),
          ERROR_CODES.DISH_SOLD_OUT,
        ],
        [
          pickupBody(store, { lines: [{ dishId: other.dishes[0]!.dishId, quantity: 1 }] }),
          ERROR_CODES.DISH_NOT_ON_MENU,
        ],
        [pickupBody(store, { lines: [{ dishId: '999999999', quantity: 1 }] }), ERROR_CODES.DISH_NOT_ON_MENU],
        [pickupBody(store, { qrCodeId: store.deliveryQr }), ERROR_CODES.QR_CODE_NOT_LINKED],
        [pickupBody(store, { qrCodeId: store.storeQr }), ERROR_CODES.QR_CODE_NOT_LINKED],
        [pickupBody(store, { qrCodeId: store.tables[0]!.qrCodeId }), ERROR_CODES.QR_CODE_NOT_LINKED],
      ];
      for (const [body, code] of cases) {
        await expectRefusedWritingNothing(t.app, () => post(t.app, ORDERING_PATHS.orderSubmit, body), code);
      }
    });

    it('pays a pickup by QRIS: paid once the bank confirms, the charge in the ledger, and a second payment refused', async () => {
      const store = await createFoodStore(t.app);
      const order = await submit(t.app, pickupBody(store));
      // Another phone without the order's token cannot read or pay it.
      const forged = `${order.orderId}.${'A'.repeat(43)}`;
      expectRefusal(
        await post(t.app, ORDERING_PATHS.orderDetail, { orderId: order.orderId, orderToken: forged }),
        400,
        ERROR_CODES.FOOD_ORDER_NOT_FOUND,
      );
      expectRefusal(
        await post(t.app, ORDERING_PATHS.orderPay, { orderId: order.orderId, payMethod: 'QRIS' }),
        400,
        ERROR_CODES.FOOD_ORDER_NOT_FOUND,
      );
      // Two taps at once open one charge.
      const [first, second] = await Promise.all([
        payOrder(t.app, order, 'QRIS'),
        payOrder(t.app, order, 'QRIS'),
      ]);
      const paying = expectSuccess<FoodOrderPayData>(first);
      expect(expectSuccess<FoodOrderPayData>(second).charge.paymentId).toBe(paying.charge.paymentId);
      expect(paying).toMatchObject({ orderId: order.orderId, amount: order.payable });
      expect(paying.charge.qrisPayload).toMatch(/^000201/);
      expect((await detailOf(t.app, order)).charge?.paymentId).toBe(paying.charge.paymentId);

      await t.app.paymentSandbox!.approve(paying.charge.paymentId);
      const paid = await detailOf(t.app, order);
      expect(paid).toMatchObject({ status: 'PAID', charge: null, payBefore: null });
      expect(paid.paidTime).not.toBeNull();
      expect(await ledgerOf(t.app, order.orderId)).toEqual([{ kind: 'CHARGE', amount: order.payable }]);
      const counts = await rowCounts(t.app);
      for (const method of ['QRIS', 'GOPAY']) {
        expectRefusal(await payOrder(t.app, order, method), 400, ERROR_CODES.ORDER_ALREADY_PAID);
      }
      expect(await rowCounts(t.app)).toEqual(counts);
      // The payment event delivered again (a lost mark) changes nothing.
      await undeliver(t.app, 'ordering.food-order-paid', 'payment.succeeded', order.orderId);
      expect(await t.app.outbox.drain()).toBe(1);
      expect(await detailOf(t.app, order)).toEqual(paid);
      expect(await ledgerOf(t.app, order.orderId)).toEqual([{ kind: 'CHARGE', amount: order.payable }]);
      expect(await rowCounts(t.app)).toEqual(counts);
    });

    it('charges one order once when two methods race, and gives back money that comes for the replaced charge', async () => {
      const store = await createFoodStore(t.app);
      for (let round = 0; round < 3; round += 1) {
        const order = await submit(t.app, deliveryBody(store, 1_000));
        const asks = await Promise.all([payOrder(t.app, order, 'QRIS'), payOrder(t.app, order, 'DANA')]);
        const charges = asks
          .filter((ask) => ask.statusCode === 200)
          .map((ask) => expectSuccess<FoodOrderPayData>(ask));
        const approvals = await Promise.all(
          charges.map((charge) =>
            t.app.paymentSandbox!.approve(charge.charge.paymentId).then(
              () => true,
              () => false,
            ),
          ),
        );
        expect(approvals.some(Boolean)).toBe(true);
        await t.app.outbox.drain();
        await t.app.payments.reconcileOverdue();
        expect((await detailOf(t.app, order)).status).toBe('PAID');
        const ledger = await ledgerOf(t.app, order.orderId);
        const kept = ledger.reduce((sum, row) => sum + (row.kind === 'CHARGE' ? row.amount : -row.amount), 0);
        expect(kept).toBe(order.payable);
        expectRefusal(await payOrder(t.app, order, 'OVO'), 400, ERROR_CODES.ORDER_ALREADY_PAID);
      }
    });

    it('refuses QRIS over its cap writing nothing, while an e-wallet pays it', async () => {
      const store = await createFoodStore(t.app);
      const big = { dishId: store.dishes[0]!.dishId, quantity: 99 };
      const order = await submit(t.app, pickupBody(store, { lines: [big, big, big, big] }));
      expect(order.payable).toBeGreaterThan(10_000_000);
      await expectRefusedWritingNothing(
        t.app,
        () => payOrder(t.app, order, 'QRIS'),
        ERROR_CODES.QRIS_LIMIT_EXCEEDED,
      );
      const paying = expectSuccess<FoodOrderPayData>(await payOrder(t.app, order, 'GOPAY'));
      expect(paying.charge.redirectUrl).toBeTruthy();
    });

    it('cancels an order whose charge was declined, and refuses to pay it then', async () => {
      const store = await createFoodStore(t.app);
      const order = await submit(t.app, pickupBody(store));
      const paying = expectSuccess<FoodOrderPayData>(await payOrder(t.app, order, 'OVO'));
      await t.app.paymentSandbox!.decline(paying.charge.paymentId);
      const cancelled = await detailOf(t.app, order);
      expect(cancelled.status).toBe('CANCELLED');
      // Payments hears the order was given up (payable.closed, published by the cancellation).
      expect(await t.app.outbox.drain()).toBe(1);
      // The declined charge's event delivered again cancels nothing more and tells payments nothing new.
      const counts = await rowCounts(t.app);
      await undeliver(t.app, 'ordering.food-order-unpaid', 'payment.closed', order.orderId);
      expect(await t.app.outbox.drain()).toBe(1);
      expect(await detailOf(t.app, order)).toEqual(cancelled);
      expect(await rowCounts(t.app)).toEqual(counts);
      await expectRefusedWritingNothing(
        t.app,
        () => payOrder(t.app, order, 'QRIS'),
        ERROR_CODES.FOOD_ORDER_CLOSED,
      );
    });

    it('cancels unpaid orders past their time to pay, after asking the provider about their charge', async () => {
      const store = await createFoodStore(t.app);
      const waiting = await submit(t.app, pickupBody(store));
      const untouched = await submit(t.app, pickupBody(store));
      const paidQuietly = await submit(t.app, pickupBody(store));
      const open = expectSuccess<FoodOrderPayData>(await payOrder(t.app, waiting, 'QRIS'));
      const quiet = expectSuccess<FoodOrderPayData>(await payOrder(t.app, paidQuietly, 'QRIS'));
      // The bank took this one's money, and its webhook was lost.
      await t.app.db.execute(
        sql`update sandbox_charges set status = 'PAID', settled_at = now() where merchant_ref = ${quiet.charge.paymentId}`,
      );
      clock.advance(FOOD_ORDER_PAY_MINUTES * MINUTE_MS);
      try {
        expect(await t.app.ordering.foodOrders.expireOverdue()).toBe(0);
        clock.advance(2 * MINUTE_MS);
        expect(await t.app.ordering.foodOrders.expireOverdue()).toBeGreaterThanOrEqual(2);
        expect((await detailOf(t.app, waiting)).status).toBe('CANCELLED');
        expect((await detailOf(t.app, untouched)).status).toBe('CANCELLED');
        expect((await detailOf(t.app, paidQuietly)).status).toBe('PAID');
        await t.app.outbox.drain();
        const charges = await rowsOf<{ status: string }>(
          t.app,
          sql`select status from payments where id = ${open.charge.paymentId}::bigint`,
        );
        expect(charges[0]?.status).toBe('CLOSE');
        expectRefusal(await payOrder(t.app, untouched, 'QRIS'), 400, ERROR_CODES.FOOD_ORDER_CLOSED);
      } finally {
        clock.set(NOON);
      }
    });

    it('lets the staff of its store move a paid order on step by step, and no one else see or move it', async () => {
      const store = await createFoodStore(t.app);
      const other = await createFoodStore(t.app);
      const staff = await loginStaff(t.app, store.storeId);
      const stranger = await loginStaff(t.app, other.storeId);
      const pickup = await submit(t.app, pickupBody(store));
      const delivery = await submit(t.app, deliveryBody(store, 800));
      const move = (who: { token: string }, orderId: string, status: string) =>
        staffPost(t.app, who.token, ORDERING_PATHS.staffFoodOrderStatus, { orderId, status });
      const listOf = async (who: { token: string }, activeOnly?: boolean) =>
        expectSuccess<StaffFoodOrdersData>(
          await staffPost(t.app, who.token, ORDERING_PATHS.staffFoodOrders, activeOnly ? { activeOnly } : {}),
        ).orderList.map((order) => order.orderId);

      // Unpaid orders are not the kitchen's yet.
      expect(await listOf(staff)).toEqual([]);
      expectRefusal(
        await move(staff, pickup.orderId, 'ACCEPTED'),
        400,
        ERROR_CODES.FOOD_ORDER_STATUS_INVALID,
      );
      for (const order of [pickup, delivery]) {
        const paying = expectSuccess<FoodOrderPayData>(await payOrder(t.app, order, 'QRIS'));
        await t.app.paymentSandbox!.approve(paying.charge.paymentId);
      }
      expect(await listOf(staff)).toEqual([delivery.orderId, pickup.orderId]);
      expect(await listOf(stranger)).toEqual([]);
      expectRefusal(await move(stranger, pickup.orderId, 'ACCEPTED'), 400, ERROR_CODES.FOOD_ORDER_NOT_FOUND);

      expectRefusal(await move(staff, pickup.orderId, 'READY'), 400, ERROR_CODES.FOOD_ORDER_STATUS_INVALID);
      for (const step of ['ACCEPTED', 'READY']) {
        expect(expectSuccess<FoodOrder>(await move(staff, pickup.orderId, step)).status).toBe(step);
      }
      // A pickup is handed over at the counter: it never goes out for delivery.
      expectRefusal(
        await move(staff, pickup.orderId, 'DELIVERING'),
        400,
        ERROR_CODES.FOOD_ORDER_STATUS_INVALID,
      );
      expect(expectSuccess<FoodOrder>(await move(staff, pickup.orderId, 'COMPLETED')).status).toBe(
        'COMPLETED',
      );
      expectRefusal(
        await move(staff, pickup.orderId, 'COMPLETED'),
        400,
        ERROR_CODES.FOOD_ORDER_STATUS_INVALID,
      );

      for (const step of ['ACCEPTED', 'READY']) expectSuccess(await move(staff, delivery.orderId, step));
      expectRefusal(
        await move(staff, delivery.orderId, 'COMPLETED'),
        400,
        ERROR_CODES.FOOD_ORDER_STATUS_INVALID,
      );
      expectSuccess(await move(staff, delivery.orderId, 'DELIVERING'));
      expect(await listOf(staff, true)).toEqual([delivery.orderId]);
      expect((await detailOf(t.app, delivery)).status).toBe('DELIVERING');
      // Two staff phones tapping the same step at once move it once.
      const taps = await Promise.all([
        move(staff, delivery.orderId, 'COMPLETED'),
        move(staff, delivery.orderId, 'COMPLETED'),
      ]);
      expect(taps.filter((tap) => tap.statusCode === 200)).toHaveLength(1);
      expect(await listOf(staff, true)).toEqual([]);
    });

    it("lists a logged-in customer's pickups and deliveries in the orders tab, read by their login without the token", async () => {
      const store = await createFoodStore(t.app);
      const customer = await createUser(t.app);
      const stranger = await createUser(t.app);
      const pickup = await submit(t.app, pickupBody(store), customer);
      clock.advance(MINUTE_MS);
      const delivery = await submit(t.app, deliveryBody(store, 600), customer);
      await submit(t.app, pickupBody(store));
      const paying = expectSuccess<FoodOrderPayData>(
        await post(t.app, ORDERING_PATHS.orderPay, { orderId: pickup.orderId, payMethod: 'QRIS' }, customer),
      );
      await t.app.paymentSandbox!.approve(paying.charge.paymentId);
      try {
        const listed = expectSuccess<MyFoodOrdersData>(
          await post(t.app, ORDERING_PATHS.myFoodOrders, {}, customer),
        );
        expect(listed.list).toEqual([
          expect.objectContaining({
            kind: 'DELIVERY',
            id: delivery.orderId,
            status: 'UNPAID',
            amount: delivery.payable,
            paidByMe: 0,
            pickupNo: delivery.pickupNo,
            qrCodeId: store.deliveryQr,
            tableName: null,
            billNo: null,
          }),
          expect.objectContaining({
            kind: 'PICKUP',
            id: pickup.orderId,
            status: 'PAID',
            amount: pickup.payable,
            paidByMe: pickup.payable,
            pickupNo: pickup.pickupNo,
            qrCodeId: store.pickupQr,
          }),
        ]);
        expect(
          expectSuccess<FoodOrder>(
            await post(t.app, ORDERING_PATHS.orderDetail, { orderId: delivery.orderId }, customer),
          ).orderId,
        ).toBe(delivery.orderId);
        expectRefusal(
          await post(t.app, ORDERING_PATHS.orderDetail, { orderId: delivery.orderId }, stranger),
          400,
          ERROR_CODES.FOOD_ORDER_NOT_FOUND,
        );
        expect(
          expectSuccess<MyFoodOrdersData>(await post(t.app, ORDERING_PATHS.myFoodOrders, {}, stranger)).list,
        ).toEqual([]);
      } finally {
        clock.set(NOON);
      }
    });
  },
  { now: clock.now, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
