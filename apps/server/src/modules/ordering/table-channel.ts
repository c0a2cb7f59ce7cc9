import { EventEmitter } from 'node:events';
import type { TableEvent } from '@lahap/contract/ordering/schemas';
import type { Redis } from 'ioredis';

export type TableListener = (event: TableEvent) => void;

/**
 * The live table's fan-out (ADR 021): a change commits, then its request says so here, and every
 * phone streaming that table hears it. With Redis, messages go through pub/sub, so a phone on
 * another process hears them too; without, an in-process emitter does. A message only says what
 * changed: phones refetch, so a lost one costs a refresh, never a wrong cart.
 */
export interface TableChannel {
  publish(event: TableEvent): Promise<void>;
  /** Listens to one table session; the answer stops listening. */
  subscribe(tableSessionId: string, listener: TableListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Phones at one table are a handful; a busy process streams hundreds of tables. */
const MAX_LISTENERS = 0;

export function createLocalTableChannel(): TableChannel {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(MAX_LISTENERS);
  return {
    async publish(event) {
      emitter.emit(event.tableSessionId, event);
    },
    async subscribe(tableSessionId, listener) {
      emitter.on(tableSessionId, listener);
      return () => void emitter.off(tableSessionId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Pub/sub over Redis: one subscriber connection per process, connected before the first stream
 * (a subscriber still running its start-up checks refuses SUBSCRIBE), subscribed to a table's
 * channel while at least one of its phones streams here. The phones of one table share the one
 * SUBSCRIBE: each waits for it, so none opens a stream that hears nothing, and a failed one is
 * forgotten so the next phone tries again. Our own messages come back through Redis like
 * everyone's, so each listener hears each message once.
 */
export async function createRedisTableChannel(
  redis: Redis,
  namespace: string,
  onError: (error: unknown) => void,
): Promise<TableChannel> {
  // Its own connection, without the shared client's auto-pipelining, ready before use.
  const subscriber = redis.duplicate({ lazyConnect: true, enableAutoPipelining: false });
  subscriber.on('error', onError);
  await subscriber.connect();
  const local = new EventEmitter();
  local.setMaxListeners(MAX_LISTENERS);
  const prefix = `${namespace}table:`;
  const channelOf = (tableSessionId: string) => `${prefix}${tableSessionId}`;
  /** Each table streamed here: its SUBSCRIBE, done or under way, and the phones holding it. */
  const tables = new Map<string, { subscription: Promise<unknown>; holders: number }>();

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      local.emit(channel.slice(prefix.length), JSON.parse(message) as TableEvent);
    } catch (error) {
      onError(error);
    }
  });

  /** Lets go of a table; the last phone to leave unsubscribes. */
  function release(tableSessionId: string): void {
    const table = tables.get(tableSessionId);
    if (!table) return;
    table.holders -= 1;
    if (table.holders > 0) return;
    tables.delete(tableSessionId);
    subscriber.unsubscribe(channelOf(tableSessionId)).catch(onError);
  }

  return {
    async publish(event) {
      await redis.publish(channelOf(event.tableSessionId), JSON.stringify(event));
    },
    async subscribe(tableSessionId, listener) {
      // Held from before the wait, so a phone leaving meanwhile does not unsubscribe under it.
      let table = tables.get(tableSessionId);
      if (!table) {
        table = { subscription: subscriber.subscribe(channelOf(tableSessionId)), holders: 0 };
        tables.set(tableSessionId, table);
      }
      table.holders += 1;
      try {
        await table.subscription;
      } catch (error) {
        // Forgotten, so the next phone of the table tries again.
        if (tables.get(tableSessionId) === table) tables.delete(tableSessionId);
        throw error;
      }
      local.on(tableSessionId, listener);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        local.off(tableSessionId, listener);
        release(tableSessionId);
      };
    },
    async close() {
      local.removeAllListeners();
      subscriber.disconnect();
    },
  };
}
