import {
  DOMAIN_EVENTS,
  type DomainEvent,
  type DomainEventName,
  type DomainEventPayload,
} from '@lahap/contract/events';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../lib/clock.js';
import type { Executor } from '../lib/sql-rows.js';
import { outboxStatements } from './outbox-statements.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: published inside the transaction that made them happen, delivered after. */
    outbox: Outbox;
  }
}

/**
 * What a subscriber does with one event, inside the transaction that marks its delivery done:
 * its writes and that mark commit together or not at all. It may still run twice for one event
 * (a process dies after an outside call), so it keys what it does by `event.id`. It reads and
 * writes through `tx` only: on PGlite the delivery holds the one connection, and a query on the
 * pool would wait for it for ever.
 */
export type EventHandler<N extends DomainEventName> = (
  event: DomainEvent<N>,
  tx: Executor,
  delivery: Delivery,
) => Promise<void>;

/** What a subscriber may ask of the delivery it runs in. */
export interface Delivery {
  /**
   * Runs `effect` once the delivery's transaction committed (a message to live screens, which
   * must not read the change before it is there); never when it rolled back. Best effort: a
   * failing effect is logged, and the delivery stays done.
   */
  afterCommit(effect: () => Promise<void>): void;
}

export interface Outbox {
  /** Writes the event with `tx`, so it exists exactly when the change it reports commits. */
  publish<N extends DomainEventName>(tx: Executor, name: N, payload: DomainEventPayload<N>): Promise<string>;
  /**
   * Registers `subscriber` (a name unique in the app, kept in the database: `module.reaction`)
   * for an event. Modules subscribe while they register; events published before a subscriber
   * existed are not delivered to it.
   */
  subscribe<N extends DomainEventName>(name: N, subscriber: string, handler: EventHandler<N>): void;
  /** Delivers what is due now, until nothing is; how many deliveries succeeded (tests, shutdown). */
  drain(): Promise<number>;
  /**
   * Delivers these committed events now, in the caller's request, so that what their
   * subscribers do is done when it answers; a delivery another process is running is waited
   * for. A subscriber that fails here is left to the worker's retries, as always.
   */
  deliverNow(eventIds: readonly string[]): Promise<void>;
}

export interface OutboxOptions {
  /** Run the delivery worker in this process (default true); off, events wait for another process. */
  worker?: boolean;
  /** Let `deliverNow` deliver (default true); off, it leaves the events to the workers. */
  deliverNow?: boolean;
  /** How often an idle worker looks for due deliveries (default 1 s). */
  pollMs?: number;
  now?: Clock;
}

const SUBSCRIBER_NAME = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;
const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 60 * 60_000;
/** Delivered events are kept this long, for whoever audits what happened. */
export const OUTBOX_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const ERROR_TEXT_MAX = 500;
/** After a publish, the wait for its transaction to commit before the worker looks. */
const KICK_DELAY_MS = 10;

/** 1 s, 2 s, 4 s … up to an hour: a failing subscriber is retried without hammering. */
export const retryDelayMs = (attempts: number) =>
  Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

/**
 * The transactional outbox. `publish` writes an event and a delivery per subscriber in the
 * caller's transaction; a worker in every process claims one due delivery at a time with
 * `FOR UPDATE SKIP LOCKED`, runs its handler in that transaction and marks it delivered, so
 * several processes share the work and each delivery succeeds once. A handler that throws rolls
 * its transaction back; the delivery is retried with backoff while the others go on. A crash at
 * any point leaves the delivery pending for the next worker.
 */
export const outboxPlugin = fp<OutboxOptions>(
  async (app, options) => {
    const now = options.now ?? systemClock;
    const handlers = new Map<string, { name: DomainEventName; handle: EventHandler<DomainEventName> }>();
    const worker = options.worker ?? true;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<number> | null = null;
    let closing = false;
    /** Something was published since the current pass began: look again soon, not at the next poll. */
    let wanted = false;
    let lastPrune = 0;

    /** One delivery, start to end (of `only`'s events when given); null when nothing is due. */
    async function deliverOne(only?: readonly string[]): Promise<boolean | null> {
      const at = now();
      const subscribers = [...handlers.keys()];
      if (subscribers.length === 0) return null;
      let claimed: { id: string; attempts: number } | undefined;
      const effects: (() => Promise<void>)[] = [];
      const delivery: Delivery = { afterCommit: (effect) => effects.push(effect) };
      try {
        const done = await app.db.transaction(async (tx) => {
          const due = await outboxStatements(tx).claimDue(subscribers, at, only);
          if (!due) return null;
          claimed = due;
          const subscription = handlers.get(due.subscriber);
          if (!subscription) return null;
          const payload = DOMAIN_EVENTS[subscription.name].parse(due.payload);
          await subscription.handle(
            { id: due.event_id, name: subscription.name, payload, occurredAt: due.occurred_at_ms },
            tx,
            delivery,
          );
          await outboxStatements(tx).markDelivered(due.id, at);
          return true;
        });
        for (const effect of effects) {
          await effect().catch((error: unknown) =>
            app.log.warn({ err: error, deliveryId: claimed?.id }, 'an effect after a delivery failed'),
          );
        }
        return done;
      } catch (error) {
        if (!claimed) throw error;
        const attempts = claimed.attempts + 1;
        const text = error instanceof Error ? error.message : String(error);
        await outboxStatements(app.db).markFailed(
          claimed.id,
          text.slice(0, ERROR_TEXT_MAX),
          at + retryDelayMs(attempts),
        );
        app.log.warn(
          { err: error, deliveryId: claimed.id, attempts },
          'an event subscriber failed; retried later',
        );
        return false;
      }
    }

    async function drainOnce(): Promise<number> {
      let delivered = 0;
      for (;;) {
        const outcome = await deliverOne();
        if (outcome === null) break;
        if (outcome) delivered += 1;
      }
      const at = now();
      if (at - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = at;
        await outboxStatements(app.db).prune(at - OUTBOX_RETENTION_DAYS * DAY_MS);
      }
      return delivered;
    }

    /** One pass at a time in this process; a pass asked for while one runs joins it. */
    function drain(): Promise<number> {
      running ??= drainOnce().finally(() => {
        running = null;
      });
      return running;
    }

    const outbox: Outbox = {
      async publish(tx, name, payload) {
        const parsed = DOMAIN_EVENTS[name].parse(payload);
        const subscribers = [...handlers].flatMap(([subscriber, s]) => (s.name === name ? [subscriber] : []));
        const id = await outboxStatements(tx).insert(name, parsed, subscribers, now());
        // The caller's transaction commits after this returns: look again shortly, if there is
        // anything to deliver (an event no one subscribes to costs no pass).
        if (worker && !closing && subscribers.length > 0) {
          wanted = true;
          if (!running) schedule(KICK_DELAY_MS);
        }
        return id;
      },
      subscribe(name, subscriber, handler) {
        if (!SUBSCRIBER_NAME.test(subscriber))
          throw new Error(`subscriber names look like module.reaction: ${subscriber}`);
        if (handlers.has(subscriber)) throw new Error(`subscriber ${subscriber} is registered twice`);
        handlers.set(subscriber, { name, handle: handler as unknown as EventHandler<DomainEventName> });
      },
      drain,
      async deliverNow(eventIds) {
        if (eventIds.length === 0 || options.deliverNow === false || closing) return;
        try {
          // Each try ends a delivery, delivered or put off, so this ends.
          while ((await deliverOne(eventIds)) !== null);
        } catch (error) {
          // The change itself committed: its events wait for the worker.
          app.log.warn({ err: error, eventIds }, 'delivering events now failed; the worker delivers them');
        }
      },
    };
    app.decorate('outbox', outbox);

    const pollMs = options.pollMs ?? 1_000;
    function schedule(delayMs: number) {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        wanted = false;
        drain()
          .catch((error: unknown) => app.log.error({ err: error }, 'the outbox worker failed; it runs again'))
          .finally(() => {
            if (!closing) schedule(wanted ? KICK_DELAY_MS : pollMs);
          });
      }, delayMs);
      timer.unref();
    }
    if (worker) {
      app.addHook('onReady', async () => schedule(0));
    }
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
