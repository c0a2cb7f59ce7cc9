import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { StaffTable } from '@lahap/contract/ordering/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/toast';
import { UNTIL_STATE } from '@/test/wait';
import { KITCHEN_POLL_MS } from '../model/kitchen-refresh';
import { startStaffSession } from '../model/staff-session';
import { ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import { billData, line, round, table } from '../test/kitchen-fixtures';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { loginData } from '../test/staff-fixtures';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
const dialog = vi.hoisted(() => ({ answer: true, confirm: vi.fn() }));
vi.mock('@/shared/ui/dialog', () => ({
  loadDialog: () =>
    Promise.resolve({
      confirm: (options: unknown) => {
        dialog.confirm(options);
        return Promise.resolve(dialog.answer);
      },
    }),
}));
const toast = vi.mocked(showToast);

const AYU = { shareId: '3101', amount: 50_000, displayName: 'Ayu' };
const BUDI = { shareId: '3102', amount: 25_000, displayName: 'Budi' };
const SARI = { shareId: '3201', amount: 40_000, displayName: 'Sari' };

/** Table 2: two guests paying at the counter; table 4: one; table 5 paid in full. */
function startTables(): StaffTable[] {
  return [
    table(1),
    table(2, {
      tableSessionId: '902',
      billStatus: 'OPEN',
      unpaidAmount: 75_000,
      locked: true,
      counterShares: [AYU, BUDI],
    }),
    table(4, {
      tableSessionId: '904',
      billStatus: 'PARTLY_PAID',
      unpaidAmount: 40_000,
      locked: true,
      counterShares: [SARI],
    }),
    table(5, { tableSessionId: '905', billStatus: 'PAID', unpaidAmount: 0, locked: true }),
  ];
}

/**
 * The kitchen's fake API with a server that keeps the counter shares: a settled share leaves its
 * table, as on the real server, unless `settle` answers otherwise.
 */
function counterApi(settle?: FakeRoute) {
  let tables = startTables();
  const calls = stubApi({
    [ORDERING_PATHS.staffTables]: () => ok({ tableList: tables }),
    [ORDERING_PATHS.staffRounds]: () =>
      ok({ roundList: [round(1, 2, { lines: [line(1), line(2)] }), round(2, 4)] }),
    [ORDERING_PATHS.staffShareSettle]:
      settle ??
      ((body) => {
        tables = tables.map((t) => ({
          ...t,
          counterShares: t.counterShares.filter((share) => share.shareId !== body.shareId),
        }));
        return ok({ bill: billData() });
      }),
  });
  const settles = () => calls.filter((call) => call.path === ORDERING_PATHS.staffShareSettle);
  const tableCalls = () => calls.filter((call) => call.path === ORDERING_PATHS.staffTables).length;
  return { calls, settles, tableCalls };
}

const shareRow = (shareId: string) =>
  screen.getAllByTestId('counter-share').find((row) => row.dataset.shareId === shareId)!;

beforeEach(() => {
  resetStaffState();
  toast.mockClear();
  dialog.confirm.mockClear();
  dialog.answer = true;
  startStaffSession(loginData());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shares paid at the counter', () => {
  it('badges a table with guests waiting to pay, with their total, and shows a paid table as paid', async () => {
    counterApi();
    await renderStaff('/kitchen/tables');
    await waitFor(() => expect(screen.getAllByTestId('kitchen-table')).toHaveLength(4), UNTIL_STATE);
    const [free, waiting, partly, paid] = screen.getAllByTestId('kitchen-table');

    expect(within(waiting!).getByTestId('kitchen-table-counter').textContent).toBe(
      '2 menunggu bayar · Rp 75.000',
    );
    expect(waiting!.dataset.waiting).toBe('true');
    expect(within(partly!).getByTestId('kitchen-table-counter').textContent).toBe(
      '1 menunggu bayar · Rp 40.000',
    );
    expect(within(free!).queryByTestId('kitchen-table-counter')).toBeNull();
    expect(within(paid!).queryByTestId('kitchen-table-counter')).toBeNull();
    expect(paid!.dataset.waiting).toBe('false');

    expect(within(paid!).getByTestId('kitchen-table-bill').textContent).toBe('Lunas');
    expect(within(paid!).queryByTestId('kitchen-table-unpaid')).toBeNull();
    expect(within(waiting!).getByTestId('kitchen-table-unpaid').textContent).toBe('Belum dibayar Rp 75.000');
  });

  it("marks a table's share paid after a confirm naming the amount, with the staff token, then asks again", async () => {
    const { settles, tableCalls } = counterApi();
    await renderStaff('/kitchen/tables/802');
    const list = await screen.findByTestId('counter-shares', {}, UNTIL_STATE);
    expect(within(list).getByTestId('counter-shares-total').textContent).toBe('2 tamu · Rp 75.000');
    const rows = within(list).getAllByTestId('counter-share');
    expect(rows.map((row) => row.dataset.shareId)).toEqual(['3101', '3102']);
    expect(within(rows[0]!).getByTestId('counter-share-name').textContent).toBe('Ayu');
    expect(within(rows[0]!).getByTestId('counter-share-amount').textContent).toBe('Rp 50.000');
    // A table's own screen does not repeat its name on each share.
    expect(within(rows[0]!).queryByTestId('counter-share-table')).toBeNull();
    const paid = within(rows[0]!).getByTestId('counter-share-paid');
    expect(paid.textContent).toBe('Sudah dibayar');
    expect(paid.getAttribute('aria-label')).toBe('Sudah dibayar: Ayu, Meja 2, Rp 50.000');

    dialog.answer = false;
    fireEvent.click(paid);
    await waitFor(() => expect(dialog.confirm).toHaveBeenCalledTimes(1), UNTIL_STATE);
    expect(dialog.confirm.mock.calls[0]![0]).toMatchObject({
      title: 'Sudah menerima Rp 50.000 dari Ayu?',
      'aria-label': 'Sudah menerima Rp 50.000 dari Ayu?',
      confirmText: 'Sudah dibayar',
    });
    expect(settles()).toHaveLength(0);

    dialog.answer = true;
    const before = tableCalls();
    fireEvent.click(paid);
    await waitFor(() => expect(settles()).toHaveLength(1), UNTIL_STATE);
    expect(settles()[0]!.body).toMatchObject({ shareId: '3101', status: 'PAID' });
    expect(settles()[0]!.token).toBe('staff-token-1');
    await waitFor(
      () => expect(toast).toHaveBeenCalledWith('Rp 50.000 dari Ayu tercatat lunas.'),
      UNTIL_STATE,
    );
    // Asked again at once, not at the next poll.
    await waitFor(() => expect(tableCalls()).toBeGreaterThan(before), { timeout: KITCHEN_POLL_MS / 2 });
    await waitFor(
      () =>
        expect(screen.getAllByTestId('counter-share').map((row) => row.dataset.shareId)).toEqual(['3102']),
      UNTIL_STATE,
    );
  });

  it('lists every table’s waiting shares at the top of the orders and releases one after a confirm', async () => {
    const { settles } = counterApi();
    await renderStaff('/kitchen');
    const list = await screen.findByTestId('counter-shares', {}, UNTIL_STATE);
    // Above the kitchen's rounds: the cashier works from this tab.
    const group = await screen.findByTestId('kitchen-group-SENT', {}, UNTIL_STATE);
    expect(list.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getByRole('heading').textContent).toContain('Menunggu bayar di kasir');
    expect(within(list).getByTestId('counter-shares-total').textContent).toBe('3 tamu · Rp 115.000');
    expect(
      within(list)
        .getAllByTestId('counter-share-table')
        .map((name) => name.textContent),
    ).toEqual(['Meja 2', 'Meja 2', 'Meja 4']);

    const release = within(shareRow('3201')).getByTestId('counter-share-release');
    expect(release.textContent).toBe('Batalkan');
    dialog.answer = false;
    fireEvent.click(release);
    await waitFor(() => expect(dialog.confirm).toHaveBeenCalledTimes(1), UNTIL_STATE);
    expect(dialog.confirm.mock.calls[0]![0]).toMatchObject({
      title: 'Batalkan pembayaran Sari di kasir?',
      content: expect.stringContaining('Rp 40.000') as unknown,
    });
    expect(settles()).toHaveLength(0);

    dialog.answer = true;
    fireEvent.click(release);
    await waitFor(() => expect(settles()).toHaveLength(1), UNTIL_STATE);
    expect(settles()[0]!.body).toMatchObject({ shareId: '3201', status: 'RELEASED' });
    expect(settles()[0]!.token).toBe('staff-token-1');
    await waitFor(
      () => expect(toast).toHaveBeenCalledWith('Pembayaran Sari di kasir dibatalkan.'),
      UNTIL_STATE,
    );
    await waitFor(
      () =>
        expect(screen.getAllByTestId('counter-share').map((row) => row.dataset.shareId)).toEqual([
          '3101',
          '3102',
        ]),
      UNTIL_STATE,
    );
  });

  it("toasts the server's refusal of a share already paid (1004010)", async () => {
    const message = 'Pesanan ini sudah dibayar.';
    const { settles } = counterApi(() => refused(ERROR_CODES.ORDER_ALREADY_PAID, message));
    await renderStaff('/kitchen');
    await screen.findByTestId('counter-shares', {}, UNTIL_STATE);
    fireEvent.click(within(shareRow('3102')).getByTestId('counter-share-paid'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(message), UNTIL_STATE);
    expect(settles()[0]!.body).toMatchObject({ shareId: '3102', status: 'PAID' });
    // Refused: nothing was taken off the screen on the console's own say-so.
    expect(shareRow('3102')).toBeDefined();
  });

  it('offers no correction at a table whose bill is being paid, and says why', async () => {
    counterApi();
    await renderStaff('/kitchen/tables/802');
    // The bill is still open: only `locked` says a share is being paid.
    await waitFor(() => expect(screen.getAllByTestId('kitchen-round')).toHaveLength(1), UNTIL_STATE);
    expect(screen.getByTestId('kitchen-table-state').textContent).toBe('Tagihan terbuka');
    expect(screen.getByTestId('kitchen-table-locked').textContent).toContain('sedang membayar');
    expect(screen.getAllByTestId('kitchen-line')).toHaveLength(2);
    expect(screen.queryByTestId('kitchen-line-edit')).toBeNull();
    expect(screen.queryByTestId('kitchen-add-dish')).toBeNull();
  });
});
