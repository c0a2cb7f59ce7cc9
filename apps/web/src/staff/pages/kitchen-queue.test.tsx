import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { KitchenRound } from '@lahap/contract/ordering/schemas';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/toast';
import { UNTIL_STATE } from '@/test/wait';
import { KITCHEN_POLL_MS } from '../model/kitchen-refresh';
import { startStaffSession } from '../model/staff-session';
import { ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import { line, round } from '../test/kitchen-fixtures';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { loginData } from '../test/staff-fixtures';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
const toast = vi.mocked(showToast);

const ids = (status: string) =>
  within(screen.getByTestId(`kitchen-group-${status}`))
    .getAllByTestId('kitchen-round')
    .map((card) => card.dataset.roundId);

/** The queue's fake API: the map answers no table, so no counter share shows (kitchen-counter.test.tsx has those). */
const queueApi = (routes: Record<string, FakeRoute>) =>
  stubApi({ [ORDERING_PATHS.staffTables]: () => ok({ tableList: [] }), ...routes });

beforeEach(() => {
  resetStaffState();
  toast.mockClear();
  startStaffSession(loginData());
});

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe("the kitchen's queue", () => {
  it('groups the rounds new, in preparation and ready, newest first, and moves one a step on', async () => {
    let rounds: KitchenRound[] = [
      round(1, 1, { sentTime: '2026-11-26T05:00:00.000Z' }),
      round(2, 2, {
        sentTime: '2026-11-26T05:10:00.000Z',
        roundNo: 2,
        lines: [
          line(2, { quantity: 2, note: 'tidak pedas', displayName: 'Budi' }),
          line(3, { participantId: null, displayName: '' }),
        ],
      }),
      round(3, 3, { status: 'ACCEPTED', sentTime: '2026-11-26T04:50:00.000Z' }),
      round(4, 1, { status: 'READY', sentTime: '2026-11-26T04:40:00.000Z' }),
    ];
    const calls = queueApi({
      [ORDERING_PATHS.staffRounds]: () => ok({ roundList: rounds }),
      [ORDERING_PATHS.staffRoundStatus]: (body) => {
        rounds = rounds.map((r) => (r.roundId === body.roundId ? { ...r, status: 'ACCEPTED' } : r));
        return ok(rounds.find((r) => r.roundId === body.roundId));
      },
    });
    await renderStaff('/kitchen');

    await screen.findByTestId('kitchen-group-SENT', {}, UNTIL_STATE);
    // The server's order is oldest first here: the screen puts the newest on top all the same.
    expect(ids('SENT')).toEqual(['4002', '4001']);
    expect(ids('ACCEPTED')).toEqual(['4003']);
    expect(ids('READY')).toEqual(['4004']);
    expect(calls.find((call) => call.path === ORDERING_PATHS.staffRounds)).toMatchObject({
      body: { activeOnly: true },
      token: 'staff-token-1',
    });

    const newest = screen.getAllByTestId('kitchen-round')[0]!;
    expect(within(newest).getByRole('heading').textContent).toBe('Meja 2 · ronde 2');
    const lines = within(newest).getAllByTestId('kitchen-line');
    expect(lines[0]!.textContent).toContain('2×');
    expect(lines[0]!.textContent).toContain('Nasi goreng 2');
    expect(lines[0]!.textContent).toContain('Catatan: tidak pedas');
    expect(lines[0]!.textContent).toContain('Dipesan oleh Budi');
    expect(lines[1]!.textContent).toContain('Ditambahkan staf');
    expect(within(newest).getByTestId('kitchen-round-step').textContent).toBe('Terima');
    expect(
      within(screen.getByTestId('kitchen-group-READY')).getByTestId('kitchen-round-step').textContent,
    ).toBe('Tandai disajikan');

    fireEvent.click(within(newest).getByTestId('kitchen-round-step'));
    await waitFor(() => expect(ids('ACCEPTED')).toEqual(['4002', '4003']), UNTIL_STATE);
    const move = calls.find((call) => call.path === ORDERING_PATHS.staffRoundStatus);
    expect(move).toMatchObject({ body: { roundId: '4002', status: 'ACCEPTED' }, token: 'staff-token-1' });
    expect(ids('SENT')).toEqual(['4001']);
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts the server's refusal of a step (1007007) and asks for the rounds again", async () => {
    const message = 'Status pesanan ini tidak bisa diubah ke langkah itu.';
    let served = false;
    const calls = queueApi({
      [ORDERING_PATHS.staffRounds]: () => ok({ roundList: served ? [] : [round(1, 1, { status: 'READY' })] }),
      [ORDERING_PATHS.staffRoundStatus]: () => {
        // Someone else served it meanwhile.
        served = true;
        return refused(ERROR_CODES.ROUND_STATUS_INVALID, message);
      },
    });
    await renderStaff('/kitchen');

    fireEvent.click(await screen.findByTestId('kitchen-round-step', {}, UNTIL_STATE));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(message), UNTIL_STATE);
    expect(calls.find((call) => call.path === ORDERING_PATHS.staffRoundStatus)?.body).toMatchObject({
      roundId: '4001',
      status: 'SERVED',
    });
    await screen.findByTestId('kitchen-empty', {}, UNTIL_STATE);
    expect(screen.getByTestId('kitchen-empty').textContent).toContain('Belum ada pesanan');
  });

  it('says when there are no rounds yet, with a tab to the pickup and delivery orders', async () => {
    queueApi({ [ORDERING_PATHS.staffRounds]: () => ok({ roundList: [round(1, 1, { status: 'SERVED' })] }) });
    await renderStaff('/kitchen');
    const empty = await screen.findByTestId('kitchen-empty', {}, UNTIL_STATE);
    expect(empty.textContent).toContain('Belum ada pesanan');
    expect(screen.getByTestId('kitchen-tab-orders').textContent).toBe('Ambil & antar');
    expect(screen.getByTestId('kitchen-updated').textContent).toBe('Baru saja diperbarui');
  });

  it('shows a failed load with a retry that loads the queue', async () => {
    let online = false;
    queueApi({
      [ORDERING_PATHS.staffRounds]: () => (online ? ok({ roundList: [round(1, 1)] }) : 'network'),
    });
    await renderStaff('/kitchen');
    const failed = await screen.findByTestId('kitchen-failed', {}, UNTIL_STATE);
    online = true;
    fireEvent.click(within(failed).getByRole('button'));
    await screen.findByTestId('kitchen-group-SENT', {}, UNTIL_STATE);
  });

  it(`asks for the rounds again every ${KITCHEN_POLL_MS / 1000} s while the page is open`, async () => {
    let answered = 0;
    queueApi({
      [ORDERING_PATHS.staffRounds]: () => {
        answered += 1;
        return ok({ roundList: answered === 1 ? [] : [round(1, 1)] });
      },
    });
    await renderStaff('/kitchen');
    await screen.findByTestId('kitchen-empty', {}, UNTIL_STATE);
    await screen.findByTestId('kitchen-group-SENT', {}, { timeout: KITCHEN_POLL_MS + 3_000 });
    expect(answered).toBe(2);
  }, 15_000);

  it('stops asking while the page is hidden, and asks again once it is back', async () => {
    let answered = 0;
    queueApi({
      [ORDERING_PATHS.staffRounds]: () => {
        answered += 1;
        return ok({ roundList: [] });
      },
    });
    await renderStaff('/kitchen');
    await screen.findByTestId('kitchen-empty', {}, UNTIL_STATE);
    act(() => focusManager.setFocused(false));
    await new Promise((resolve) => setTimeout(resolve, KITCHEN_POLL_MS + 1_000));
    expect(answered).toBe(1);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(answered).toBe(2), { timeout: KITCHEN_POLL_MS + 1_000 });
  }, 20_000);
});
