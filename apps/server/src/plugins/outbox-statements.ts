import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../lib/sql-rows.js';

export interface DueDelivery {
  id: string;
  event_id: string;
  subscriber: string;
  attempts: number;
  name: string;
  payload: unknown;
  occurred_at_ms: number;
}

/** The outbox's SQL: write an event with its deliveries, claim one due delivery, settle it. */
export function outboxStatements(tx: Executor) {
  return {
    /** Writes the event and one pending delivery per subscriber, due at once; the event's id. */
    async insert(
      name: string,
      payload: unknown,
      subscribers: readonly string[],
      at: number,
    ): Promise<string> {
      const [event] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into outbox_events (name, payload, occurred_at)
          values (${name}, ${JSON.stringify(payload)}::jsonb, ${timestampAt(at)}) returning id::text as id`,
      );
      if (!event) throw new Error('the outbox wrote no event');
      if (subscribers.length > 0) {
        await tx.execute(
          sql`insert into outbox_deliveries (event_id, subscriber, due_at)
            select ${event.id}::bigint, s, ${timestampAt(at)} from unnest(${`{${subscribers.join(',')}}`}::text[]) as s`,
        );
      }
      return event.id;
    },

    /**
     * Claims the oldest due delivery for one of `subscribers`, locked until the transaction ends;
     * rows another worker holds are skipped, so N processes never take the same one.
     */
    async claimDue(
      subscribers: readonly string[],
      at: number,
      only?: readonly string[],
    ): Promise<DueDelivery | undefined> {
      // A caller delivering its own events waits for a worker that holds one of them, so that
      // when it returns their handlers have run; the worker skips what another holds.
      const events = only ? sql`and d.event_id = any(${`{${only.join(',')}}`}::bigint[])` : sql``;
      const lock = only ? sql`for update of d` : sql`for update of d skip locked`;
      const rows = await rowsOf<DueDelivery>(
        tx,
        sql`select d.id::text as id, d.event_id::text as event_id, d.subscriber, d.attempts, e.name, e.payload,
            (extract(epoch from e.occurred_at) * 1000)::float8 as occurred_at_ms
          from outbox_deliveries d join outbox_events e on e.id = d.event_id
          where d.delivered_at is null and d.due_at <= ${timestampAt(at)}
            and d.subscriber = any(${`{${subscribers.join(',')}}`}::text[]) ${events}
          order by d.due_at, d.id
          limit 1
          ${lock}`,
      );
      return rows[0];
    },

    async markDelivered(deliveryId: string, at: number): Promise<void> {
      await tx.execute(
        sql`update outbox_deliveries set delivered_at = ${timestampAt(at)}, attempts = attempts + 1, last_error = null
          where id = ${deliveryId}::bigint and delivered_at is null`,
      );
    },

    /** A failed attempt: counted, its error kept, and due again at `retryAt`. */
    async markFailed(deliveryId: string, error: string, retryAt: number): Promise<void> {
      await tx.execute(
        sql`update outbox_deliveries set attempts = attempts + 1, last_error = ${error}, due_at = ${timestampAt(retryAt)}
          where id = ${deliveryId}::bigint and delivered_at is null`,
      );
    },

    /** Deletes events older than `before` whose every delivery is done; how many. */
    async prune(before: number): Promise<number> {
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`delete from outbox_events e where e.occurred_at < ${timestampAt(before)}
          and not exists (select 1 from outbox_deliveries d where d.event_id = e.id and d.delivered_at is null)
          returning e.id::text as id`,
      );
      return rows.length;
    },
  };
}
