import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@lahap/contract/errors';
import { API_BASE } from '@lahap/contract/paths';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { TableEvent } from '@lahap/contract/ordering/schemas';
import type { TableEventKind } from '@lahap/contract/ordering/states';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  buildTwoInstances,
  describeEachEngine,
  expectSuccess,
} from './helper.js';
import { type Phone, addDish, createOrderingStore, joinTable, tablePost } from './ordering-factories.js';
import { loginStaff, staffPost } from './redemption-factories.js';
import type { RoundSendData, StaffRoundsData } from '@lahap/contract/ordering/schemas';

/**
 * How long a test waits for an event before calling it lost. The fan-out's latency is measured by
 * the bench's table storm (goal p99 ≤ 250 ms), not here.
 */
const LOST_AFTER_MS = 3_000;

/** A phone's open table stream: the events it heard, and a wait for the next of a kind. */
interface Stream {
  status: number;
  contentType: string;
  next(kind: TableEventKind, lostAfterMs?: number): Promise<TableEvent>;
  close(): void;
}

async function openStream(base: string, phone: Phone): Promise<Stream> {
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
async function heardAfter(
  stream: Stream,
  kind: TableEventKind,
  act: () => Promise<unknown>,
): Promise<TableEvent> {
  const heard = stream.next(kind);
  await act();
  return heard;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describeEachEngine(
  'the table stream',
  (t) => {
    let base: string;
    beforeAll(async () => {
      base = await listen(t.app);
    });

    it('tells every phone at the table what changed, and nothing of other tables', async () => {
      const store = await createOrderingStore(t.app, 2);
      const a = await joinTable(t.app, store.tables[0]!.qrCodeId);
      const b = await joinTable(t.app, store.tables[0]!.qrCodeId);
      const elsewhere = await joinTable(t.app, store.tables[1]!.qrCodeId);
      const streamA = await openStream(base, a);
      const streamElsewhere = await openStream(base, elsewhere);
      expect(streamA.status).toBe(200);
      expect(streamA.contentType).toMatch(/^text\/event-stream/);
      try {
        const heard = [
          await heardAfter(streamA, 'CART_CHANGED', () => addDish(t.app, b, store.dishes[0]!)),
          await heardAfter(streamA, 'ROUND_SENT', () => tablePost(t.app, b, ORDERING_PATHS.roundSend)),
        ];
        const staff = await loginStaff(t.app, store.storeId);
        const rounds = expectSuccess<StaffRoundsData>(
          await staffPost(t.app, staff.token, ORDERING_PATHS.staffRounds),
        );
        heard.push(
          await heardAfter(streamA, 'ROUND_STATUS', () =>
            staffPost(t.app, staff.token, ORDERING_PATHS.staffRoundStatus, {
              roundId: rounds.roundList[0]!.roundId,
              status: 'ACCEPTED',
            }),
          ),
        );
        heard.push(
          await heardAfter(streamA, 'PARTICIPANT_JOINED', () => joinTable(t.app, store.tables[0]!.qrCodeId)),
        );
        expect(heard.map((event) => event.tableSessionId)).toEqual(Array(4).fill(a.tableSessionId));
        // The other table heard none of it.
        await expect(streamElsewhere.next('CART_CHANGED', 500)).rejects.toThrow(/no CART_CHANGED/);
      } finally {
        streamA.close();
        streamElsewhere.close();
      }
    });

    it('refuses a stream with a token of another table, with an envelope before any event', async () => {
      const store = await createOrderingStore(t.app, 2);
      const a = await joinTable(t.app, store.tables[0]!.qrCodeId);
      const b = await joinTable(t.app, store.tables[1]!.qrCodeId);
      const query = new URLSearchParams({
        tableSessionId: a.tableSessionId,
        participantToken: b.participantToken,
      });
      const response = await fetch(`${base}${API_BASE}${ORDERING_PATHS.tableEvents}?${query.toString()}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        error: { code: ERROR_CODES.TABLE_SESSION_INVALID },
      });
      const bad = await fetch(`${base}${API_BASE}${ORDERING_PATHS.tableEvents}?tableSessionId=x`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        success: false,
        error: { code: ERROR_CODES.PARAMETER_ERROR },
      });
    });

    it('lets go of streams whose phones left', async () => {
      const store = await createOrderingStore(t.app, 1);
      const a = await joinTable(t.app, store.tables[0]!.qrCodeId);
      const open = t.app.ordering.streams.size;
      const stream = await openStream(base, a);
      expect(t.app.ordering.streams.size).toBe(open + 1);
      stream.close();
      await expect.poll(() => t.app.ordering.streams.size, { timeout: 2_000 }).toBe(open);
    });
  },
  { redis: true },
);

/** Two processes on one database and one Redis: a phone on one hears a change made through the other. */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('the table stream across two processes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ a, b, close } = await buildTwoInstances({}, { jobs: { enabled: false } }));
  });
  afterAll(async () => {
    await close?.();
  });

  it('fans a change out through Redis', async () => {
    const store = await createOrderingStore(a, 1);
    const phoneOnA = await joinTable(a, store.tables[0]!.qrCodeId);
    const phoneOnB = await joinTable(b, store.tables[0]!.qrCodeId);
    expect(phoneOnB.tableSessionId).toBe(phoneOnA.tableSessionId);
    const stream = await openStream(await listen(a), phoneOnA);
    try {
      expect(
        (await heardAfter(stream, 'CART_CHANGED', () => addDish(b, phoneOnB, store.dishes[0]!)))
          .tableSessionId,
      ).toBe(phoneOnA.tableSessionId);
      const sent = stream.next('ROUND_SENT');
      expectSuccess<RoundSendData>(await tablePost(b, phoneOnB, ORDERING_PATHS.roundSend));
      await sent;
    } finally {
      stream.close();
    }
  });
});
