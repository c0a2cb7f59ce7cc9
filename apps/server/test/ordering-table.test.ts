import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type {
  BillData,
  BillNewData,
  BillPayData,
  CartData,
  KitchenRound,
  MenuData,
  RoundSendData,
  StaffLineFixData,
  StaffRoundsData,
  StaffTablesData,
} from '@lahap/contract/ordering/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './coupon-factories.js';
import { createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import {
  type OrderingStore,
  type Phone,
  addDish,
  cartOf,
  createOrderingStore,
  joinTable,
  orderingRowCounts,
  tablePost,
} from './ordering-factories.js';
import { loginStaff, staffPost } from './redemption-factories.js';

const menuOf = (app: FastifyInstance, qrCodeId: string, orderFoodType: number) =>
  signedPost(app, api(ORDERING_PATHS.menu), { qrCodeId, orderFoodType });

/** Pays the phone's current bill in full at the counter, as the staff confirm it. */
async function payBillInFull(app: FastifyInstance, phone: Phone, storeId: string): Promise<void> {
  const bill = expectSuccess<BillData>(await tablePost(app, phone, ORDERING_PATHS.bill));
  const share = expectSuccess<BillPayData>(
    await tablePost(app, phone, ORDERING_PATHS.billPay, {
      billId: bill.billId,
      split: { mode: 'ALL' },
      payMethod: 'COUNTER',
    }),
  );
  const staff = await loginStaff(app, storeId);
  expectSuccess(
    await staffPost(app, staff.token, ORDERING_PATHS.staffShareSettle, {
      shareId: share.shareId,
      status: 'PAID',
    }),
  );
}

describeEachEngine(
  'ordering at a table',
  (t) => {
    let store: OrderingStore;
    beforeAll(async () => {
      store = await createOrderingStore(t.app, 4);
    });
    const tableQr = (n: number) => store.tables[n]!.qrCodeId;

    describe('menu', () => {
      it('opens a table QR on its table and menu, in three languages, sold-out dishes marked', async () => {
        const menu = expectSuccess<MenuData>(await menuOf(t.app, tableQr(0), 3));
        expect(menu.store.storeId).toBe(store.storeId);
        expect(menu.table).toEqual({
          tableId: store.tables[0]!.tableId,
          tableName: expect.objectContaining({ 'en-US': 'Table 1' }),
        });
        expect(menu.tableList).toEqual([]);
        const dishes = menu.categoryList.flatMap((c) => c.dishList);
        expect(dishes.map((d) => d.dishId)).toEqual([...store.dishes, store.soldOut].map((d) => d.dishId));
        expect(dishes.find((d) => d.dishId === store.soldOut.dishId)?.soldOut).toBe(true);
        expect(dishes.filter((d) => d.soldOut)).toHaveLength(1);
        expect(dishes[0]?.price).toBe(store.dishes[0]?.price);
        expect(Object.keys(menu.categoryList[0]!.name).sort()).toEqual(['en-US', 'id-ID', 'zh-CN']);
      });

      it("asks which table at the store's own dine-in QR", async () => {
        const menu = expectSuccess<MenuData>(await menuOf(t.app, store.storeQr, 3));
        expect(menu.table).toBeNull();
        expect(menu.tableList.map((table) => table.tableId)).toEqual(
          store.tables.map((table) => table.tableId),
        );
      });

      it('opens the pickup QR on its channel, and refuses unknown QR codes and the wrong channel with 3800021', async () => {
        const pickup = expectSuccess<MenuData>(await menuOf(t.app, store.pickupQr, 2));
        expect(pickup.orderFoodType).toBe(2);
        expect(pickup.tableList).toEqual([]);
        expectRefusal(await menuOf(t.app, 'NOPE-404', 3), 400, ERROR_CODES.QR_CODE_NOT_LINKED);
        expectRefusal(await menuOf(t.app, store.pickupQr, 3), 400, ERROR_CODES.QR_CODE_NOT_LINKED);
        expectRefusal(await menuOf(t.app, tableQr(0), 2), 400, ERROR_CODES.QR_CODE_NOT_LINKED);
      });
    });

    describe('join', () => {
      it('seats guests without an account, names them, and takes a phone back as the same participant', async () => {
        const first = await joinTable(t.app, tableQr(1));
        const second = await joinTable(t.app, tableQr(1), { displayName: 'Budi' });
        expect(second.tableSessionId).toBe(first.tableSessionId);
        expect(second.participantId).not.toBe(first.participantId);
        expect(first.displayName).toMatch(/^Tamu \d+$/);
        expect(second.displayName).toBe('Budi');
        const again = await joinTable(t.app, tableQr(1), { participantToken: first.participantToken });
        expect(again.participantId).toBe(first.participantId);
        const cart = await cartOf(t.app, first);
        expect(cart.participants.map((p) => p.displayName)).toEqual([first.displayName, 'Budi']);
      });

      it("needs a table at the store's own QR, and takes one of its own tables only", async () => {
        expectRefusal(
          await signedPost(t.app, api(ORDERING_PATHS.tableJoin), { qrCodeId: store.storeQr }),
          400,
          ERROR_CODES.TABLE_REQUIRED,
        );
        const other = await createOrderingStore(t.app, 1);
        expectRefusal(
          await signedPost(t.app, api(ORDERING_PATHS.tableJoin), {
            qrCodeId: store.storeQr,
            tableId: other.tables[0]!.tableId,
          }),
          400,
          ERROR_CODES.TABLE_REQUIRED,
        );
        const seated = await joinTable(t.app, store.storeQr, { tableId: store.tables[2]!.tableId });
        expect(seated.table.tableId).toBe(store.tables[2]!.tableId);
      });

      it('seats a logged-in customer as themselves, once', async () => {
        const user = await createUser(t.app);
        const a = await joinTable(t.app, tableQr(3), {}, user.token);
        const b = await joinTable(t.app, tableQr(3), {}, user.token);
        expect(b.participantId).toBe(a.participantId);
        const cart = await cartOf(t.app, a);
        expect(cart.participants.find((p) => p.participantId === a.participantId)?.member).toBe(true);
      });

      it('refuses a token of another session or participant, and any other spelling, with 1007003', async () => {
        const a = await joinTable(t.app, tableQr(0));
        const b = await joinTable(t.app, tableQr(1));
        const forged: Phone[] = [
          { ...a, participantToken: b.participantToken },
          { ...a, tableSessionId: b.tableSessionId },
          { ...a, participantToken: `${b.participantId}.${a.participantToken.split('.')[1]}` },
          { ...a, participantToken: a.participantToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
        ];
        for (const phone of forged) {
          expectRefusal(
            await tablePost(t.app, phone, ORDERING_PATHS.cart),
            400,
            ERROR_CODES.TABLE_SESSION_INVALID,
          );
        }
      });
    });

    describe('the shared cart', () => {
      it('takes five phones adding at once, repeats included, without losing or doubling a line', async () => {
        const fresh = await createOrderingStore(t.app, 1);
        const phones = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            joinTable(t.app, fresh.tables[0]!.qrCodeId, { displayName: `P${i}` }),
          ),
        );
        expect(new Set(phones.map((p) => p.tableSessionId)).size).toBe(1);
        const adds = phones.flatMap((phone, p) =>
          Array.from({ length: 4 }, (_, i) => ({
            phone,
            dish: fresh.dishes[(p + i) % fresh.dishes.length]!,
            quantity: i + 1,
            id: randomUUID(),
          })),
        );
        // Each add is sent twice at once, as a phone retrying a slow request does.
        const responses = await Promise.all(
          [...adds, ...adds].map((add) => addDish(t.app, add.phone, add.dish, add.quantity, add.id)),
        );
        for (const response of responses) expectSuccess(response);
        const cart = await cartOf(t.app, phones[0]!);
        expect(cart.lines).toHaveLength(20);
        const expected = adds.reduce((sum, add) => sum + add.dish.price * add.quantity, 0);
        expect(cart.total).toBe(expected);
        for (const phone of phones) {
          expect(cart.lines.filter((line) => line.participantId === phone.participantId)).toHaveLength(4);
        }
        expect(cart.lines.every((line) => line.status === 'CART' && line.roundNo === null)).toBe(true);
      });

      it('lets each phone change and remove only its own lines still in the cart', async () => {
        const fresh = await createOrderingStore(t.app, 1);
        const mine = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        const theirs = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        const cart = expectSuccess<CartData>(await addDish(t.app, mine, fresh.dishes[0]!, 2));
        const lineId = cart.lines[0]!.lineId;
        expectRefusal(
          await tablePost(t.app, theirs, ORDERING_PATHS.cartUpdate, { lineId, quantity: 5 }),
          400,
          ERROR_CODES.CART_LINE_LOCKED,
        );
        const changed = expectSuccess<CartData>(
          await tablePost(t.app, mine, ORDERING_PATHS.cartUpdate, { lineId, quantity: 3 }),
        );
        expect(changed.lines[0]?.quantity).toBe(3);
        expect(changed.total).toBe(fresh.dishes[0]!.price * 3);
        const removed = expectSuccess<CartData>(
          await tablePost(t.app, mine, ORDERING_PATHS.cartUpdate, { lineId, quantity: 0 }),
        );
        expect(removed.lines).toEqual([]);
        const sent = expectSuccess<CartData>(await addDish(t.app, mine, fresh.dishes[1]!, 1));
        expectSuccess(await tablePost(t.app, mine, ORDERING_PATHS.roundSend));
        expectRefusal(
          await tablePost(t.app, mine, ORDERING_PATHS.cartUpdate, {
            lineId: sent.lines[0]!.lineId,
            quantity: 2,
          }),
          400,
          ERROR_CODES.CART_LINE_LOCKED,
        );
      });

      it('refuses sold-out dishes, dishes of another menu and bad quantities, and writes nothing', async () => {
        const fresh = await createOrderingStore(t.app, 1);
        const other = await createOrderingStore(t.app, 1);
        const phone = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        const before = await orderingRowCounts(t.app);
        expectRefusal(await addDish(t.app, phone, fresh.soldOut), 400, ERROR_CODES.DISH_SOLD_OUT);
        expectRefusal(await addDish(t.app, phone, other.dishes[0]!), 400, ERROR_CODES.DISH_NOT_ON_MENU);
        expectRefusal(
          await addDish(t.app, phone, { dishId: '999999999999', price: 0 }),
          400,
          ERROR_CODES.DISH_NOT_ON_MENU,
        );
        for (const quantity of [0, 100, 1.5, -1]) {
          expectRefusal(
            await addDish(t.app, phone, fresh.dishes[0]!, quantity),
            400,
            ERROR_CODES.PARAMETER_ERROR,
          );
        }
        expectRefusal(
          await tablePost(t.app, phone, ORDERING_PATHS.cartAdd, {
            dishId: fresh.dishes[0]!.dishId,
            quantity: 1,
            clientLineId: 'not-a-uuid',
          }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        expectRefusal(
          await tablePost(t.app, phone, ORDERING_PATHS.roundSend),
          400,
          ERROR_CODES.ROUND_NOTHING_TO_SEND,
        );
        expect(await orderingRowCounts(t.app)).toEqual(before);
      });
    });

    describe('rounds', () => {
      it('sends every unsent line as one round when three phones send at once, and nothing twice', async () => {
        const fresh = await createOrderingStore(t.app, 1);
        const phones = await Promise.all([0, 1, 2].map(() => joinTable(t.app, fresh.tables[0]!.qrCodeId)));
        for (const [i, phone] of phones.entries())
          expectSuccess(await addDish(t.app, phone, fresh.dishes[i]!, 2));
        const sends = await Promise.all(
          phones.map((phone) => tablePost(t.app, phone, ORDERING_PATHS.roundSend)),
        );
        const sent = sends.filter((r) => r.statusCode === 200).map((r) => expectSuccess<RoundSendData>(r));
        expect(sent).toHaveLength(1);
        expect(sent[0]?.roundNo).toBe(1);
        expect(sent[0]?.lines).toHaveLength(3);
        for (const refused of sends.filter((r) => r.statusCode !== 200)) {
          expectRefusal(refused, 400, ERROR_CODES.ROUND_NOTHING_TO_SEND);
        }
        expectSuccess(await addDish(t.app, phones[1]!, fresh.dishes[0]!, 1));
        const second = expectSuccess<RoundSendData>(
          await tablePost(t.app, phones[2]!, ORDERING_PATHS.roundSend),
        );
        expect(second.roundNo).toBe(2);
        const cart = await cartOf(t.app, phones[0]!);
        expect(cart.roundNo).toBe(2);
        expect(cart.lines.map((l) => l.roundNo)).toEqual([1, 1, 1, 2]);
        const bill = expectSuccess<BillData>(await tablePost(t.app, phones[0]!, ORDERING_PATHS.bill));
        expect(bill.total).toBe(
          fresh.dishes[0]!.price * 3 + fresh.dishes[1]!.price * 2 + fresh.dishes[2]!.price * 2,
        );
        expect(bill).toMatchObject({
          status: 'OPEN',
          paidAmount: 0,
          remainingAmount: bill.total,
          shares: [],
        });
        const events = await rowsOf<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from outbox_events where name = 'round.sent' and payload->>'tableSessionId' = ${phones[0]!.tableSessionId}`,
        );
        expect(events[0]?.n).toBe(2);
      });
    });

    describe('a paid table', () => {
      it('tells a phone that a table mate has paid, and starts a new bill only once asked', async () => {
        const fresh = await createOrderingStore(t.app, 1);
        const payer = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        const late = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        expectSuccess(await addDish(t.app, payer, fresh.dishes[0]!, 3));
        expectSuccess(await tablePost(t.app, payer, ORDERING_PATHS.roundSend));
        expectSuccess(await addDish(t.app, late, fresh.dishes[1]!, 1));
        expectRefusal(await tablePost(t.app, late, ORDERING_PATHS.billNew), 400, ERROR_CODES.BILL_NOT_PAID);
        await payBillInFull(t.app, payer, fresh.storeId);
        const before = await orderingRowCounts(t.app);
        expectRefusal(await addDish(t.app, late, fresh.dishes[2]!), 400, ERROR_CODES.TABLE_MATE_PAID);
        expectRefusal(
          await tablePost(t.app, late, ORDERING_PATHS.roundSend),
          400,
          ERROR_CODES.TABLE_MATE_PAID,
        );
        expect(await orderingRowCounts(t.app)).toEqual(before);
        const cart = await cartOf(t.app, late);
        expect(cart).toMatchObject({ billStatus: 'PAID', locked: true });

        const next = expectSuccess<BillNewData>(await tablePost(t.app, late, ORDERING_PATHS.billNew));
        expect(next.billNo).toBe(2);
        const fresh2 = expectSuccess<CartData>(await addDish(t.app, late, fresh.dishes[2]!));
        expect(fresh2).toMatchObject({ billStatus: 'OPEN', locked: false, roundNo: 0 });
        expect(fresh2.lines).toHaveLength(1);
      });

      it('starts a new table for a new party that scans a paid table', async () => {
        const fresh = await createOrderingStore(t.app, 1);
        const party = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        expectSuccess(await addDish(t.app, party, fresh.dishes[0]!));
        expectSuccess(await tablePost(t.app, party, ORDERING_PATHS.roundSend));
        await payBillInFull(t.app, party, fresh.storeId);
        const back = await joinTable(t.app, fresh.tables[0]!.qrCodeId, {
          participantToken: party.participantToken,
        });
        expect(back.tableSessionId).toBe(party.tableSessionId);
        const stranger = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        expect(stranger.tableSessionId).not.toBe(party.tableSessionId);
        // The old party still reads its receipt; it can change nothing.
        expect((await cartOf(t.app, party)).billStatus).toBe('PAID');
        expectRefusal(await addDish(t.app, party, fresh.dishes[0]!), 400, ERROR_CODES.TABLE_SESSION_INVALID);
      });
    });

    describe('the kitchen', () => {
      it("lists the store's tables with their QR codes and what is unpaid", async () => {
        const fresh = await createOrderingStore(t.app, 3);
        const staff = await loginStaff(t.app, fresh.storeId);
        const phone = await joinTable(t.app, fresh.tables[1]!.qrCodeId);
        expectSuccess(await addDish(t.app, phone, fresh.dishes[0]!, 2));
        expectSuccess(await tablePost(t.app, phone, ORDERING_PATHS.roundSend));
        const data = expectSuccess<StaffTablesData>(
          await staffPost(t.app, staff.token, ORDERING_PATHS.staffTables),
        );
        expect(data.tableList.map((table) => table.qrCodeId)).toEqual(
          fresh.tables.map((table) => table.qrCodeId),
        );
        expect(data.tableList[0]).toMatchObject({
          tableSessionId: null,
          unpaidAmount: 0,
          billStatus: null,
          locked: false,
          counterShares: [],
        });
        expect(data.tableList[1]).toMatchObject({
          tableSessionId: phone.tableSessionId,
          unpaidAmount: fresh.dishes[0]!.price * 2,
          billStatus: 'OPEN',
        });
      });

      it('moves rounds one step at a time, once, and only at its own store', async () => {
        const fresh = await createOrderingStore(t.app, 2);
        const staff = await loginStaff(t.app, fresh.storeId);
        const strangers = await loginStaff(t.app, (await createOrderingStore(t.app, 1)).storeId);
        const phone = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        expectSuccess(await addDish(t.app, phone, fresh.dishes[0]!));
        expectSuccess(await tablePost(t.app, phone, ORDERING_PATHS.roundSend));
        expectSuccess(await addDish(t.app, phone, fresh.dishes[1]!));
        expectSuccess(await tablePost(t.app, phone, ORDERING_PATHS.roundSend));
        const rounds = expectSuccess<StaffRoundsData>(
          await staffPost(t.app, staff.token, ORDERING_PATHS.staffRounds),
        );
        expect(rounds.roundList.map((r) => r.roundNo)).toEqual([2, 1]);
        const roundId = rounds.roundList[1]!.roundId;
        const move = (token: string, status: string) =>
          staffPost(t.app, token, ORDERING_PATHS.staffRoundStatus, { roundId, status });

        expectRefusal(await move(staff.token, 'READY'), 400, ERROR_CODES.ROUND_STATUS_INVALID);
        expectRefusal(await move(strangers.token, 'ACCEPTED'), 404, ERROR_CODES.NOT_FOUND);
        const accepts = await Promise.all([move(staff.token, 'ACCEPTED'), move(staff.token, 'ACCEPTED')]);
        expect(accepts.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expectRefusal(
          accepts.find((r) => r.statusCode !== 200)!,
          400,
          ERROR_CODES.ROUND_STATUS_INVALID,
        );
        expect(expectSuccess<KitchenRound>(await move(staff.token, 'READY')).status).toBe('READY');
        expect(expectSuccess<KitchenRound>(await move(staff.token, 'SERVED')).status).toBe('SERVED');
        expectRefusal(await move(staff.token, 'SERVED'), 400, ERROR_CODES.ROUND_STATUS_INVALID);

        const cart = await cartOf(t.app, phone);
        expect(cart.lines.map((l) => l.status)).toEqual(['SERVED', 'SENT']);
        const active = expectSuccess<StaffRoundsData>(
          await staffPost(t.app, staff.token, ORDERING_PATHS.staffRounds, { activeOnly: true }),
        );
        expect(active.roundList.map((r) => r.roundNo)).toEqual([2]);
        const customer = await createUser(t.app);
        expectRefusal(await move(customer.token, 'ACCEPTED'), 401, ERROR_CODES.STAFF_LOGIN_REQUIRED);
      });

      it("adds a dish to a table as a round and corrects a sent line, not another store's table", async () => {
        const fresh = await createOrderingStore(t.app, 1);
        const staff = await loginStaff(t.app, fresh.storeId, 'Rina');
        const phone = await joinTable(t.app, fresh.tables[0]!.qrCodeId);
        expectSuccess(await addDish(t.app, phone, fresh.dishes[0]!, 2));
        const sent = expectSuccess<RoundSendData>(await tablePost(t.app, phone, ORDERING_PATHS.roundSend));
        const fix = (token: string, body: Record<string, unknown>) =>
          staffPost(t.app, token, ORDERING_PATHS.staffLineFix, {
            tableSessionId: phone.tableSessionId,
            ...body,
          });

        const corrected = expectSuccess<StaffLineFixData>(
          await fix(staff.token, { lineId: sent.lines[0]!.lineId, quantity: 1 }),
        );
        expect(corrected.bill.total).toBe(fresh.dishes[0]!.price);
        const added = expectSuccess<StaffLineFixData>(
          await fix(staff.token, { dishId: fresh.dishes[1]!.dishId, quantity: 3 }),
        );
        expect(added.bill.total).toBe(fresh.dishes[0]!.price + fresh.dishes[1]!.price * 3);
        const staffLine = added.bill.lines.find((line) => line.participantId === null);
        expect(staffLine).toMatchObject({ displayName: 'Rina', roundNo: 2, status: 'SENT', quantity: 3 });

        const other = await loginStaff(t.app, (await createOrderingStore(t.app, 1)).storeId);
        const before = await orderingRowCounts(t.app);
        expectRefusal(
          await fix(other.token, { dishId: fresh.dishes[1]!.dishId, quantity: 1 }),
          400,
          ERROR_CODES.TABLE_SESSION_INVALID,
        );
        expectRefusal(
          await fix(staff.token, { dishId: fresh.soldOut.dishId, quantity: 1 }),
          400,
          ERROR_CODES.DISH_SOLD_OUT,
        );
        expectRefusal(
          await fix(staff.token, {
            lineId: sent.lines[0]!.lineId,
            dishId: fresh.dishes[1]!.dishId,
            quantity: 1,
          }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        expect(await orderingRowCounts(t.app)).toEqual(before);
      });
    });

    it('answers a staff call without a staff token with 1006002, and a table call without a token with a parameter error', async () => {
      expectRefusal(
        await staffPost(t.app, null, ORDERING_PATHS.staffTables),
        401,
        ERROR_CODES.STAFF_LOGIN_REQUIRED,
      );
      expectRefusal(
        await signedPost(t.app, api(ORDERING_PATHS.cart), { tableSessionId: '1' }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      const user = await createUser(t.app);
      expectRefusal(
        await signedPost(
          t.app,
          api(ORDERING_PATHS.staffRounds),
          {},
          { headers: { [HEADERS.authorize]: user.token } },
        ),
        401,
        ERROR_CODES.STAFF_LOGIN_REQUIRED,
      );
    });
  },
  { redis: true },
);
