import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@lahap/contract/errors';
import { API_BASE } from '@lahap/contract/paths';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  buildTwoInstances,
  describeEachEngine,
  expectSuccess,
} from './helper.js';
import { addDish, createOrderingStore, joinTable, tablePost } from './ordering-factories.js';
import { loginStaff, staffPost } from './redemption-factories.js';
import { heardAfter, openStream } from './table-stream.js';
import type { RoundSendData, StaffRoundsData } from '@lahap/contract/ordering/schemas';

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
