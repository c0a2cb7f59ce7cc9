import { randomUUID } from 'node:crypto';
import { STAFF_HISTORY_PAGE_SIZE } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import type { Redemption } from '@lahap/contract/redemption/counter-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, nearBottom, resetWatchers } from '@/test/intersection-observer';
import { UNTIL_STATE } from '@/test/wait';
import { useConnection } from '../model/connection';
import {
  enqueueRedemption,
  logSyncProblems,
  useOfflineQueue,
  type QueuedRedemption,
} from '../model/offline-queue';
import { keepKit } from '../model/staff-kit';
import { startStaffSession } from '../model/staff-session';
import { ok, stubApi } from '../test/fake-api';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { STAFF, VOUCHER_ITEM, customerCode, kitData, loginData } from '../test/staff-fixtures';

function queued(n: number): QueuedRedemption {
  return {
    clientId: randomUUID(),
    code: `1${600000000 + n}123456`,
    storeId: STAFF.storeId,
    confirmedAt: '2026-11-26T04:00:00.000Z',
    kind: 'V',
    id: String(600000000 + n),
    itemId: VOUCHER_ITEM,
    itemName: { 'id-ID': `Paket offline ${n}` },
    staffName: STAFF.name,
  };
}

function row(n: number): Redemption {
  return {
    redemptionId: String(9000 + n),
    kind: n % 2 ? 'COUPON' : 'VOUCHER',
    id: String(700000000 + n),
    itemId: VOUCHER_ITEM,
    name: { 'id-ID': `Tukar ${n}` },
    amount: 10000,
    channel: n === 1 ? 'COUNTER_OFFLINE' : 'COUNTER',
    redeemedTime: '2026-11-26T03:00:00.000Z',
    staffName: 'Sari',
    conflict: n === 2,
  };
}

beforeEach(() => {
  resetStaffState();
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  startStaffSession(loginData());
  keepKit(kitData());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the counter', () => {
  it('shows the store, the connection, what waits to sync, and opens a typed code on Enter', async () => {
    stubApi({});
    enqueueRedemption(queued(1));
    enqueueRedemption(queued(2));
    const view = await renderStaff('/');

    expect(screen.getByTestId('counter-store').textContent).toBe('Warung Sederhana Kemang');
    expect(screen.getByTestId('connection-badge').textContent).toBe('Online');
    expect(screen.getByTestId('pending-count').textContent).toBe('2 menunggu sinkron');
    expect(screen.queryByTestId('kit-missing')).toBeNull();
    useConnection.setState({ online: false });
    await waitFor(() => expect(screen.getByTestId('connection-badge').textContent).toBe('Offline'));

    const { typed } = customerCode('V', '600000001', VOUCHER_ITEM);
    const input = screen.getByTestId('code-entry-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: `${typed.slice(0, 5)}x-${typed.slice(5)}` } });
    // Digits only, in groups of four as the customer's screen shows them.
    expect(input.value).toBe(typed.replace(/(\d{4})(?=\d)/g, '$1 '));
    fireEvent.submit(screen.getByTestId('code-entry'));

    await waitFor(() => expect(view.pathname()).toBe('/redeem'), UNTIL_STATE);
  });

  it('shows a double spend a sync reported until staff have read it', async () => {
    stubApi({});
    const entry = queued(3);
    logSyncProblems([
      {
        clientId: entry.clientId,
        outcome: 'DOUBLE_SPEND',
        errorCode: null,
        kind: 'V',
        id: entry.id,
        itemName: entry.itemName,
        confirmedAt: entry.confirmedAt,
        staffName: 'Sari',
        reportedAt: '2026-11-26T05:00:00.000Z',
        redemption: { ...row(0), staffName: 'Budi', redeemedTime: '2026-11-26T03:30:00.000Z' },
        seen: false,
      },
      {
        clientId: randomUUID(),
        outcome: 'REFUSED',
        errorCode: ERROR_CODES.REDEEM_WRONG_STORE,
        kind: 'C',
        id: '700000009',
        itemName: { 'id-ID': 'Kupon lain' },
        confirmedAt: entry.confirmedAt,
        staffName: 'Sari',
        reportedAt: '2026-11-26T05:00:00.000Z',
        redemption: null,
        seen: false,
      },
    ]);
    await renderStaff('/');

    const banner = screen.getByTestId('counter-problems');
    expect(banner.textContent).toContain('1 voucher sudah ditukarkan di tempat lain');
    expect(banner.textContent).toContain('Sudah ditukarkan lebih dulu pada 26-11-2026 10:30 oleh Budi');
    expect(banner.textContent).toContain('Voucher atau kupon ini tidak berlaku di toko ini.');

    fireEvent.click(screen.getByTestId('counter-problems-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('counter-problems')).toBeNull());
    // Read, not forgotten.
    expect(useOfflineQueue.getState().problems.map((p) => p.seen)).toEqual([true, true]);
  });

  it('says when offline checks are not ready (no kit since login)', async () => {
    stubApi({});
    useOfflineQueue.setState({ queue: [] });
    keepKit(kitData({ staff: { ...STAFF, storeId: '10000999' } }));
    await renderStaff('/');
    expect(screen.getByTestId('kit-missing').textContent).toContain('Pemeriksaan offline belum siap');
  });
});

describe("today's redemptions", () => {
  it('pages through the history as it scrolls, with the day’s totals and what waits to sync', async () => {
    enqueueRedemption(queued(1));
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemHistory]: (body) => {
        const pageNo = body.pageNo as number;
        const rows =
          pageNo === 1
            ? Array.from({ length: STAFF_HISTORY_PAGE_SIZE }, (_, i) => row(i))
            : [row(100), row(101)];
        return ok({
          day: '2026-11-26',
          redemptionList: rows,
          total: STAFF_HISTORY_PAGE_SIZE + 2,
          totalAmount: 220000,
          pageInfoVO: { hasMore: pageNo === 1 },
        });
      },
    });
    await renderStaff('/today');

    await waitFor(
      () => expect(screen.getByTestId('today-total').textContent).toBe(String(STAFF_HISTORY_PAGE_SIZE + 2)),
      UNTIL_STATE,
    );
    expect(screen.getByTestId('today-amount').textContent).toBe('Rp 220.000');
    expect(screen.getByTestId('today-pending-note').textContent).toBe('Ditambah 1 yang menunggu sinkron.');
    expect(screen.getAllByTestId('today-queued')[0]!.textContent).toContain('Menunggu sinkron');
    expect(screen.getAllByTestId('today-redemption')).toHaveLength(STAFF_HISTORY_PAGE_SIZE);
    expect(calls[0]).toMatchObject({
      body: { pageNo: 1, pageSize: STAFF_HISTORY_PAGE_SIZE },
      token: 'staff-token-1',
    });
    expect(calls[0]!.body.day).toBeUndefined();

    nearBottom();
    await waitFor(
      () => expect(screen.getAllByTestId('today-redemption')).toHaveLength(STAFF_HISTORY_PAGE_SIZE + 2),
      UNTIL_STATE,
    );
    expect(calls[1]!.body.pageNo).toBe(2);
    expect(screen.getByTestId('today-no-more')).toBeTruthy();
    expect(screen.getAllByTestId('today-redemption')[2]!.dataset.conflict).toBe('true');
  });

  it('still lists what waits to sync when the history cannot load offline', async () => {
    enqueueRedemption(queued(4));
    stubApi({ [REDEMPTION_PATHS.redeemHistory]: () => 'network' });
    await renderStaff('/today');
    await screen.findByTestId('today-failed', {}, UNTIL_STATE);
    expect(screen.getAllByTestId('today-queued')[0]!.textContent).toContain('Paket offline 4');
  });
});
