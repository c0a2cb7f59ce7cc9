import { API_BASE } from '@lahap/contract/paths';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { TableEvent } from '@lahap/contract/ordering/schemas';
import type { TableEventKind } from '@lahap/contract/ordering/states';
import type { Phone } from './ordering-factories.js';

/**
 * How long a test waits for an event before calling it lost. The fan-out's latency is measured by
 * the bench's table storm (goal p99 ≤ 250 ms), not here.
 */
const LOST_AFTER_MS = 3_000;

/** A phone's open table stream: the events it heard, and a wait for the next of a kind. */
export interface Stream {
  status: number;
  contentType: string;
  next(kind: TableEventKind, lostAfterMs?: number): Promise<TableEvent>;
  close(): void;
}

export async function openStream(base: string, phone: Phone): Promise<Stream> {
  const controller = new AbortController();
  const query = new URLSearchParams({
    tableSessionId: phone.tableSessionId,
    participantToken: phone.participantToken,
  });
  const response = await fetch(`${base}${API_BASE}${ORDERING_PATHS.tableEvents}?${query.toString()}`, {
    signal: controller.signal,
  });
  const heard: TableEvent[] = [];
  const waiting: { kind: TableEventKind; resolve: (event: TableEvent) => void }[] = [];
  const deliver = (event: TableEvent) => {
    const waiter = waiting.findIndex((w) => w.kind === event.kind);
    if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(event);
    else heard.push(event);
  };
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: table') && data) deliver(JSON.parse(data.slice(6)) as TableEvent);
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    next: (kind, lostAfterMs = LOST_AFTER_MS) => {
      const already = heard.findIndex((event) => event.kind === kind);
      if (already >= 0) return Promise.resolve(heard.splice(already, 1)[0]!);
      return new Promise<TableEvent>((resolve, reject) => {
        waiting.push({ kind, resolve });
        setTimeout(() => reject(new Error(`no ${kind} within ${lostAfterMs} ms`)), lostAfterMs).unref();
      });
    },
    close: () => controller.abort(),
  };
}

/** What the stream hears of `kind` once `act` is done. */
export async function heardAfter(
  stream: Stream,
  kind: TableEventKind,
  act: () => Promise<unknown>,
): Promise<TableEvent> {
  const heard = stream.next(kind);
  await act();
  return heard;
}
