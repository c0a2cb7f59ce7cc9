import { TABLE_SHARE_PAY_MINUTES } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { BillData, BillPayData } from '@lahap/contract/ordering/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { testClock } from './identity-helper.js';
import { rowsOf } from './coupon-factories.js';
import { describeEachEngine, expectRefusal, expectSuccess } from './helper.js';
import {
  type Phone,
  addDish,
  createOrderingStore,
  joinTable,
  orderingRowCounts,
  tablePost,
} from './ordering-factories.js';

const MINUTE_MS = 60_000;
const clock = testClock(Date.UTC(2026, 10, 28, 5, 0, 0));

/** A table of `count` phones, each with one line of its own dish sent to the kitchen. */
async function seatedTable(app: FastifyInstance, count: number) {
  const store = await createOrderingStore(app, 1);
  const phones: Phone[] = [];
  for (let i = 0; i < count; i += 1) phones.push(await joinTable(app, store.tables[0]!.qrCodeId));
  for (const [i, phone] of phones.entries()) {
    expectSuccess(await addDish(app, phone, store.dishes[i % store.dishes.length]!, i + 1));
  }
  expectSuccess(await tablePost(app, phones[0]!, ORDERING_PATHS.roundSend));
  const bill = expectSuccess<BillData>(await tablePost(app, phones[0]!, ORDERING_PATHS.bill));
  return { store, phones, bill };
}

const pay = (app: FastifyInstance, phone: Phone, billId: string, split: object, payMethod: string) =>
  tablePost(app, phone, ORDERING_PATHS.billPay, { billId, split, payMethod });

const billOf = async (app: FastifyInstance, phone: Phone) =>
  expectSuccess<BillData>(await tablePost(app, phone, ORDERING_PATHS.bill));

/** The ledger's movements for one share, oldest first. */
const ledgerOf = (app: FastifyInstance, shareId: string) =>
  rowsOf<{ kind: string; amount: number; order_id: string | null }>(
    app,
    sql`select kind, amount, order_id::text as order_id from ledger_entries
      where payable_kind = 'TABLE_SHARE' and payable_id = ${shareId}::bigint order by id`,
  );

const shareStatus = async (app: FastifyInstance, shareId: string) =>
  (
    await rowsOf<{ status: string }>(app, sql`select status from bill_shares where id = ${shareId}::bigint`)
  )[0]?.status;

const shareMethod = async (app: FastifyInstance, shareId: string) =>
  (
    await rowsOf<{ pay_method: string }>(
      app,
      sql`select pay_method from bill_shares where id = ${shareId}::bigint`,
    )
  )[0]?.pay_method;

describeEachEngine(
  'paying a share of a table bill by QRIS and e-wallets',
  (t) => {
    it('charges a share through payments: paid once the bank confirms, with the charge in the ledger and the bill paid', async () => {
      const { store, phones, bill } = await seatedTable(t.app, 2);
      const share = expectSuccess<BillPayData>(
        await pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }, 'QRIS'),
      );
      expect(share).toMatchObject({ amount: bill.total, payMethod: 'QRIS', status: 'OPEN' });
      expect(share.paymentId).not.toBeNull();
      expect(share.qrisPayload).toMatch(/^000201/);
      // Asking again for the same share and method answers the same charge.
      const again = expectSuccess<BillPayData>(
        await tablePost(t.app, phones[0]!, ORDERING_PATHS.sharePay, {
          billId: bill.billId,
          shareId: share.shareId,
          payMethod: 'QRIS',
        }),
      );
      expect(again.paymentId).toBe(share.paymentId);
      // A friend cannot resume someone else's share.
      expectRefusal(
        await tablePost(t.app, phones[1]!, ORDERING_PATHS.sharePay, {
          billId: bill.billId,
          shareId: share.shareId,
          payMethod: 'QRIS',
        }),
        400,
        ERROR_CODES.TABLE_SESSION_INVALID,
      );

      await t.app.paymentSandbox!.approve(share.paymentId!);
      const paid = await billOf(t.app, phones[1]!);
      expect(paid).toMatchObject({ status: 'PAID', paidAmount: bill.total, remainingAmount: 0 });
      expect(paid.shares).toEqual([expect.objectContaining({ shareId: share.shareId, status: 'PAID' })]);
      expect(await ledgerOf(t.app, share.shareId)).toEqual([
        { kind: 'CHARGE', amount: bill.total, order_id: null },
      ]);
      expectRefusal(await addDish(t.app, phones[1]!, store.dishes[0]!), 400, ERROR_CODES.TABLE_MATE_PAID);
      expectRefusal(
        await tablePost(t.app, phones[0]!, ORDERING_PATHS.shareCancel, {
          billId: bill.billId,
          shareId: share.shareId,
        }),
        400,
        ERROR_CODES.ORDER_ALREADY_PAID,
      );
    });

    it('keeps the method a reserved share is paid again with, and only while the share is open and not at the counter', async () => {
      const { phones, bill } = await seatedTable(t.app, 2);
      const mine = bill.lines.filter((line) => line.participantId === phones[0]!.participantId);
      const share = expectSuccess<BillPayData>(
        await pay(
          t.app,
          phones[0]!,
          bill.billId,
          { mode: 'ITEMS', lineIds: mine.map((l) => l.lineId) },
          'QRIS',
        ),
      );
      const again = (payMethod: string, phone = phones[0]!, shareId = share.shareId) =>
        tablePost(t.app, phone, ORDERING_PATHS.sharePay, { billId: bill.billId, shareId, payMethod });

      const wallet = expectSuccess<BillPayData>(await again('GOPAY'));
      expect(wallet).toMatchObject({ shareId: share.shareId, payMethod: 'GOPAY', status: 'OPEN' });
      expect(wallet.paymentId).not.toBe(share.paymentId);
      expect(await shareMethod(t.app, share.shareId)).toBe('GOPAY');
      // Every phone at the table reads the new method on the bill.
      expect((await billOf(t.app, phones[1]!)).shares).toEqual([
        expect.objectContaining({ shareId: share.shareId, payMethod: 'GOPAY', status: 'OPEN' }),
      ]);

      await t.app.paymentSandbox!.approve(wallet.paymentId!);
      expect(await shareStatus(t.app, share.shareId)).toBe('PAID');
      expectRefusal(await again('OVO'), 400, ERROR_CODES.ORDER_ALREADY_PAID);
      expect(await shareMethod(t.app, share.shareId)).toBe('GOPAY');

      // A share reserved at the counter stays there: QRIS cannot take it over.
      const theirs = bill.lines.filter((line) => line.participantId === phones[1]!.participantId);
      const counter = expectSuccess<BillPayData>(
        await pay(
          t.app,
          phones[1]!,
          bill.billId,
          { mode: 'ITEMS', lineIds: theirs.map((l) => l.lineId) },
          'COUNTER',
        ),
      );
      const before = await orderingRowCounts(t.app);
      expectRefusal(await again('QRIS', phones[1]!, counter.shareId), 400, ERROR_CODES.ORDER_CLOSED);
      expect(await shareMethod(t.app, counter.shareId)).toBe('COUNTER');
      expect(await orderingRowCounts(t.app)).toEqual(before);
    });

    it('releases a share whose e-wallet declined, and a share given up, so its lines can be paid again', async () => {
      const { phones, bill } = await seatedTable(t.app, 2);
      const mine = bill.lines.filter((line) => line.participantId === phones[0]!.participantId);
      const declined = expectSuccess<BillPayData>(
        await pay(
          t.app,
          phones[0]!,
          bill.billId,
          { mode: 'ITEMS', lineIds: mine.map((l) => l.lineId) },
          'OVO',
        ),
      );
      expect(declined.redirectUrl).toBeTruthy();
      await t.app.paymentSandbox!.decline(declined.paymentId!);
      expect(await shareStatus(t.app, declined.shareId)).toBe('RELEASED');
      expect((await billOf(t.app, phones[0]!)).remainingAmount).toBe(bill.total);

      const given = expectSuccess<BillPayData>(
        await pay(
          t.app,
          phones[0]!,
          bill.billId,
          { mode: 'ITEMS', lineIds: mine.map((l) => l.lineId) },
          'QRIS',
        ),
      );
      const after = expectSuccess<BillData>(
        await tablePost(t.app, phones[0]!, ORDERING_PATHS.shareCancel, {
          billId: bill.billId,
          shareId: given.shareId,
        }),
      );
      expect(after).toMatchObject({ status: 'OPEN', remainingAmount: bill.total, shares: [] });
      await t.app.outbox.drain();
      // The bank takes the money all the same: it finds the charge closed and gives it back, once.
      await t.app.paymentSandbox!.approve(given.paymentId!);
      await t.app.payments.reconcileOverdue();
      expect(await shareStatus(t.app, given.shareId)).toBe('RELEASED');
      expect(await ledgerOf(t.app, given.shareId)).toEqual([
        { kind: 'CHARGE', amount: given.amount, order_id: null },
        { kind: 'REFUND', amount: given.amount, order_id: null },
      ]);
      // The lines are free: the friend pays them.
      expectSuccess(
        await pay(
          t.app,
          phones[1]!,
          bill.billId,
          { mode: 'ITEMS', lineIds: mine.map((l) => l.lineId) },
          'QRIS',
        ),
      );
    });

    it('refuses QRIS over the cap and a second share of the same lines, writing nothing', async () => {
      const { phones, bill } = await seatedTable(t.app, 2);
      await t.app.db.execute(
        sql`update cart_lines set unit_price = 6000000 where bill_id = ${bill.billId}::bigint`,
      );
      const big = await billOf(t.app, phones[0]!);
      expect(big.total).toBeGreaterThan(10_000_000);
      const before = await orderingRowCounts(t.app);
      expectRefusal(
        await pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }, 'QRIS'),
        400,
        ERROR_CODES.QRIS_LIMIT_EXCEEDED,
      );
      expect(await orderingRowCounts(t.app)).toEqual(before);
      expectSuccess(await pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }, 'DANA'));
      const counts = await orderingRowCounts(t.app);
      expectRefusal(
        await pay(t.app, phones[1]!, bill.billId, { mode: 'ALL' }, 'QRIS'),
        400,
        ERROR_CODES.ORDER_ALREADY_PAID,
      );
      expect(await orderingRowCounts(t.app)).toEqual(counts);
    });

    it('lets ITEMS and ALL race for the same lines: one share is charged and paid, never two', async () => {
      for (let round = 0; round < 4; round += 1) {
        const { phones, bill } = await seatedTable(t.app, 3);
        const lineIds = bill.lines.map((line) => line.lineId);
        const asks = await Promise.all([
          pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }, 'QRIS'),
          pay(t.app, phones[1]!, bill.billId, { mode: 'ITEMS', lineIds }, 'GOPAY'),
          pay(t.app, phones[2]!, bill.billId, { mode: 'ITEMS', lineIds: lineIds.slice(0, 1) }, 'QRIS'),
        ]);
        const won = asks
          .filter((ask) => ask.statusCode === 200)
          .map((ask) => expectSuccess<BillPayData>(ask));
        const lost = asks.filter((ask) => ask.statusCode !== 200);
        for (const ask of lost) expectRefusal(ask, 400, ERROR_CODES.ORDER_ALREADY_PAID);
        // The winners' shares never overlap: their amounts never exceed the bill.
        expect(won.reduce((sum, share) => sum + share.amount, 0)).toBeLessThanOrEqual(bill.total);
        await Promise.all(won.map((share) => t.app.paymentSandbox!.approve(share.paymentId!)));
        const after = await billOf(t.app, phones[0]!);
        const charged = await rowsOf<{ total: number }>(
          t.app,
          sql`select coalesce(sum(l.amount), 0)::int as total from ledger_entries l join bill_shares bs
            on l.payable_kind = 'TABLE_SHARE' and bs.id = l.payable_id
            where l.kind = 'CHARGE' and bs.bill_id = ${bill.billId}::bigint`,
        );
        expect(charged[0]?.total).toBe(after.paidAmount);
        expect(after.paidAmount).toBe(won.reduce((sum, share) => sum + share.amount, 0));
      }
    });

    it('pays or releases a share racing its charge against giving it up: paid with its money, or released with none kept', async () => {
      for (let round = 0; round < 8; round += 1) {
        const { phones, bill } = await seatedTable(t.app, 1);
        const share = expectSuccess<BillPayData>(
          await pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }, 'QRIS'),
        );
        await Promise.all([
          t.app.paymentSandbox!.approve(share.paymentId!),
          tablePost(t.app, phones[0]!, ORDERING_PATHS.shareCancel, {
            billId: bill.billId,
            shareId: share.shareId,
          }),
        ]);
        await t.app.outbox.drain();
        await t.app.payments.reconcileOverdue();
        await t.app.outbox.drain();
        const status = await shareStatus(t.app, share.shareId);
        const ledger = await ledgerOf(t.app, share.shareId);
        const kept = ledger.reduce((sum, row) => sum + (row.kind === 'CHARGE' ? row.amount : -row.amount), 0);
        if (status === 'PAID') expect(kept).toBe(share.amount);
        else {
          expect(status).toBe('RELEASED');
          expect(kept).toBe(0);
        }
        expect(ledger.filter((row) => row.kind === 'REFUND').length).toBeLessThanOrEqual(1);
      }
    });

    it('releases a share whose time ran out, and gives back money that comes after', async () => {
      const { phones, bill } = await seatedTable(t.app, 1);
      const share = expectSuccess<BillPayData>(
        await pay(t.app, phones[0]!, bill.billId, { mode: 'ALL' }, 'SHOPEEPAY'),
      );
      clock.advance(TABLE_SHARE_PAY_MINUTES * MINUTE_MS);
      expect(await t.app.ordering.bills.releaseOverdue()).toBe(0);
      clock.advance(2 * MINUTE_MS);
      // This share, and any an earlier case left waiting.
      expect(await t.app.ordering.bills.releaseOverdue()).toBeGreaterThanOrEqual(1);
      expect(await shareStatus(t.app, share.shareId)).toBe('RELEASED');
      await t.app.outbox.drain();
      const open = await rowsOf<{ count: number }>(
        t.app,
        sql`select count(*)::int as count from payments where payable_kind = 'TABLE_SHARE'
          and payable_id = ${share.shareId}::bigint and status = 'WAIT_PAY'`,
      );
      expect(open[0]?.count).toBe(0);
      expect((await billOf(t.app, phones[0]!)).remainingAmount).toBe(bill.total);
    });
  },
  { now: clock.now, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
