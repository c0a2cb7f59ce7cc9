import { HEADERS } from '@lahap/contract/headers';
import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { BillData, BillPayData, MyFoodOrdersData } from '@lahap/contract/ordering/schemas';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { addDish, createOrderingStore, joinTable, tablePost } from './ordering-factories.js';

const myOrders = (app: FastifyInstance, user: TestUser | null, body: Record<string, unknown> = {}) =>
  signedPost(
    app,
    api(ORDERING_PATHS.myFoodOrders),
    body,
    user ? { headers: { [HEADERS.authorize]: user.token } } : {},
  );

describeEachEngine('the food a customer ordered, in the orders tab', (t) => {
  it("lists the bills of the tables a customer sat at logged in, with what they paid, and no one else's", async () => {
    const store = await createOrderingStore(t.app, 2);
    const customer = await createUser(t.app);
    const stranger = await createUser(t.app);
    expect(expectSuccess<MyFoodOrdersData>(await myOrders(t.app, customer))).toEqual({
      list: [],
      pageInfoVO: { hasMore: false },
    });

    const me = await joinTable(t.app, store.tables[0]!.qrCodeId, {}, customer.token);
    const guest = await joinTable(t.app, store.tables[0]!.qrCodeId);
    expectSuccess(await addDish(t.app, me, store.dishes[0]!, 2));
    expectSuccess(await addDish(t.app, guest, store.dishes[1]!, 1));
    // Nothing sent yet: no order to show.
    expect(expectSuccess<MyFoodOrdersData>(await myOrders(t.app, customer)).list).toEqual([]);
    expectSuccess(await tablePost(t.app, me, ORDERING_PATHS.roundSend));
    const bill = expectSuccess<BillData>(await tablePost(t.app, me, ORDERING_PATHS.bill));
    const mine = bill.lines.filter((line) => line.participantId === me.participantId).map((l) => l.lineId);
    const share = expectSuccess<BillPayData>(
      await tablePost(t.app, me, ORDERING_PATHS.billPay, {
        billId: bill.billId,
        split: { mode: 'ITEMS', lineIds: mine },
        payMethod: 'QRIS',
      }),
    );
    await t.app.paymentSandbox!.approve(share.paymentId!);

    const listed = expectSuccess<MyFoodOrdersData>(await myOrders(t.app, customer));
    expect(listed.list).toEqual([
      expect.objectContaining({
        kind: 'TABLE',
        id: bill.billId,
        storeId: store.storeId,
        billNo: 1,
        amount: bill.total,
        paidByMe: share.amount,
        status: 'PARTLY_PAID',
        paidTime: null,
        qrCodeId: store.tables[0]!.qrCodeId,
      }),
    ]);
    expect(listed.list[0]!.storeName['id-ID']).toBeTruthy();
    expect(expectSuccess<MyFoodOrdersData>(await myOrders(t.app, stranger)).list).toEqual([]);
    expectRefusal(await myOrders(t.app, null), 401, ERROR_CODES.SESSION_INVALID);
  });

  it('pages newest first', async () => {
    const store = await createOrderingStore(t.app, 3);
    const customer = await createUser(t.app);
    const bills: string[] = [];
    for (const table of store.tables) {
      const phone = await joinTable(t.app, table.qrCodeId, {}, customer.token);
      expectSuccess(await addDish(t.app, phone, store.dishes[0]!));
      expectSuccess(await tablePost(t.app, phone, ORDERING_PATHS.roundSend));
      bills.push(expectSuccess<BillData>(await tablePost(t.app, phone, ORDERING_PATHS.bill)).billId);
    }
    const first = expectSuccess<MyFoodOrdersData>(
      await myOrders(t.app, customer, { pageNo: 1, pageSize: 2 }),
    );
    const second = expectSuccess<MyFoodOrdersData>(
      await myOrders(t.app, customer, { pageNo: 2, pageSize: 2 }),
    );
    expect(first.pageInfoVO.hasMore).toBe(true);
    expect(second.pageInfoVO.hasMore).toBe(false);
    expect([...first.list, ...second.list].map((card) => card.id)).toEqual([...bills].reverse());
  });
});
