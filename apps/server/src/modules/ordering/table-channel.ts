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
 * Pub/sub over Redis: one subscriber connection per process, subscribed to a table's channel
 * while at least one of its phones streams here. Our own messages come back through Redis like
 * everyone's, so each listener hears each message once.
 */
export function createRedisTableChannel(
  redis: Redis,
  namespace: string,
  onError: (error: unknown) => void,
): TableChannel {
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  const local = new EventEmitter();
  local.setMaxListeners(MAX_LISTENERS);
  const prefix = `${namespace}table:`;
  const channelOf = (tableSessionId: string) => `${prefix}${tableSessionId}`;

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      local.emit(channel.slice(prefix.length), JSON.parse(message) as TableEvent);
    } catch (error) {
      onError(error);
    }
  });

  return {
    async publish(event) {
      await redis.publish(channelOf(event.tableSessionId), JSON.stringify(event));
    },
    async subscribe(tableSessionId, listener) {
      local.on(tableSessionId, listener);
      if (local.listenerCount(tableSessionId) === 1) await subscriber.subscribe(channelOf(tableSessionId));
      return () => {
        local.off(tableSessionId, listener);
        if (local.listenerCount(tableSessionId) === 0) {
          subscriber.unsubscribe(channelOf(tableSessionId)).catch(onError);
        }
      };
    },
    async close() {
      local.removeAllListeners();
      subscriber.disconnect();
    },
  };
}
