import type { TableEvent } from '@lahap/contract/ordering/schemas';
import type { TableChannel } from './table-channel.js';

/**
 * The table streams open in this process: each listens on the table's channel, and all of them
 * are ended when the server closes (an open stream would otherwise hold the close forever).
 */
export function createTableStreams(channel: TableChannel) {
  const open = new Set<() => void>();

  return {
    /** Listens for a stream; the answer stops it (once), `end` closes it from our side. */
    async open(
      tableSessionId: string,
      send: (event: TableEvent) => void,
      end: () => void,
    ): Promise<() => void> {
      const unsubscribe = await channel.subscribe(tableSessionId, send);
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        open.delete(endStream);
        unsubscribe();
      };
      const endStream = () => {
        stop();
        end();
      };
      open.add(endStream);
      return stop;
    },

    get size(): number {
      return open.size;
    },

    endAll(): void {
      for (const endStream of [...open]) endStream();
    },
  };
}

export type TableStreams = ReturnType<typeof createTableStreams>;
