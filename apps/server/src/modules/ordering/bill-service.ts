import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  BillPayBody,
  BillPayData,
  BillSplit,
  StaffShareSettleData,
} from '@lahap/contract/ordering/schemas';
import { type BillStatus, evenPartAmount } from '@lahap/contract/ordering/states';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { KitchenStaff } from './kitchen-service.js';
import { type LiveShareRow, shareStatements } from './share-repository.js';
import { type LineRow, tableStatements } from './table-repository.js';
import type { TableService } from './table-service.js';

const refuse = (code: string) => new DomainError(code);

/** What a share would take of the bill: its amount, the lines it covers, its even part. */
interface Cut {
  amount: number;
  lineIds: string[];
  evenIndex: number | null;
  /** EVEN: the parts the bill is cut into from now on. */
  evenParts?: number;
}

/**
 * The rupiah and lines a split takes of a bill, given what live shares already hold; refuses a
 * split that would pay a line or a part twice (1004010), or does not match the bill's (1007011).
 */
export function cutOf(
  split: BillSplit,
  sent: readonly LineRow[],
  live: readonly LiveShareRow[],
  reserved: ReadonlySet<string>,
  evenParts: number | null,
): Cut {
  const total = sent.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
  if (total === 0) throw refuse(ERROR_CODES.BILL_NOTHING_TO_PAY);
  const remaining = total - live.reduce((sum, share) => sum + share.amount, 0);
  if (remaining <= 0) throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
  const liveEven = live.filter((share) => share.mode === 'EVEN');
  switch (split.mode) {
    case 'ALL':
      return {
        amount: remaining,
        lineIds: sent.filter((line) => !reserved.has(line.line_id)).map((line) => line.line_id),
        evenIndex: null,
      };
    case 'EVEN': {
      const parts = split.parts;
      if (parts === undefined) throw parameterError('body.split.parts: EVEN needs the number of parts');
      if (live.some((share) => share.mode === 'ITEMS')) throw refuse(ERROR_CODES.BILL_SPLIT_INVALID);
      if (liveEven.length > 0 && evenParts !== parts) throw refuse(ERROR_CODES.BILL_SPLIT_INVALID);
      const taken = new Set(liveEven.map((share) => share.even_index));
      const index = Array.from({ length: parts }, (_, i) => i + 1).find((i) => !taken.has(i));
      if (index === undefined) throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
      return { amount: evenPartAmount(total, parts, index), lineIds: [], evenIndex: index, evenParts: parts };
    }
    case 'ITEMS': {
      const lineIds = [...new Set(split.lineIds ?? [])];
      if (lineIds.length === 0) throw parameterError('body.split.lineIds: ITEMS needs the lines it pays');
      if (liveEven.length > 0) throw refuse(ERROR_CODES.BILL_SPLIT_INVALID);
      const byId = new Map(sent.map((line) => [line.line_id, line]));
      const lines = lineIds.map((id) => byId.get(id));
      if (lines.some((line) => line === undefined)) throw refuse(ERROR_CODES.BILL_SPLIT_INVALID);
      if (lineIds.some((id) => reserved.has(id))) throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
      const amount = lines.reduce((sum, line) => sum + (line ? line.quantity * line.unit_price : 0), 0);
      if (amount === 0) throw refuse(ERROR_CODES.BILL_NOTHING_TO_PAY);
      return { amount, lineIds, evenIndex: null };
    }
  }
}

/** The bill's status from what its shares paid. */
function statusOf(total: number, paid: number): BillStatus {
  if (total > 0 && paid >= total) return 'PAID';
  return paid > 0 ? 'PARTLY_PAID' : 'OPEN';
}

/**
 * Paying a table's bill in shares (ADR 021): all that remains, one of N equal parts (the last
 * takes the rounding), or named lines — a friend's too. A share is reserved under the bill's row
 * lock, so a line or a part is never in two live shares; once one is live, nothing more is added
 * to the bill. Shares paid at the counter are marked paid (or released) by the staff. QRIS and
 * the e-wallets are charged through the payments module, which is not wired to shares yet: they
 * answer 1004013, and a share over the QRIS cap 1004012 first, as the cashier does.
 */
export function createBillService(deps: { db: Database; tables: TableService; now: Clock }) {
  const { db, now } = deps;

  /** Recomputes the bill's status after a share moved; whether it is now paid in full. */
  async function restatus(tx: Executor, billId: string): Promise<boolean> {
    const sent = (await tableStatements(tx).lines(billId)).filter((line) => line.round_id !== null);
    const total = sent.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
    const live = await shareStatements(tx).liveShares(billId);
    const paid = live
      .filter((share) => share.status === 'PAID')
      .reduce((sum, share) => sum + share.amount, 0);
    const status = statusOf(total, paid);
    await shareStatements(tx).setBillStatus(billId, status, now());
    if (!live.some((share) => share.mode === 'EVEN')) await shareStatements(tx).setEvenParts(billId, null);
    return status === 'PAID';
  }

  return {
    async pay(body: BillPayBody): Promise<BillPayData> {
      const bill = await tableStatements(db).billById(body.billId);
      if (!bill) throw refuse(ERROR_CODES.TABLE_SESSION_INVALID);
      const participant = await deps.tables.caller({
        tableSessionId: bill.session_id,
        participantToken: body.participantToken,
      });
      const share = await db.transaction(async (tx) => {
        const locked = await tableStatements(tx).lockedBillById(body.billId);
        if (!locked?.session_open) throw refuse(ERROR_CODES.TABLE_SESSION_INVALID);
        const sent = (await tableStatements(tx).lines(locked.bill_id)).filter(
          (line) => line.round_id !== null,
        );
        const shares = shareStatements(tx);
        const cut = cutOf(
          body.split,
          sent,
          await shares.liveShares(locked.bill_id),
          await shares.reservedLineIds(locked.bill_id),
          locked.even_parts,
        );
        if (body.payMethod === 'QRIS' && cut.amount > QRIS_MAX_AMOUNT)
          throw refuse(ERROR_CODES.QRIS_LIMIT_EXCEEDED);
        if (body.payMethod !== 'COUNTER') throw refuse(ERROR_CODES.PAY_METHOD_UNAVAILABLE);
        if (cut.evenParts !== undefined) await shares.setEvenParts(locked.bill_id, cut.evenParts);
        const shareId = await shares.reserve({
          billId: locked.bill_id,
          participantId: participant.participant_id,
          mode: body.split.mode,
          evenIndex: cut.evenIndex,
          amount: cut.amount,
          payMethod: body.payMethod,
          lineIds: cut.lineIds,
          at: now(),
        });
        return { shareId, amount: cut.amount };
      });
      await deps.tables.announce(bill.session_id, 'BILL_CHANGED');
      return {
        shareId: share.shareId,
        paymentId: null,
        amount: share.amount,
        qrisPayload: null,
        payMethod: body.payMethod,
        status: 'OPEN',
      };
    },

    /** The staff mark a counter share paid, or release it; 1004010 once paid, 1000404 for none open at their store. */
    async settle(
      staff: KitchenStaff,
      shareId: string,
      to: 'PAID' | 'RELEASED',
    ): Promise<StaffShareSettleData> {
      const share = await shareStatements(db).shareOfStore(shareId, staff.storeId);
      if (!share) throw new DomainError(ERROR_CODES.NOT_FOUND, 404, 'no such share at this store');
      const paidInFull = await db.transaction(async (tx) => {
        await tableStatements(tx).lockedBillById(share.bill_id);
        const shares = shareStatements(tx);
        const current = await shares.shareOfStore(shareId, staff.storeId);
        if (current?.status === 'PAID') throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
        if (current?.status !== 'OPEN' || current.pay_method !== 'COUNTER') {
          throw new DomainError(ERROR_CODES.NOT_FOUND, 404, 'no open counter share');
        }
        await shares.settle(shareId, to, now());
        return restatus(tx, share.bill_id);
      });
      await deps.tables.announce(share.session_id, paidInFull ? 'BILL_PAID' : 'BILL_CHANGED');
      return { bill: await deps.tables.billOfSession(share.session_id) };
    },
  };
}

export type BillService = ReturnType<typeof createBillService>;
