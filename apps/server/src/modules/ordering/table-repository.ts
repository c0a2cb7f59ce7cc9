import type { LocalizedText } from '@lahap/contract/locale';
import type {
  BillStatus,
  RoundStatus,
  SharePayMethod,
  ShareStatus,
  SplitMode,
} from '@lahap/contract/ordering/states';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export interface DiningTableRow {
  table_id: string;
  store_id: string;
  name: LocalizedText;
  qr_code_id: string;
}

/** A session with its current bill, as every table call reads it (under the bill's lock when writing). */
export interface SessionBillRow {
  session_id: string;
  table_id: string;
  store_id: string;
  session_open: boolean;
  bill_id: string;
  bill_no: number;
  bill_status: BillStatus;
  rounds: number;
  even_parts: number | null;
  /** A share of the bill is paid or being paid: nothing more goes on it. */
  locked: boolean;
}

export interface ParticipantRow {
  participant_id: string;
  display_name: string;
  member: boolean;
}

export interface LineRow {
  line_id: string;
  dish_id: string;
  name: LocalizedText;
  quantity: number;
  unit_price: number;
  note: string;
  participant_id: string | null;
  display_name: string;
  round_id: string | null;
  round_no: number | null;
  round_status: RoundStatus | null;
}

export interface RoundRow {
  round_id: string;
  bill_id: string;
  session_id: string;
  table_id: string;
  table_name: LocalizedText;
  round_no: number;
  status: RoundStatus;
  sent_at_ms: number;
}

export interface ShareRow {
  share_id: string;
  amount: number;
  status: ShareStatus;
  participant_id: string | null;
  display_name: string;
  mode: SplitMode;
  pay_method: SharePayMethod;
  even_index: number | null;
  line_ids: string[];
  paid_at_ms: number | null;
}

export interface StaffTableRow extends DiningTableRow {
  session_id: string | null;
  bill_status: BillStatus | null;
  sent_total: number;
  paid_total: number;
  locked: boolean;
  counter_shares: { shareId: string; amount: number; displayName: string }[];
}

const SESSION_BILL_COLUMNS = sql`s.id::text as session_id, s.table_id::text as table_id, s.store_id::text as store_id,
  s.status = 'OPEN' as session_open, b.id::text as bill_id, b.bill_no, b.status as bill_status, b.rounds,
  b.even_parts::int as even_parts,
  exists (select 1 from bill_shares bs where bs.bill_id = b.id and bs.status <> 'RELEASED') as locked`;

const LINE_COLUMNS = sql`l.id::text as line_id, l.dish_id::text as dish_id, l.name, l.quantity, l.unit_price, l.note,
  l.participant_id::text as participant_id, coalesce(p.display_name, l.added_by) as display_name,
  l.round_id::text as round_id, r.round_no, r.status as round_status`;

const LINES_FROM = sql`from cart_lines l
  left join table_participants p on p.id = l.participant_id
  left join kitchen_rounds r on r.id = l.round_id`;

/**
 * The ordering module's SQL on a connection or a transaction. Writers lock the bill's row first
 * (`lockedBill`), so everything a change checks holds until it commits.
 */
export function tableStatements(db: Executor) {
  const read = <Row>(statement: SQL) => rowsOf<Row>(db, statement);
  const first = async <Row>(statement: SQL) => (await read<Row>(statement))[0];

  return {
    tableByQr: (qrCodeId: string) =>
      first<DiningTableRow>(sql`select t.id::text as table_id, t.store_id::text as store_id, t.name, t.qr_code_id
        from dining_tables t where t.qr_code_id = ${qrCodeId}`),

    tableOfStore: (storeId: string, tableId: string) =>
      first<DiningTableRow>(sql`select t.id::text as table_id, t.store_id::text as store_id, t.name, t.qr_code_id
        from dining_tables t where t.id = ${tableId}::bigint and t.store_id = ${storeId}::bigint`),

    tableOfSession: (sessionId: string) =>
      first<DiningTableRow>(sql`select t.id::text as table_id, t.store_id::text as store_id, t.name, t.qr_code_id
        from table_sessions s join dining_tables t on t.id = s.table_id where s.id = ${sessionId}::bigint`),

    tablesOfStore: (storeId: string) =>
      read<DiningTableRow>(sql`select t.id::text as table_id, t.store_id::text as store_id, t.name, t.qr_code_id
        from dining_tables t where t.store_id = ${storeId}::bigint order by t.sort, t.id`),

    /** The menu's sections and entries of a store: what ordering adds to the catalogue's dishes. */
    menuEntries: (storeId: string) =>
      read<{ section_id: string; section_name: LocalizedText; dish_id: string; sold_out: boolean }>(sql`
        select ms.id::text as section_id, ms.name as section_name, me.dish_id::text as dish_id, me.sold_out
        from menu_sections ms join menu_entries me on me.section_id = ms.id
        where ms.store_id = ${storeId}::bigint order by ms.sort, ms.id, me.sort, me.dish_id`),

    menuEntry: (dishId: string) =>
      first<{ store_id: string; sold_out: boolean }>(sql`select ms.store_id::text as store_id, me.sold_out
        from menu_entries me join menu_sections ms on ms.id = me.section_id where me.dish_id = ${dishId}::bigint`),

    /** The open session at a table, locked: joins to one table wait for each other here. */
    lockOpenSession: (tableId: string) =>
      first<SessionBillRow>(sql`select ${SESSION_BILL_COLUMNS}
        from table_sessions s join bills b on b.id = s.current_bill_id
        where s.table_id = ${tableId}::bigint and s.status = 'OPEN' for update of s`),

    /** Opens a session with its first bill; undefined when another join opened one first. */
    async openSession(table: DiningTableRow, at: number): Promise<string | undefined> {
      const opened = await first<{
        id: string;
      }>(sql`insert into table_sessions (table_id, store_id, created_at)
        values (${table.table_id}::bigint, ${table.store_id}::bigint, ${timestampAt(at)})
        on conflict (table_id) where status = 'OPEN' do nothing returning id::text as id`);
      if (!opened) return undefined;
      const bill = await first<{ id: string }>(sql`insert into bills (session_id, bill_no, created_at)
        values (${opened.id}::bigint, 1, ${timestampAt(at)}) returning id::text as id`);
      await db.execute(
        sql`update table_sessions set current_bill_id = ${bill?.id}::bigint where id = ${opened.id}::bigint`,
      );
      return opened.id;
    },

    closeSession: (sessionId: string, at: number) =>
      db.execute(sql`update table_sessions set status = 'CLOSED', closed_at = ${timestampAt(at)}
        where id = ${sessionId}::bigint and status = 'OPEN'`),

    sessionBill: (sessionId: string) =>
      first<SessionBillRow>(sql`select ${SESSION_BILL_COLUMNS}
        from table_sessions s join bills b on b.id = s.current_bill_id where s.id = ${sessionId}::bigint`),

    /** A bill by its id with its session, its row locked (paying a share of it). */
    lockedBillById: (billId: string) =>
      first<SessionBillRow>(sql`select ${SESSION_BILL_COLUMNS}
        from bills b join table_sessions s on s.id = b.session_id
        where b.id = ${billId}::bigint for update of b`),

    /** A bill by its id with its session, unlocked: whose session a bill call's token must name. */
    billById: (billId: string) =>
      first<SessionBillRow>(sql`select ${SESSION_BILL_COLUMNS}
        from bills b join table_sessions s on s.id = b.session_id where b.id = ${billId}::bigint`),

    /** The session's current bill, its row locked for the change under way. */
    lockedBill: (sessionId: string) =>
      first<SessionBillRow>(sql`select ${SESSION_BILL_COLUMNS}
        from table_sessions s join bills b on b.id = s.current_bill_id
        where s.id = ${sessionId}::bigint for update of b`),

    participant: (sessionId: string, participantId: string) =>
      first<ParticipantRow>(sql`select p.id::text as participant_id, p.display_name, p.user_id is not null as member
        from table_participants p where p.id = ${participantId}::bigint and p.session_id = ${sessionId}::bigint`),

    participantOfUser: (sessionId: string, userId: number) =>
      first<ParticipantRow>(sql`select p.id::text as participant_id, p.display_name, true as member
        from table_participants p where p.session_id = ${sessionId}::bigint and p.user_id = ${userId}`),

    participants: (sessionId: string) =>
      read<ParticipantRow>(sql`select p.id::text as participant_id, p.display_name, p.user_id is not null as member
        from table_participants p where p.session_id = ${sessionId}::bigint order by p.id`),

    addParticipant: (sessionId: string, userId: number | null, displayName: string, at: number) =>
      first<ParticipantRow>(sql`insert into table_participants (session_id, user_id, display_name, joined_at)
        values (${sessionId}::bigint, ${userId}, ${displayName}, ${timestampAt(at)})
        returning id::text as participant_id, display_name, user_id is not null as member`),

    renameParticipant: (participantId: string, displayName: string) =>
      db.execute(
        sql`update table_participants set display_name = ${displayName} where id = ${participantId}::bigint`,
      ),

    lines: (billId: string) =>
      read<LineRow>(
        sql`select ${LINE_COLUMNS} ${LINES_FROM} where l.bill_id = ${billId}::bigint order by l.id`,
      ),

    line: (billId: string, lineId: string) =>
      first<LineRow>(sql`select ${LINE_COLUMNS} ${LINES_FROM}
        where l.bill_id = ${billId}::bigint and l.id = ${lineId}::bigint`),

    lineByClientId: (billId: string, clientLineId: string) =>
      first<{ line_id: string }>(sql`select id::text as line_id from cart_lines
        where bill_id = ${billId}::bigint and client_line_id = ${clientLineId}::uuid`),

    lineCount: async (billId: string) =>
      (
        await first<{ n: number }>(
          sql`select count(*)::int as n from cart_lines where bill_id = ${billId}::bigint`,
        )
      )?.n ?? 0,

    addLine: (line: {
      billId: string;
      participantId: string | null;
      clientLineId: string | null;
      dishId: string;
      name: LocalizedText;
      unitPrice: number;
      quantity: number;
      note: string;
      roundId: string | null;
      addedBy: string;
      at: number;
    }) =>
      first<{ line_id: string }>(sql`insert into cart_lines
          (bill_id, participant_id, client_line_id, dish_id, name, unit_price, quantity, note, round_id, added_by, created_at)
        values (${line.billId}::bigint, ${line.participantId}::bigint, ${line.clientLineId}::uuid, ${line.dishId}::bigint,
          ${JSON.stringify(line.name)}::jsonb, ${line.unitPrice}, ${line.quantity}, ${line.note}, ${line.roundId}::bigint,
          ${line.addedBy}, ${timestampAt(line.at)})
        returning id::text as line_id`),

    setQuantity: (lineId: string, quantity: number) =>
      db.execute(sql`update cart_lines set quantity = ${quantity} where id = ${lineId}::bigint`),

    /** Takes a line off the bill; released shares' records of it go with it. */
    async removeLine(lineId: string): Promise<void> {
      await db.execute(sql`delete from share_lines where line_id = ${lineId}::bigint and not live`);
      await db.execute(sql`delete from cart_lines where id = ${lineId}::bigint`);
    },

    /** Opens the bill's next round and puts every unsent line in it; undefined when none was unsent. */
    async sendRound(
      bill: SessionBillRow,
      at: number,
    ): Promise<{ roundId: string; roundNo: number } | undefined> {
      const unsent = await first<{ n: number }>(sql`select count(*)::int as n from cart_lines
        where bill_id = ${bill.bill_id}::bigint and round_id is null`);
      if (!unsent || unsent.n === 0) return undefined;
      const round = await this.openRound(bill, at);
      await db.execute(sql`update cart_lines set round_id = ${round.roundId}::bigint
        where bill_id = ${bill.bill_id}::bigint and round_id is null`);
      return round;
    },

    async openRound(bill: SessionBillRow, at: number): Promise<{ roundId: string; roundNo: number }> {
      const roundNo = bill.rounds + 1;
      const round = await first<{ id: string }>(sql`insert into kitchen_rounds
          (bill_id, session_id, store_id, table_id, round_no, sent_at, status_at)
        values (${bill.bill_id}::bigint, ${bill.session_id}::bigint, ${bill.store_id}::bigint, ${bill.table_id}::bigint,
          ${roundNo}, ${timestampAt(at)}, ${timestampAt(at)})
        returning id::text as id`);
      await db.execute(sql`update bills set rounds = ${roundNo} where id = ${bill.bill_id}::bigint`);
      if (!round) throw new Error('the round was not inserted');
      return { roundId: round.id, roundNo };
    },

    /** The next bill of the session, made current. */
    async newBill(bill: SessionBillRow, at: number): Promise<{ billId: string; billNo: number }> {
      const billNo = bill.bill_no + 1;
      const row = await first<{ id: string }>(sql`insert into bills (session_id, bill_no, created_at)
        values (${bill.session_id}::bigint, ${billNo}, ${timestampAt(at)}) returning id::text as id`);
      if (!row) throw new Error('the bill was not inserted');
      await db.execute(
        sql`update table_sessions set current_bill_id = ${row.id}::bigint where id = ${bill.session_id}::bigint`,
      );
      return { billId: row.id, billNo };
    },

    shares: (billId: string) =>
      read<ShareRow>(sql`select bs.id::text as share_id, bs.amount, bs.status, bs.participant_id::text as participant_id,
          coalesce(p.display_name, '') as display_name, bs.mode, bs.pay_method, bs.even_index::int as even_index,
          coalesce((select json_agg(sl.line_id::text order by sl.line_id) from share_lines sl where sl.share_id = bs.id), '[]'::json)
            as line_ids,
          case when bs.paid_at is null then null else ${ms('bs.paid_at')} end as paid_at_ms
        from bill_shares bs left join table_participants p on p.id = bs.participant_id
        where bs.bill_id = ${billId}::bigint and bs.status <> 'RELEASED' order by bs.id`),

    round: (storeId: string, roundId: string) =>
      first<RoundRow>(sql`select r.id::text as round_id, r.bill_id::text as bill_id, r.session_id::text as session_id,
          r.table_id::text as table_id, t.name as table_name, r.round_no, r.status, ${ms('r.sent_at')} as sent_at_ms
        from kitchen_rounds r join dining_tables t on t.id = r.table_id
        where r.id = ${roundId}::bigint and r.store_id = ${storeId}::bigint`),

    /** Moves a round one step, from the one state that leads there; false when it stands elsewhere. */
    async moveRound(storeId: string, roundId: string, from: RoundStatus, to: RoundStatus, at: number) {
      const moved = await read<{
        id: string;
      }>(sql`update kitchen_rounds set status = ${to}, status_at = ${timestampAt(at)}
        where id = ${roundId}::bigint and store_id = ${storeId}::bigint and status = ${from} returning id::text as id`);
      return moved.length === 1;
    },

    rounds: (storeId: string, since: number, activeOnly: boolean, limit: number) =>
      read<RoundRow>(sql`select r.id::text as round_id, r.bill_id::text as bill_id, r.session_id::text as session_id,
          r.table_id::text as table_id, t.name as table_name, r.round_no, r.status, ${ms('r.sent_at')} as sent_at_ms
        from kitchen_rounds r join dining_tables t on t.id = r.table_id
        where r.store_id = ${storeId}::bigint and r.sent_at >= ${timestampAt(since)}
          ${activeOnly ? sql`and r.status <> 'SERVED'` : sql``}
        order by r.sent_at desc, r.id desc limit ${limit}`),

    linesOfRounds: (roundIds: readonly string[]) =>
      roundIds.length === 0
        ? Promise.resolve([])
        : read<LineRow>(sql`select ${LINE_COLUMNS} ${LINES_FROM}
            where l.round_id = any(string_to_array(${roundIds.join(',')}, ',')::bigint[]) order by l.id`),

    staffTables: (storeId: string) =>
      read<StaffTableRow>(sql`select t.id::text as table_id, t.store_id::text as store_id, t.name, t.qr_code_id,
          s.id::text as session_id, b.status as bill_status,
          coalesce((select sum(l.quantity * l.unit_price) from cart_lines l
            where l.bill_id = b.id and l.round_id is not null), 0)::int as sent_total,
          coalesce((select sum(bs.amount) from bill_shares bs where bs.bill_id = b.id and bs.status = 'PAID'), 0)::int
            as paid_total,
          coalesce(exists (select 1 from bill_shares bs where bs.bill_id = b.id and bs.status <> 'RELEASED'), false) as locked,
          coalesce((select json_agg(json_build_object('shareId', bs.id::text, 'amount', bs.amount,
              'displayName', coalesce(p.display_name, '')) order by bs.id)
            from bill_shares bs left join table_participants p on p.id = bs.participant_id
            where bs.bill_id = b.id and bs.status = 'OPEN' and bs.pay_method = 'COUNTER'), '[]'::json) as counter_shares
        from dining_tables t
        left join table_sessions s on s.table_id = t.id and s.status = 'OPEN'
        left join bills b on b.id = s.current_bill_id
        where t.store_id = ${storeId}::bigint order by t.sort, t.id`),
  };
}

export type TableStatements = ReturnType<typeof tableStatements>;
