import { randomUUID } from 'node:crypto';
import { REDEEM_SYNC_MAX } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import type { Redemption } from '@lahap/contract/redemption/counter-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi } from '../test/fake-api';
import { resetStaffState } from '../test/reset';
import { STAFF, VOUCHER_ITEM, loginData } from '../test/staff-fixtures';
import { useConnection } from './connection';
import { enqueueRedemption, readQueue, useOfflineQueue, type QueuedRedemption } from './offline-queue';
import { startStaffSession, useStaffSession } from './staff-session';
import { STAFF_KEYS } from './storage-keys';
import { syncNow, useSyncStatus } from './sync';

function queued(n: number, storeId = STAFF.storeId): QueuedRedemption {
  return {
    clientId: randomUUID(),
    code: `16000000${String(n).padStart(2, '0')}123456`,
    storeId,
    confirmedAt: new Date(Date.UTC(2026, 10, 26, 5, 0, n)).toISOString(),
    kind: 'V',
    id: String(600000000 + n),
    itemId: VOUCHER_ITEM,
    itemName: { 'id-ID': `Voucher ${n}` },
    staffName: STAFF.name,
  };
}

function redemptionOf(entry: { id: string }, staffName = 'Budi'): Redemption {
  return {
    redemptionId: '9001',
    kind: 'VOUCHER',
    id: entry.id,
    itemId: VOUCHER_ITEM,
    name: { 'id-ID': 'Paket Nasi Ayam' },
    amount: 25000,
    channel: 'COUNTER',
    redeemedTime: '2026-11-26T04:00:00.000Z',
    staffName,
    conflict: false,
  };
}

type Wire = { clientId: string; code: string; storeId: string; confirmedAt: string };

beforeEach(() => {
  resetStaffState();
  startStaffSession(loginData());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncing offline redemptions', () => {
  it('sends them in batches of REDEEM_SYNC_MAX with the staff token, and removes every answered one', async () => {
    expect(REDEEM_SYNC_MAX).toBe(100);
    const entries = Array.from({ length: 250 }, (_, i) => queued(i));
    for (const entry of entries) expect(enqueueRedemption(entry)).toBe(true);
    const [doubleSpent, refusedOne, duplicate, unanswered] = [
      entries[0]!,
      entries[1]!,
      entries[2]!,
      entries[130]!,
    ];

    const calls = stubApi({
      [REDEMPTION_PATHS.redeemSync]: (body) => {
        const sent = body.redemptions as Wire[];
        const results = sent
          .filter((wire) => wire.clientId !== unanswered.clientId)
          .map((wire) => {
            if (wire.clientId === doubleSpent.clientId) {
              return {
                clientId: wire.clientId,
                outcome: 'DOUBLE_SPEND',
                code: null,
                redemption: redemptionOf(doubleSpent),
              };
            }
            if (wire.clientId === refusedOne.clientId) {
              return {
                clientId: wire.clientId,
                outcome: 'REFUSED',
                code: ERROR_CODES.REDEEM_CODE_EXPIRED,
                redemption: null,
              };
            }
            const outcome = wire.clientId === duplicate.clientId ? 'DUPLICATE' : 'ACCEPTED';
            return { clientId: wire.clientId, outcome, code: null, redemption: null };
          });
        return ok({ results });
      },
    });

    const report = await syncNow();

    expect(calls.map((call) => (call.body.redemptions as Wire[]).length)).toEqual([100, 100, 50]);
    expect(calls.every((call) => call.token === 'staff-token-1')).toBe(true);
    // Only what the contract's sync takes goes on the wire, in queue order.
    const first = (calls[0]!.body.redemptions as Wire[])[0]!;
    expect(first).toEqual({
      clientId: doubleSpent.clientId,
      code: doubleSpent.code,
      storeId: STAFF.storeId,
      confirmedAt: doubleSpent.confirmedAt,
    });
    expect(report).toMatchObject({ answered: 249, accepted: 246, error: null });

    // Answered ones left the queue, whatever their outcome; the unanswered one waits for the next sync.
    expect(readQueue().map((entry) => entry.clientId)).toEqual([unanswered.clientId]);
    expect(useOfflineQueue.getState().queue).toHaveLength(1);

    // Double spends and refusals are kept for staff to see; accepted and duplicate ones are not.
    const problems = useOfflineQueue.getState().problems;
    expect(problems.map((problem) => [problem.clientId, problem.outcome, problem.errorCode])).toEqual(
      expect.arrayContaining([
        [doubleSpent.clientId, 'DOUBLE_SPEND', null],
        [refusedOne.clientId, 'REFUSED', ERROR_CODES.REDEEM_CODE_EXPIRED],
      ]),
    );
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.outcome === 'DOUBLE_SPEND')).toMatchObject({
      seen: false,
      itemName: doubleSpent.itemName,
      redemption: { staffName: 'Budi' },
    });
    // …and they survive a reload.
    expect(JSON.parse(localStorage.getItem(STAFF_KEYS.syncLog) ?? '[]')).toHaveLength(2);
    expect(useSyncStatus.getState()).toMatchObject({ syncing: false, lastError: null });
  });

  it('stops at a batch that gets no answer, keeping it and the rest queued', async () => {
    const entries = Array.from({ length: 150 }, (_, i) => queued(i));
    for (const entry of entries) enqueueRedemption(entry);
    let batch = 0;
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemSync]: (body) => {
        batch += 1;
        if (batch === 2) return 'network';
        const results = (body.redemptions as Wire[]).map((wire) => ({
          clientId: wire.clientId,
          outcome: 'ACCEPTED',
          code: null,
          redemption: null,
        }));
        return ok({ results });
      },
    });

    const report = await syncNow();

    expect(calls).toHaveLength(2);
    expect(report.error?.kind).toBe('network');
    expect(report.answered).toBe(100);
    expect(readQueue().map((entry) => entry.clientId)).toEqual(entries.slice(100).map((e) => e.clientId));
    expect(useConnection.getState().online).toBe(false);
    expect(useSyncStatus.getState().lastError?.kind).toBe('network');
  });

  it('sends only the logged-in store’s redemptions; another store’s wait for a login there', async () => {
    const mine = queued(1);
    const theirs = queued(2, '10000999');
    enqueueRedemption(mine);
    enqueueRedemption(theirs);
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemSync]: (body) =>
        ok({
          results: (body.redemptions as Wire[]).map((wire) => ({
            clientId: wire.clientId,
            outcome: 'ACCEPTED',
            code: null,
            redemption: null,
          })),
        }),
    });

    await syncNow();

    expect((calls[0]!.body.redemptions as Wire[]).map((wire) => wire.clientId)).toEqual([mine.clientId]);
    expect(readQueue().map((entry) => entry.clientId)).toEqual([theirs.clientId]);
  });

  it('makes one call for callers that ask at once, and none with nothing queued', async () => {
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemSync]: (body) =>
        ok({
          results: (body.redemptions as Wire[]).map((wire) => ({
            clientId: wire.clientId,
            outcome: 'ACCEPTED',
            code: null,
            redemption: null,
          })),
        }),
    });
    await syncNow();
    expect(calls).toHaveLength(0);

    enqueueRedemption(queued(1));
    await Promise.all([syncNow(), syncNow(), syncNow()]);
    expect(calls).toHaveLength(1);
  });

  it('ends the shift when the server refuses the staff login (1006002), and keeps the queue', async () => {
    const entry = queued(1);
    enqueueRedemption(entry);
    stubApi({
      [REDEMPTION_PATHS.redeemSync]: () =>
        refused(ERROR_CODES.STAFF_LOGIN_REQUIRED, 'Masuk sebagai staf toko untuk melanjutkan.', 401),
    });

    const report = await syncNow();

    expect(report.error?.code).toBe(ERROR_CODES.STAFF_LOGIN_REQUIRED);
    expect(useStaffSession.getState()).toMatchObject({
      session: null,
      ended: { reason: 'expired', message: 'Masuk sebagai staf toko untuk melanjutkan.' },
    });
    expect(localStorage.getItem(STAFF_KEYS.session)).toBeNull();
    expect(readQueue().map((e) => e.clientId)).toEqual([entry.clientId]);
  });
});
