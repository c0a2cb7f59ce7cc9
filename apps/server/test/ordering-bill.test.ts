import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type {
  BillData,
  BillPayData,
  CartData,
  StaffShareSettleData,
  StaffTablesData,
} from '@lahap/contract/ordering/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { rowsOf } from './coupon-factories.js';
import { describeEachEngine, expectRefusal, expectSuccess } from './helper.js';
import {
  type OrderingStore,
  type Phone,
  addDish,
  createOrderingStore,
  joinTable,
  orderingRowCounts,
  tablePost,
} from './ordering-factories.js';
import { loginStaff, staffPost } from './redemption-factories.js';

/** A table of `count` phones whose lines were sent to the kitchen: phone i adds `quantities[i]` of dish i. */
async function seatedTable(app: FastifyInstance, quantities: number[]) {
  const store = await createOrderingStore(app, 1);
  const phones: Phone[] = [];
  for (const _ of quantities) phones.push(await joinTable(app, store.tables[0]!.qrCodeId));
  for (const [i, quantity] of quantities.entries()) {
    expectSuccess(await addDish(app, phones[i]!, store.dishes[i % store.dishes.length]!, quantity));
  }
  expectSuccess(await tablePost(app, phones[0]!, ORDERING_PATHS.roundSend));
  const bill = expectSuccess<BillData>(await tablePost(app, phones[0]!, ORDERING_PATHS.bill));
  return { store, phones, bill };
}

const pay = (
  app: FastifyInstance,
  phone: Phone,
  billId: string,
  split: Record<string, unknown>,
  payMethod = 'COUNTER',
) => tablePost(app, phone, ORDERING_PATHS.billPay, { tableSessionId: undefined, billId, split, payMethod });

async function liveShares(app: FastifyInstance, billId: string) {
  return rowsOf<{ amount: number; even_index: number | null; lines: string[] }>(
    app,
    sql`select bs.amount, bs.even_index::int as even_index,
        coalesce((select json_agg(sl.line_id::text) from share_lines sl where sl.share_id = bs.id and sl.live), '[]'::json) as lines
      from bill_shares bs where bs.bill_id = ${billId}::bigint and bs.status <> 'RELEASED' order by bs.id`,
  );
}

async function settleAll(app: FastifyInstance, store: OrderingStore, shareIds: string[]) {
  const staff = await loginStaff(app, store.storeId);
  let last: StaffShareSettleData | undefined;
  for (const shareId of shareIds) {
    last = expectSuccess<StaffShareSettleData>(
      await staffPost(app, staff.token, ORDERING_PATHS.staffShareSettle, { shareId, status: 'PAID' }),
    );
  }
  return { staff, bill: last?.bill };
}

describeEachEngine('paying a table bill in shares', (t) => {
  it('cuts totals that do not divide into even parts that sum to the rupiah, each part paid once however many ask at once', async () => {
    for (const quantities of [
      [1, 1, 1],
      [2, 3, 1],
      [7, 1, 3],
    ]) {
      const { phones, bill } = await seatedTable(t.app, quantities);
      expect(bill.total % 3).not.toBe(0);
      // Five asks for three parts, at once: three reserve a part, two are told it is paid.
      const asks = await Promise.all(
        [...phones, phones[0]!, phones[1]!].map((phone) =>
          pay(t.app, phone, bill.billId, { mode: 'EVEN', parts: 3 }),
        ),
      );
      const won = asks.filter((r) => r.statusCode === 200).map((r) => expectSuccess<BillPayData>(r));
      expect(won).toHaveLength(3);
      for (const lost of asks.filter((r) => r.statusCode !== 200))
        expectRefusal(lost, 400, ERROR_CODES.ORDER_ALREADY_PAID);
      expect(won.reduce((sum, share) => sum + share.amount, 0)).toBe(bill.total);
      const shares = await liveShares(t.app, bill.billId);
      expect(shares.map((s) => s.even_index).sort()).toEqual([1, 2, 3]);
      expect(shares.find((s) => s.even_index === 3)?.amount).toBe(
        bill.total - 2 * Math.floor(bill.total / 3),
      );
    }
  });

  it('keeps everyone on the split the table chose', async () => {
    const { phones, bill } = await seatedTable(t.app, [1, 2]);
    expectSuccess(await pay(t.app, phones[0]!, bill.billId, { mode: 'EVEN', parts: 2 }));
    const before = await orderingRowCounts(t.app);
    expectRefusal(
      await pay(t.app, phones[1]!, bill.billId, { mode: 'EVEN', parts: 3 }),
      400,
      ERROR_CODES.BILL_SPLIT_INVALID,
    );
    const line = bill.lines[1]!.lineId;
    expectRefusal(
      await pay(t.app, phones[1]!, bill.billId, { mode: 'ITEMS', lineIds: [line] }),
      400,
      ERROR_CODES.BILL_SPLIT_INVALID,
    );
    expect(await orderingRowCounts(t.app)).toEqual(before);
    const rest = expectSuccess<BillPayData>(await pay(t.app, phones[1]!, bill.billId, { mode: 'ALL' }));
    expect(rest.amount).toBe(bill.total - Math.floor(bill.total / 2));
  });

  it('lets ITEMS and ALL race for the same lines without paying a line or a rupiah twice', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { phones, bill } = await seatedTable(t.app, [2, 1, 3]);
      const mine = [bill.lines[0]!.lineId];
      const asks = await Promise.all([
        pay(t.app, phones[0]!, bill.billId, { mode: 'ITEMS', lineIds: mine }),
        pay(t.app, phones[1]!, bill.billId, { mode: 'ALL' }),
        pay(t.app, phones[2]!, bill.billId, { mode: 'ITEMS', lineIds: [...mine, bill.lines[2]!.lineId] }),
      ]);
      for (const refused of asks.filter((r) => r.statusCode !== 200)) {
        expectRefusal(refused, 400, ERROR_CODES.ORDER_ALREADY_PAID);
      }
      const shares = await liveShares(t.app, bill.billId);
      const lines = shares.flatMap((s) => s.lines);
      expect(new Set(lines).size).toBe(lines.length);
      expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(bill.total);
      const after = expectSuccess<BillData>(await tablePost(t.app, phones[0]!, ORDERING_PATHS.bill));
      expect(after.remainingAmount).toBe(0);
      expectRefusal(
        await pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }),
        400,
        ERROR_CODES.ORDER_ALREADY_PAID,
      );
    }
  });

  it('pays for a friend by their lines, and answers "order already paid" for a line paid before', async () => {
    const { store, phones, bill } = await seatedTable(t.app, [1, 2]);
    const friends = bill.lines
      .filter((line) => line.participantId === phones[1]!.participantId)
      .map((l) => l.lineId);
    const share = expectSuccess<BillPayData>(
      await pay(t.app, phones[0]!, bill.billId, { mode: 'ITEMS', lineIds: friends }),
    );
    expect(share.amount).toBe(store.dishes[1]!.price * 2);
    const waiting = expectSuccess<StaffTablesData>(
      await staffPost(t.app, (await loginStaff(t.app, store.storeId)).token, ORDERING_PATHS.staffTables),
    );
    expect(waiting.tableList[0]).toMatchObject({
      locked: true,
      counterShares: [
        { shareId: share.shareId, amount: share.amount, displayName: expect.stringMatching(/^Tamu \d+$/) },
      ],
    });
    const before = await orderingRowCounts(t.app);
    expectRefusal(
      await pay(t.app, phones[1]!, bill.billId, { mode: 'ITEMS', lineIds: friends }),
      400,
      ERROR_CODES.ORDER_ALREADY_PAID,
    );
    expect(await orderingRowCounts(t.app)).toEqual(before);
    const { bill: settled } = await settleAll(t.app, store, [share.shareId]);
    expect(settled).toMatchObject({ status: 'PARTLY_PAID', paidAmount: share.amount });
  });

  it('tells a phone a table mate has paid once a share is live, and the bill is PAID only when every share is', async () => {
    const { store, phones, bill } = await seatedTable(t.app, [1, 1, 1]);
    const shares = [];
    for (const phone of phones) {
      shares.push(
        expectSuccess<BillPayData>(await pay(t.app, phone, bill.billId, { mode: 'EVEN', parts: 3 })),
      );
    }
    const before = await orderingRowCounts(t.app);
    expectRefusal(await addDish(t.app, phones[0]!, store.dishes[0]!), 400, ERROR_CODES.TABLE_MATE_PAID);
    expect(await orderingRowCounts(t.app)).toEqual(before);
    const { staff } = await settleAll(
      t.app,
      store,
      shares.slice(0, 2).map((s) => s.shareId),
    );
    expect(expectSuccess<CartData>(await tablePost(t.app, phones[2]!, ORDERING_PATHS.cart)).billStatus).toBe(
      'PARTLY_PAID',
    );
    const last = expectSuccess<StaffShareSettleData>(
      await staffPost(t.app, staff.token, ORDERING_PATHS.staffShareSettle, {
        shareId: shares[2]!.shareId,
        status: 'PAID',
      }),
    );
    expect(last.bill).toMatchObject({ status: 'PAID', paidAmount: bill.total, remainingAmount: 0 });
    expectRefusal(
      await staffPost(t.app, staff.token, ORDERING_PATHS.staffShareSettle, {
        shareId: shares[2]!.shareId,
        status: 'PAID',
      }),
      400,
      ERROR_CODES.ORDER_ALREADY_PAID,
    );
    expectRefusal(await addDish(t.app, phones[1]!, store.dishes[0]!), 400, ERROR_CODES.TABLE_MATE_PAID);
  });

  it('frees a released share for someone else, at the staff of the store only', async () => {
    const { store, phones, bill } = await seatedTable(t.app, [2, 1]);
    const share = expectSuccess<BillPayData>(await pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }));
    const stranger = await loginStaff(t.app, (await createOrderingStore(t.app, 1)).storeId);
    expectRefusal(
      await staffPost(t.app, stranger.token, ORDERING_PATHS.staffShareSettle, {
        shareId: share.shareId,
        status: 'RELEASED',
      }),
      404,
      ERROR_CODES.NOT_FOUND,
    );
    const staff = await loginStaff(t.app, store.storeId);
    const released = expectSuccess<StaffShareSettleData>(
      await staffPost(t.app, staff.token, ORDERING_PATHS.staffShareSettle, {
        shareId: share.shareId,
        status: 'RELEASED',
      }),
    );
    expect(released.bill).toMatchObject({ status: 'OPEN', remainingAmount: bill.total, shares: [] });
    expect(expectSuccess<CartData>(await tablePost(t.app, phones[1]!, ORDERING_PATHS.cart)).locked).toBe(
      false,
    );
    expectSuccess(
      await pay(t.app, phones[1]!, bill.billId, { mode: 'ITEMS', lineIds: [bill.lines[0]!.lineId] }),
    );
  });

  it('refuses QRIS over the cap and splits that do not fit the bill, and writes nothing', async () => {
    const store = await createOrderingStore(t.app, 1);
    const phone = await joinTable(t.app, store.tables[0]!.qrCodeId);
    // 99 × Rp 41.000 three times: Rp 12.177.000, over QRIS's Rp 10.000.000.
    await t.app.db.execute(
      sql`update dishes set price = 41000 where id = ${store.dishes[0]!.dishId}::bigint`,
    );
    for (let i = 0; i < 3; i += 1) expectSuccess(await addDish(t.app, phone, store.dishes[0]!, 99));
    expectSuccess(await tablePost(t.app, phone, ORDERING_PATHS.roundSend));
    const bill = expectSuccess<BillData>(await tablePost(t.app, phone, ORDERING_PATHS.bill));
    expect(bill.total).toBe(12_177_000);
    const before = await orderingRowCounts(t.app);
    expectRefusal(
      await pay(t.app, phone, bill.billId, { mode: 'ALL' }, 'QRIS'),
      400,
      ERROR_CODES.QRIS_LIMIT_EXCEEDED,
    );
    expectRefusal(await pay(t.app, phone, bill.billId, { mode: 'EVEN' }), 400, ERROR_CODES.PARAMETER_ERROR);
    expectRefusal(
      await pay(t.app, phone, bill.billId, { mode: 'ITEMS', lineIds: ['1'] }),
      400,
      ERROR_CODES.BILL_SPLIT_INVALID,
    );
    expect(await orderingRowCounts(t.app)).toEqual(before);
    expectSuccess<BillPayData>(await pay(t.app, phone, bill.billId, { mode: 'ALL' }, 'COUNTER'));
  });

  it('refuses to pay a bill with nothing sent, and a token of another table', async () => {
    const store = await createOrderingStore(t.app, 2);
    const phone = await joinTable(t.app, store.tables[0]!.qrCodeId);
    const other = await joinTable(t.app, store.tables[1]!.qrCodeId);
    const bill = expectSuccess<BillData>(await tablePost(t.app, phone, ORDERING_PATHS.bill));
    expectRefusal(
      await pay(t.app, phone, bill.billId, { mode: 'ALL' }),
      400,
      ERROR_CODES.BILL_NOTHING_TO_PAY,
    );
    expectRefusal(
      await pay(t.app, other, bill.billId, { mode: 'ALL' }),
      400,
      ERROR_CODES.TABLE_SESSION_INVALID,
    );
  });
});
