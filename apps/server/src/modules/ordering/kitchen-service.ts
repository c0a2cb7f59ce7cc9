import { KITCHEN_ROUNDS_PAGE_SIZE } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  KitchenRound,
  StaffLineFixBody,
  StaffLineFixData,
  StaffRoundsData,
  StaffTablesData,
} from '@lahap/contract/ordering/schemas';
import { ROUND_STATUSES, type RoundStatus, canMoveRound } from '@lahap/contract/ordering/states';
import type { Database } from '../../db/client.js';
import { type Clock, iso } from '../../lib/clock.js';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { CatalogService } from '../catalog/index.js';
import { type RoundRow, tableStatements } from './table-repository.js';
import { type TableService, lineOf, publishRoundSent } from './table-service.js';

/** The staff member a kitchen call acts for: their store, and the name lines they add show. */
export interface KitchenStaff {
  storeId: string;
  name: string;
}

/** The kitchen's queue looks back one day. */
const ROUNDS_LOOKBACK_MS = 24 * 3_600_000;

/** The one state a round moves to `to` from. */
function previousOf(to: RoundStatus): RoundStatus | undefined {
  return ROUND_STATUSES.find((from) => canMoveRound(from, to));
}

/**
 * The store staff's side of ordering (the staff console's kitchen view): the tables with their
 * QR codes and what is unpaid, the rounds, moving a round on one step at a time, and fixing a
 * table's lines — each change announced to the table's phones.
 */
export function createKitchenService(deps: {
  db: Database;
  catalog: CatalogService;
  tables: TableService;
  outbox: Outbox;
  now: Clock;
}) {
  const { db, now } = deps;
  const statements = tableStatements(db);

  async function roundsWithLines(rows: readonly RoundRow[]): Promise<KitchenRound[]> {
    const lines = await statements.linesOfRounds(rows.map((row) => row.round_id));
    return rows.map((row) => ({
      roundId: row.round_id,
      tableId: row.table_id,
      tableName: row.table_name,
      tableSessionId: row.session_id,
      roundNo: row.round_no,
      status: row.status,
      lines: lines.filter((line) => line.round_id === row.round_id).map(lineOf),
      sentTime: iso(row.sent_at_ms),
    }));
  }

  return {
    async tables(staff: KitchenStaff): Promise<StaffTablesData> {
      const rows = await statements.staffTables(staff.storeId);
      return {
        tableList: rows.map((row) => ({
          tableId: row.table_id,
          tableName: row.name,
          qrCodeId: row.qr_code_id,
          tableSessionId: row.session_id,
          billStatus: row.bill_status,
          unpaidAmount: Math.max(0, row.sent_total - row.paid_total),
          locked: row.locked,
          counterShares: row.counter_shares,
        })),
      };
    },

    async rounds(staff: KitchenStaff, activeOnly: boolean): Promise<StaffRoundsData> {
      const rows = await statements.rounds(
        staff.storeId,
        now() - ROUNDS_LOOKBACK_MS,
        activeOnly,
        KITCHEN_ROUNDS_PAGE_SIZE,
      );
      return { roundList: await roundsWithLines(rows) };
    },

    /** Moves a round one step on; 1007007 when it is not one step behind `status`. */
    async moveRound(staff: KitchenStaff, roundId: string, status: RoundStatus): Promise<KitchenRound> {
      const round = await statements.round(staff.storeId, roundId);
      if (!round) throw new DomainError(ERROR_CODES.NOT_FOUND, 404, 'no such round at this store');
      const from = previousOf(status);
      if (!from || !(await statements.moveRound(staff.storeId, roundId, from, status, now()))) {
        throw new DomainError(ERROR_CODES.ROUND_STATUS_INVALID);
      }
      await deps.tables.announce(round.session_id, 'ROUND_STATUS');
      const [moved] = await roundsWithLines([{ ...round, status }]);
      if (!moved) throw new Error('the round vanished');
      return moved;
    },

    /**
     * Adds a dish to a table as a new round the kitchen sees, or corrects a sent line's quantity
     * (0 takes it off). Refused like the table's own changes once a share is paid or being paid.
     */
    async fixLine(staff: KitchenStaff, body: StaffLineFixBody): Promise<StaffLineFixData> {
      const dish = body.dishId === undefined ? undefined : await deps.catalog.menu.dish(body.dishId);
      const entry = body.dishId === undefined ? undefined : await statements.menuEntry(body.dishId);
      await db.transaction(async (tx) => {
        const sql = tableStatements(tx);
        const bill = await deps.tables.lockedOpenBill(tx, body.tableSessionId);
        if (bill.store_id !== staff.storeId) throw new DomainError(ERROR_CODES.TABLE_SESSION_INVALID);
        if ((body.lineId === undefined) === (body.dishId === undefined)) {
          throw parameterError('body: name either lineId or dishId');
        }
        if (bill.locked || bill.bill_status !== 'OPEN') throw new DomainError(ERROR_CODES.TABLE_MATE_PAID);
        if (body.lineId !== undefined) {
          const line = await sql.line(bill.bill_id, body.lineId);
          if (!line || line.round_id === null) throw new DomainError(ERROR_CODES.CART_LINE_LOCKED);
          if (body.quantity === 0) await sql.removeLine(line.line_id);
          else await sql.setQuantity(line.line_id, body.quantity);
          return;
        }
        if (!dish || !entry || dish.store_id !== staff.storeId)
          throw new DomainError(ERROR_CODES.DISH_NOT_ON_MENU);
        if (entry.sold_out) throw new DomainError(ERROR_CODES.DISH_SOLD_OUT);
        if (body.quantity === 0) throw parameterError('body.quantity: a new line needs at least 1');
        const at = now();
        const round = await sql.openRound(bill, at);
        await sql.addLine({
          billId: bill.bill_id,
          participantId: null,
          clientLineId: null,
          dishId: dish.dish_id,
          name: dish.name,
          unitPrice: dish.price,
          quantity: body.quantity,
          note: body.note?.trim() ?? '',
          roundId: round.roundId,
          addedBy: staff.name,
          at,
        });
        await publishRoundSent(deps.outbox, tx, bill, round, [
          { quantity: body.quantity, unit_price: dish.price },
        ]);
      });
      await deps.tables.announce(
        body.tableSessionId,
        body.lineId === undefined ? 'ROUND_SENT' : 'CART_CHANGED',
      );
      return { bill: await deps.tables.billOfSession(body.tableSessionId) };
    },
  };
}

export type KitchenService = ReturnType<typeof createKitchenService>;
