import { TABLE_BILL_MAX_LINES, TABLE_MAX_PARTICIPANTS } from '@lahap/contract/constants';
import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { Locale } from '@lahap/contract/locale';
import type {
  BillData,
  BillNewData,
  CartAddBody,
  CartData,
  CartLine,
  RoundSendData,
  TableJoinBody,
  TableJoinData,
} from '@lahap/contract/ordering/schemas';
import type { TableEventKind } from '@lahap/contract/ordering/states';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { type Clock, iso, isoOrNull } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { CatalogService } from '../catalog/index.js';
import type { MenuService } from './menu-service.js';
import type { ParticipantTokens } from './participant-token.js';
import type { TableChannel } from './table-channel.js';
import {
  type DiningTableRow,
  type LineRow,
  type ParticipantRow,
  type SessionBillRow,
  tableStatements,
} from './table-repository.js';

export interface TableServiceDeps {
  db: Database;
  catalog: CatalogService;
  menu: MenuService;
  tokens: ParticipantTokens;
  channel: TableChannel;
  outbox: Outbox;
  now: Clock;
  log: FastifyBaseLogger;
}

/** A table call's caller: the session, and the participant its token names. */
export interface TableCaller {
  tableSessionId: string;
  participantToken: string;
}

const GUEST_NAME: Readonly<Record<Locale, (n: number) => string>> = {
  'id-ID': (n) => `Tamu ${n}`,
  'en-US': (n) => `Guest ${n}`,
  'zh-CN': (n) => `客人${n}`,
};

const invalidSession = () => new DomainError(ERROR_CODES.TABLE_SESSION_INVALID);

export function lineOf(row: LineRow): CartLine {
  return {
    lineId: row.line_id,
    dishId: row.dish_id,
    name: row.name,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    note: row.note,
    participantId: row.participant_id,
    displayName: row.display_name,
    roundNo: row.round_no,
    status: row.round_status ?? 'CART',
  };
}

const amountOf = (lines: readonly Pick<LineRow, 'quantity' | 'unit_price'>[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);

/** Says in the round's transaction that it went to the kitchen, with what it adds to the bill. */
export function publishRoundSent(
  outbox: Outbox,
  tx: Executor,
  bill: SessionBillRow,
  round: { roundId: string; roundNo: number },
  lines: readonly Pick<LineRow, 'quantity' | 'unit_price'>[],
): Promise<string> {
  return outbox.publish(tx, 'round.sent', {
    roundId: round.roundId,
    billId: bill.bill_id,
    tableSessionId: bill.session_id,
    storeId: bill.store_id,
    roundNo: round.roundNo,
    lineCount: lines.length,
    amount: amountOf(lines),
  });
}

/**
 * The live table: joining it, its one cart (each line its owner's), rounds to the kitchen, the
 * bill as sent. Every write locks the bill's row first and checks what it needs under that lock,
 * so a refusal writes nothing and concurrent phones never lose or double a line. Each change is
 * announced on the table's channel once it commits.
 */
export function createTableService(deps: TableServiceDeps) {
  const { db, now } = deps;
  const statements = tableStatements(db);

  /** Says on the table's channel what changed, after the commit; a failure costs phones a refresh only. */
  async function announce(tableSessionId: string, kind: TableEventKind): Promise<void> {
    try {
      await deps.channel.publish({ kind, tableSessionId, at: iso(now()) });
    } catch (err) {
      deps.log.warn({ err, tableSessionId, kind }, 'table event not published');
    }
  }

  /** The participant a token names at this session; 1007003 for anything else. */
  async function caller(call: TableCaller, on: Executor = db): Promise<ParticipantRow> {
    const claim = deps.tokens.verify(call.tableSessionId, call.participantToken);
    if (!claim) throw invalidSession();
    const participant = await tableStatements(on).participant(claim.sessionId, claim.participantId);
    if (!participant) throw invalidSession();
    return participant;
  }

  /** The session's current bill, locked, for a write; 1007003 once the session is closed. */
  async function lockedOpenBill(tx: Executor, tableSessionId: string): Promise<SessionBillRow> {
    const bill = await tableStatements(tx).lockedBill(tableSessionId);
    if (!bill?.session_open) throw invalidSession();
    return bill;
  }

  async function cartOf(tableSessionId: string, participantId: string, on: Executor = db): Promise<CartData> {
    const reads = tableStatements(on);
    const bill = await reads.sessionBill(tableSessionId);
    if (!bill) throw invalidSession();
    const [lines, participants] = await Promise.all([
      reads.lines(bill.bill_id),
      reads.participants(tableSessionId),
    ]);
    return {
      tableSessionId,
      participantId,
      participants: participants.map((p) => ({
        participantId: p.participant_id,
        displayName: p.display_name,
        member: p.member,
      })),
      lines: lines.map(lineOf),
      total: amountOf(lines),
      roundNo: bill.rounds,
      billStatus: bill.bill_status,
      locked: bill.locked,
    };
  }

  /** The table a join sits at: the one its QR is printed on, or the one chosen at the store's own QR. */
  async function tableOfJoin(
    body: TableJoinBody,
  ): Promise<{ table: DiningTableRow; storeName: CartLine['name'] }> {
    const scanned = await deps.menu.scan(body.qrCodeId, ORDER_FOOD_TYPE.dineIn);
    if (scanned.table) return { table: scanned.table, storeName: scanned.store.name };
    if (body.tableId === undefined) throw new DomainError(ERROR_CODES.TABLE_REQUIRED);
    const table = await statements.tableOfStore(scanned.store.store_id, body.tableId);
    if (!table) throw new DomainError(ERROR_CODES.TABLE_REQUIRED);
    return { table, storeName: scanned.store.name };
  }

  return {
    /**
     * Sits at a table: its open session (opened by the first to scan; a paid table a new party
     * scans starts afresh), as the participant the phone's token names, the customer when logged
     * in, or a new guest.
     */
    async join(body: TableJoinBody, userId: number | null, locale: Locale): Promise<TableJoinData> {
      const { table, storeName } = await tableOfJoin(body);
      const at = now();
      const joined = await db.transaction(async (tx) => {
        const sql = tableStatements(tx);
        let session = await sql.lockOpenSession(table.table_id);
        const returning =
          session && body.participantToken
            ? deps.tokens.verify(session.session_id, body.participantToken)
            : null;
        const member =
          session && userId !== null ? await sql.participantOfUser(session.session_id, userId) : undefined;
        if (session && session.bill_status === 'PAID' && !returning && !member) {
          // The last party paid and left: whoever scans now starts a new table.
          await sql.closeSession(session.session_id, at);
          session = undefined;
        }
        if (!session) {
          await sql.openSession(table, at);
          session = await sql.lockOpenSession(table.table_id);
          if (!session) throw new Error('the table session was not opened');
        }
        const sessionId = session.session_id;
        // `member` was read under the session's lock, so it still holds; a reopened session has nobody.
        let participant = returning ? await sql.participant(sessionId, returning.participantId) : member;
        if (participant) {
          if (body.displayName && body.displayName !== participant.display_name) {
            await sql.renameParticipant(participant.participant_id, body.displayName);
            participant = { ...participant, display_name: body.displayName };
          }
          return { sessionId, participant, isNew: false };
        }
        const seated = await sql.participants(sessionId);
        if (seated.length >= TABLE_MAX_PARTICIPANTS) throw new DomainError(ERROR_CODES.TABLE_FULL);
        const name = body.displayName ?? GUEST_NAME[locale](seated.length + 1);
        const added = await sql.addParticipant(sessionId, userId, name, at);
        if (!added) throw new Error('the participant was not inserted');
        return { sessionId, participant: added, isNew: true };
      });
      if (joined.isNew) await announce(joined.sessionId, 'PARTICIPANT_JOINED');
      return {
        tableSessionId: joined.sessionId,
        participantId: joined.participant.participant_id,
        participantToken: deps.tokens.issue({
          sessionId: joined.sessionId,
          participantId: joined.participant.participant_id,
        }),
        displayName: joined.participant.display_name,
        table: { tableId: table.table_id, tableName: table.name },
        store: { storeId: table.store_id, storeName },
      };
    },

    /** Checks a table call's token: the stream's guard. */
    caller,

    async cart(call: TableCaller): Promise<CartData> {
      const participant = await caller(call);
      return cartOf(call.tableSessionId, participant.participant_id);
    },

    /** Adds a dish as the caller's line, once per clientLineId. */
    async add(call: CartAddBody): Promise<CartData> {
      const participant = await caller(call);
      const dish = await deps.catalog.menu.dish(call.dishId);
      const entry = dish ? await statements.menuEntry(call.dishId) : undefined;
      const added = await db.transaction(async (tx) => {
        const sql = tableStatements(tx);
        const bill = await lockedOpenBill(tx, call.tableSessionId);
        if (await sql.lineByClientId(bill.bill_id, call.clientLineId)) return false;
        if (!dish || !entry || entry.store_id !== bill.store_id || dish.store_id !== bill.store_id) {
          throw new DomainError(ERROR_CODES.DISH_NOT_ON_MENU);
        }
        if (entry.sold_out) throw new DomainError(ERROR_CODES.DISH_SOLD_OUT);
        if (bill.locked || bill.bill_status !== 'OPEN') throw new DomainError(ERROR_CODES.TABLE_MATE_PAID);
        if ((await sql.lineCount(bill.bill_id)) >= TABLE_BILL_MAX_LINES) {
          throw new DomainError(
            ERROR_CODES.PARAMETER_ERROR,
            400,
            `a table's bill holds at most ${TABLE_BILL_MAX_LINES} lines`,
          );
        }
        await sql.addLine({
          billId: bill.bill_id,
          participantId: participant.participant_id,
          clientLineId: call.clientLineId,
          dishId: dish.dish_id,
          name: dish.name,
          unitPrice: dish.price,
          quantity: call.quantity,
          note: call.note?.trim() ?? '',
          roundId: null,
          addedBy: '',
          at: now(),
        });
        return true;
      });
      if (added) await announce(call.tableSessionId, 'CART_CHANGED');
      return cartOf(call.tableSessionId, participant.participant_id);
    },

    /** Changes or removes (0) one of the caller's lines still in the cart. */
    async update(call: TableCaller & { lineId: string; quantity: number }): Promise<CartData> {
      const participant = await caller(call);
      await db.transaction(async (tx) => {
        const sql = tableStatements(tx);
        const bill = await lockedOpenBill(tx, call.tableSessionId);
        const line = await sql.line(bill.bill_id, call.lineId);
        if (!line || line.participant_id !== participant.participant_id || line.round_id !== null) {
          throw new DomainError(ERROR_CODES.CART_LINE_LOCKED);
        }
        if (call.quantity === 0) await sql.removeLine(line.line_id);
        else await sql.setQuantity(line.line_id, call.quantity);
      });
      await announce(call.tableSessionId, 'CART_CHANGED');
      return cartOf(call.tableSessionId, participant.participant_id);
    },

    /** Sends every unsent line of the table to the kitchen as one round. */
    async sendRound(call: TableCaller): Promise<RoundSendData> {
      await caller(call);
      const sent = await db.transaction(async (tx) => {
        const sql = tableStatements(tx);
        const bill = await lockedOpenBill(tx, call.tableSessionId);
        if (bill.locked || bill.bill_status !== 'OPEN') throw new DomainError(ERROR_CODES.TABLE_MATE_PAID);
        const round = await sql.sendRound(bill, now());
        if (!round) throw new DomainError(ERROR_CODES.ROUND_NOTHING_TO_SEND);
        const lines = await sql.linesOfRounds([round.roundId]);
        await publishRoundSent(deps.outbox, tx, bill, round, lines);
        return { roundNo: round.roundNo, lines: lines.map(lineOf) };
      });
      await announce(call.tableSessionId, 'ROUND_SENT');
      return sent;
    },

    /** Starts the table's next bill once the current one is paid. */
    async newBill(call: TableCaller): Promise<BillNewData> {
      await caller(call);
      const bill = await db.transaction(async (tx) => {
        const current = await lockedOpenBill(tx, call.tableSessionId);
        if (current.bill_status !== 'PAID') throw new DomainError(ERROR_CODES.BILL_NOT_PAID);
        return tableStatements(tx).newBill(current, now());
      });
      await announce(call.tableSessionId, 'BILL_NEW');
      return bill;
    },

    /** What the table has sent, with the shares paid or being paid. */
    async bill(call: TableCaller): Promise<BillData> {
      await caller(call);
      const bill = await statements.sessionBill(call.tableSessionId);
      if (!bill) throw invalidSession();
      return billOf(bill);
    },

    /** Says a change the staff made on the table's channel. */
    announce,

    /** A session's current bill as the table sees it, for the staff's answers. */
    async billOfSession(tableSessionId: string): Promise<BillData> {
      const bill = await statements.sessionBill(tableSessionId);
      if (!bill) throw invalidSession();
      return billOf(bill);
    },

    lockedOpenBill,
  };

  async function billOf(bill: SessionBillRow, on: Executor = db): Promise<BillData> {
    const reads = tableStatements(on);
    const [lines, shares] = await Promise.all([reads.lines(bill.bill_id), reads.shares(bill.bill_id)]);
    const sent = lines.filter((line) => line.round_id !== null);
    const total = amountOf(sent);
    const paidAmount = shares.filter((s) => s.status === 'PAID').reduce((sum, s) => sum + s.amount, 0);
    const covered = shares.reduce((sum, s) => sum + s.amount, 0);
    return {
      billId: bill.bill_id,
      billNo: bill.bill_no,
      total,
      lines: sent.map(lineOf),
      shares: shares.map((share) => ({
        shareId: share.share_id,
        amount: share.amount,
        status: share.status,
        participantId: share.participant_id,
        displayName: share.display_name,
        mode: share.mode,
        lineIds: share.line_ids,
        payMethod: share.pay_method,
        evenIndex: share.even_index,
        paidTime: isoOrNull(share.paid_at_ms),
      })),
      paidAmount,
      remainingAmount: Math.max(0, total - covered),
      evenParts: bill.even_parts,
      status: bill.bill_status,
    };
  }
}

export type TableService = ReturnType<typeof createTableService>;
