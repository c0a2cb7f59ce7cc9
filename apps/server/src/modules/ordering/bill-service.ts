import { QRIS_MAX_AMOUNT, TABLE_SHARE_PAY_MINUTES } from '@lahap/contract/constants';
import type { PayMethod } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import { menuQrPagePath } from '@lahap/contract/ordering/paths';
import type {
  BillData,
  BillPayBody,
  BillPayData,
  BillSplit,
  ShareCancelBody,
  SharePayBody,
  StaffShareSettleData,
  TableCallBody,
} from '@lahap/contract/ordering/schemas';
import { type BillStatus, evenPartAmount } from '@lahap/contract/ordering/states';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { PaymentsService } from '../payments/index.js';
import type { KitchenStaff } from './kitchen-service.js';
import { type LiveShareRow, type OwnShareRow, shareStatements } from './share-repository.js';
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

const SHARE_PAY_MS = TABLE_SHARE_PAY_MINUTES * 60_000;
/** A share's charge may be paid at its last second: the release job waits this much longer. */
const RELEASE_GRACE_MS = 60_000;
/** Shares one pass of the release job gives up at most. */
const RELEASE_BATCH = 100;
/** The table QR's channel: dine-in (spec §3 storeChannelList). */
const DINE_IN = 3;

/** The bill's status from what its shares paid. */
function statusOf(total: number, paid: number): BillStatus {
  if (total > 0 && paid >= total) return 'PAID';
  return paid > 0 ? 'PARTLY_PAID' : 'OPEN';
}

/**
 * Paying a table's bill in shares (ADR 021): all that remains, one of N equal parts (the last
 * takes the rounding), or named lines — a friend's too. A share is reserved under the bill's row
 * lock, so a line or a part is never in two live shares; once one is live, nothing more is added
 * to the bill. A share paid by QRIS or an e-wallet is a payable of the payments module
 * (TABLE_SHARE): reserved first, then charged; `payment.succeeded` marks it paid, a charge that
 * expired or was declined releases it, and so does the release job once its time is up. Shares
 * paid at the counter are marked paid (or released) by the staff.
 */
export function createBillService(deps: {
  db: Database;
  tables: TableService;
  payments: Pick<PaymentsService, 'openPayableCharge' | 'checkPayable'>;
  outbox: Outbox;
  now: Clock;
}) {
  const { db, now, outbox } = deps;
  const shareOf = (shareId: string) => ({ kind: 'TABLE_SHARE' as const, id: shareId });

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

  /**
   * Releases an open share under its bill's lock, telling payments when it was a payable; false
   * when it was no longer open (paid meanwhile, or released by someone else).
   */
  async function release(tx: Executor, share: OwnShareRow): Promise<boolean> {
    await tableStatements(tx).lockedBillById(share.bill_id);
    if (!(await shareStatements(tx).settle(share.share_id, 'RELEASED', now()))) return false;
    if (share.pay_method !== 'COUNTER') {
      await outbox.publish(tx, 'payable.closed', { payableKind: 'TABLE_SHARE', payableId: share.share_id });
    }
    await restatus(tx, share.bill_id);
    return true;
  }

  /** The caller's own share of this bill; 1007003 for anyone else's, or another bill's. */
  async function ownShare(call: { billId: string; shareId: string; participantToken: string }) {
    const share = await shareStatements(db).share(call.shareId);
    if (share?.bill_id !== call.billId) throw refuse(ERROR_CODES.TABLE_SESSION_INVALID);
    const participant = await deps.tables.caller({
      tableSessionId: share.session_id,
      participantToken: call.participantToken,
    });
    if (share.participant_id !== participant.participant_id) throw refuse(ERROR_CODES.TABLE_SESSION_INVALID);
    return share;
  }

  /**
   * Opens (or answers the open) charge of a reserved share with a method. The charge ends when
   * the reservation does; the customer comes back to the table's menu page.
   */
  async function charge(share: OwnShareRow, payMethod: PayMethod): Promise<BillPayData> {
    const table = await tableStatements(db).tableOfSession(share.session_id);
    if (!table) throw refuse(ERROR_CODES.TABLE_SESSION_INVALID);
    const opened = await deps.payments.openPayableCharge({
      payable: shareOf(share.share_id),
      amount: share.amount,
      expiresAt: share.created_at_ms + SHARE_PAY_MS,
      payMethod,
      description: `Lahap · ${table.name['id-ID'] ?? table.qr_code_id}`,
      returnUrl: () => menuQrPagePath(table.qr_code_id, DINE_IN),
    });
    return {
      shareId: share.share_id,
      paymentId: opened.paymentId,
      amount: opened.amount,
      qrisPayload: opened.qrisPayload,
      redirectUrl: opened.redirectUrl,
      expiresAt: opened.expiresAt,
      payMethod,
      status: 'OPEN',
    };
  }

  /** Moves a share on hearing of its money, under its bill's lock; the table hears after the commit. */
  async function settleCharged(
    tx: Executor,
    shareId: string,
    to: 'PAID' | 'RELEASED',
    afterCommit: (effect: () => Promise<void>) => void,
  ): Promise<void> {
    const share = await shareStatements(tx).share(shareId);
    if (share?.status !== 'OPEN') return;
    if (to === 'RELEASED') {
      if (await release(tx, share)) afterCommit(() => deps.tables.announce(share.session_id, 'BILL_CHANGED'));
      return;
    }
    await tableStatements(tx).lockedBillById(share.bill_id);
    if (!(await shareStatements(tx).settle(shareId, 'PAID', now()))) return;
    const paidInFull = await restatus(tx, share.bill_id);
    afterCommit(() => deps.tables.announce(share.session_id, paidInFull ? 'BILL_PAID' : 'BILL_CHANGED'));
  }

  // A share's money came in: it is paid. Money for a share released meanwhile is not taken:
  // payments heard it was given up (`payable.closed`) and gives it back.
  outbox.subscribe('payment.succeeded', 'ordering.share-paid', async (event, tx, delivery) => {
    if (event.payload.payableKind !== 'TABLE_SHARE') return;
    await settleCharged(tx, event.payload.payableId, 'PAID', delivery.afterCommit);
  });
  // Its charge expired or was declined: the share is released, its lines free for another try.
  // One replaced by another method, or closed because the share was given up, changes nothing.
  outbox.subscribe('payment.closed', 'ordering.share-unpaid', async (event, tx, delivery) => {
    const { payableKind, reason } = event.payload;
    if (payableKind !== 'TABLE_SHARE' || (reason !== 'EXPIRED' && reason !== 'FAILED')) return;
    await settleCharged(tx, event.payload.payableId, 'RELEASED', delivery.afterCommit);
  });

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
      const { payMethod } = body;
      if (payMethod === 'COUNTER') {
        return {
          shareId: share.shareId,
          paymentId: null,
          amount: share.amount,
          qrisPayload: null,
          redirectUrl: null,
          expiresAt: null,
          payMethod,
          status: 'OPEN',
        };
      }
      const reserved = await shareStatements(db).share(share.shareId);
      if (!reserved) throw new Error(`share ${share.shareId} vanished after its reservation`);
      try {
        return await charge(reserved, payMethod);
      } catch (error) {
        // No charge, no reservation: the lines are free again at once, not when its time is up.
        if (await db.transaction((tx) => release(tx, reserved))) {
          await deps.tables.announce(bill.session_id, 'BILL_CHANGED');
        }
        throw error;
      }
    },

    /**
     * Pays one's own reserved share again: after a reload (the same method answers its open
     * charge), or with another method (which replaces it). 1004010 once paid, 1004011 once released.
     */
    async payShare(body: SharePayBody): Promise<BillPayData> {
      const share = await ownShare(body);
      if (share.status === 'PAID') throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
      if (share.status === 'RELEASED' || share.pay_method === 'COUNTER')
        throw refuse(ERROR_CODES.ORDER_CLOSED);
      const answer = await charge(share, body.payMethod);
      // The new charge replaced the old one: the share is now paid this way, and the table sees it.
      if (await shareStatements(db).setPayMethod(share.share_id, body.payMethod)) {
        await deps.tables.announce(share.session_id, 'BILL_CHANGED');
      }
      return answer;
    },

    /** Gives up one's own share not yet paid: its lines or its part are free again; 1004010 once paid. */
    async cancelShare(body: ShareCancelBody): Promise<BillData> {
      const share = await ownShare(body);
      if (share.status === 'PAID') throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
      const released = await db.transaction(async (tx) => {
        const current = await shareStatements(tx).share(share.share_id);
        if (current?.status === 'PAID') throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
        return current ? release(tx, current) : false;
      });
      if (released) await deps.tables.announce(share.session_id, 'BILL_CHANGED');
      return deps.tables.billOfSession(share.session_id);
    },

    /**
     * The bill as the table sees it, once the caller's own shares being charged were checked with
     * the provider (a webhook late or lost), as the pay-code page checks a voucher order.
     */
    async view(call: TableCallBody): Promise<BillData> {
      const participant = await deps.tables.caller(call);
      const bill = await deps.tables.billOfSession(call.tableSessionId);
      const waiting = bill.shares.filter(
        (share) =>
          share.status === 'OPEN' &&
          share.payMethod !== 'COUNTER' &&
          share.participantId === participant.participant_id,
      );
      if (waiting.length === 0) return bill;
      for (const share of waiting) await deps.payments.checkPayable(shareOf(share.shareId));
      return deps.tables.billOfSession(call.tableSessionId);
    },

    /** The release job's pass: shares whose charge's time ran out are given up; how many. */
    async releaseOverdue(): Promise<number> {
      let released = 0;
      const due = await shareStatements(db).overdueCharged(
        now() - SHARE_PAY_MS - RELEASE_GRACE_MS,
        RELEASE_BATCH,
      );
      for (const { share_id } of due) {
        const share = await shareStatements(db).share(share_id);
        if (!share) continue;
        if (await db.transaction((tx) => release(tx, share))) {
          released += 1;
          await deps.tables.announce(share.session_id, 'BILL_CHANGED');
        }
      }
      return released;
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
