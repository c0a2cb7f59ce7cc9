import { addDays, isCalendarDay } from '@lahap/contract/analytics/report';
import { sql } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/**
 * One row of `analytics_events` (db/schema/analytics.ts) by its column names, times as ISO
 * strings: a batch goes to the database as one JSON array.
 */
export interface AnalyticsEventRecord {
  day: string;
  id: string;
  name: string;
  occurred_at: string;
  received_at: string;
  user_id: string | null;
  device_id: string | null;
  session_id: string | null;
  login_status: 0 | 1;
  consent: 'granted' | 'denied';
  language: string;
  host_environment: string;
  app_system: string;
  event_page: string;
  url: string;
  from_page: string | null;
  from_event_id: string | null;
  search_id: string | null;
  channel_id: string | null;
  source_tag: string | null;
  h5_version: string;
  props: Record<string, string | number | boolean | null>;
}

const COLUMNS = [
  'day date',
  'id text',
  'name text',
  'occurred_at timestamptz',
  'received_at timestamptz',
  'user_id text',
  'device_id text',
  'session_id text',
  'login_status smallint',
  'consent text',
  'language text',
  'host_environment text',
  'app_system text',
  'event_page text',
  'url text',
  'from_page text',
  'from_event_id text',
  'search_id text',
  'channel_id text',
  'source_tag text',
  'h5_version text',
  'props jsonb',
] as const;
const NAMES = COLUMNS.map((column) => column.split(' ')[0]).join(', ');

/**
 * A whole batch in one statement with one parameter, prepared once per connection: the rows as a
 * JSON array, spread by jsonb_to_recordset. Drizzle's insert of 100 rows of 22 columns spent more
 * time building its 2,200 parameters than the database spent storing them.
 */
const INSERT_EVENTS = {
  name: 'analytics_insert_events',
  text:
    `insert into analytics_events (${NAMES}) ` +
    `select ${NAMES} from jsonb_to_recordset($1::jsonb) as r(${COLUMNS.join(', ')}) ` +
    `on conflict (day, id) do nothing`,
};

/** A paid order as the funnel records it. */
export interface PaidOrder {
  orderId: string;
  userId: number;
  /** The Jakarta day it was paid. */
  day: string;
  language: string | null;
  amount: number;
  paidAtMs: number;
}

/** An arbitrary constant naming the partition makers' lock among PostgreSQL advisory locks. */
const PARTITION_LOCK_KEY = 7_140_520_301;

/** The partition of one Jakarta day: `analytics_events_d20261129`. */
export function partitionName(day: string): string {
  return `analytics_events_d${day.replaceAll('-', '')}`;
}

/** PostgreSQL's "no partition of relation … found for row" (23514), through the driver's wrapping. */
function isMissingPartition(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, message } = e as Error & { code?: string };
    if (code === '23514' && /no partition/i.test(message)) return true;
  }
  return false;
}

export function createEventRepository(db: Database, query: RawQuery) {
  /** Days whose partition this process made or saw; a partition is never dropped while it runs. */
  const known = new Set<string>();

  /**
   * Makes the day's partition unless it is there. One maker at a time across processes (the
   * advisory lock), so two makers never race to create the same table; the check before it
   * keeps the usual case, a partition made long ago, from taking the lock at all.
   */
  async function ensurePartition(day: string): Promise<void> {
    if (known.has(day)) return;
    // Only a real day reaches the statement's text (it names the table and its bounds).
    if (!isCalendarDay(day)) throw new Error(`not a calendar day: ${day}`);
    const name = partitionName(day);
    const [found] = await rowsOf<{ present: boolean }>(
      db,
      sql`select to_regclass(${name}) is not null as present`,
    );
    if (!found?.present) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
        await tx.execute(
          sql.raw(
            `create table if not exists "${name}" partition of analytics_events ` +
              `for values from ('${day}') to ('${addDays(day, 1)}')`,
          ),
        );
      });
    }
    known.add(day);
  }

  async function insert(rows: readonly AnalyticsEventRecord[]): Promise<void> {
    await query(INSERT_EVENTS, [JSON.stringify(rows)]);
  }

  return {
    ensurePartition,

    /**
     * Stores the rows, each event once: one already stored (the same id on the same day) is
     * left as it was. Their days' partitions are made first; a partition dropped behind this
     * process's back is made again and the insert tried once more.
     */
    async insertEvents(rows: readonly AnalyticsEventRecord[]): Promise<void> {
      if (rows.length === 0) return;
      const days = [...new Set(rows.map((row) => row.day))];
      for (const day of days) await ensurePartition(day);
      try {
        await insert(rows);
      } catch (error) {
        if (!isMissingPartition(error)) throw error;
        for (const day of days) known.delete(day);
        for (const day of days) await ensurePartition(day);
        await insert(rows);
      }
    },

    /**
     * The language of the user's latest event up to `untilMs`, on `day` or the day before, or
     * null: what the paid step is counted under. Reads through `tx` (a delivery's transaction).
     * `userId` is the internal id orders carry; events carry the public one the client knows.
     */
    async latestLanguage(tx: Executor, userId: number, day: string, untilMs: number): Promise<string | null> {
      const [row] = await rowsOf<{ language: string }>(
        tx,
        sql`select language from analytics_events
            where user_id = (select u.user_id from users u where u.id = ${userId})
              and day between ${addDays(day, -1)}::date and ${day}::date
              and occurred_at <= ${timestampAt(untilMs)}
            order by occurred_at desc limit 1`,
      );
      return row?.language ?? null;
    },

    /** Records a paid order once: a second delivery of its event changes nothing. */
    async insertPaid(tx: Executor, paid: PaidOrder): Promise<void> {
      await tx.execute(
        sql`insert into analytics_paid_orders (order_id, user_id, day, language, amount, paid_at)
            values (${paid.orderId}, ${paid.userId}, ${paid.day}::date, ${paid.language}, ${paid.amount},
                    ${timestampAt(paid.paidAtMs)})
            on conflict (order_id) do nothing`,
      );
    },
  };
}
export type EventRepository = ReturnType<typeof createEventRepository>;
