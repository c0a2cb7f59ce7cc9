import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/toast';
import { UNTIL_STATE } from '@/test/wait';
import { startStaffSession } from '../model/staff-session';
import { ok, stubApi, type FakeRoute } from '../test/fake-api';
import { billData, dish, line, menuData, round, table } from '../test/kitchen-fixtures';
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

const TABLES = [
  table(1),
  table(2, { tableSessionId: '902', billStatus: 'OPEN', unpaidAmount: 75_000 }),
  table(3, { tableSessionId: '903', billStatus: 'PARTLY_PAID', unpaidAmount: 20_000 }),
];
const ROUNDS = [
  round(1, 2, {
    status: 'ACCEPTED',
    lines: [line(1, { quantity: 2, status: 'ACCEPTED' }), line(2, { status: 'ACCEPTED' })],
  }),
  round(2, 2, { status: 'SERVED', sentTime: '2026-11-26T04:00:00.000Z' }),
  // An earlier guest's round at the same table: not this session's.
  round(3, 2, { tableSessionId: '899', sentTime: '2026-11-26T02:00:00.000Z' }),
  round(4, 3, { status: 'READY' }),
];

function kitchenApi(extra: Record<string, FakeRoute> = {}) {
  return stubApi({
    [ORDERING_PATHS.staffTables]: () => ok({ tableList: TABLES }),
    [ORDERING_PATHS.staffRounds]: (body) =>
      ok({ roundList: body.activeOnly ? ROUNDS.filter((r) => r.status !== 'SERVED') : ROUNDS }),
    [ORDERING_PATHS.staffLineFix]: () => ok({ bill: billData() }),
    ...extra,
  });
}

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

describe("the kitchen's table map", () => {
  it('shows free and seated tables with what is unpaid, and opens a table with its own rounds', async () => {
    const calls = kitchenApi();
    const view = await renderStaff('/kitchen/tables');

    await waitFor(() => expect(screen.getAllByTestId('kitchen-table')).toHaveLength(3), UNTIL_STATE);
    const [free, seated, partly] = screen.getAllByTestId('kitchen-table');
    expect(free!.dataset.seated).toBe('false');
    expect(within(free!).getByTestId('kitchen-table-state').textContent).toBe('Kosong');
    expect(within(free!).queryByTestId('kitchen-table-unpaid')).toBeNull();
    expect(seated!.dataset.seated).toBe('true');
    expect(within(seated!).getByTestId('kitchen-table-state').textContent).toBe('Terisi');
    expect(within(seated!).getByTestId('kitchen-table-unpaid').textContent).toBe('Belum dibayar Rp 75.000');
    expect(within(seated!).getByTestId('kitchen-table-bill').textContent).toBe('Tagihan terbuka');
    await waitFor(
      () =>
        expect(within(seated!).getByTestId('kitchen-table-rounds').textContent).toBe('1 pesanan di dapur'),
      UNTIL_STATE,
    );
    expect(within(partly!).getByTestId('kitchen-table-bill').textContent).toBe('Dibayar sebagian');
    expect(calls.find((call) => call.path === ORDERING_PATHS.staffTables)?.token).toBe('staff-token-1');

    fireEvent.click(seated!);
    await waitFor(() => expect(view.pathname()).toBe('/kitchen/tables/802'), UNTIL_STATE);
    await waitFor(() => expect(screen.getAllByTestId('kitchen-round')).toHaveLength(2), UNTIL_STATE);
    expect(screen.getAllByTestId('kitchen-round').map((card) => card.dataset.roundId)).toEqual([
      '4001',
      '4002',
    ]);
    expect(screen.getByTestId('kitchen-table-unpaid').textContent).toBe('Rp 75.000');
    expect(screen.getByTestId('nav-bar').textContent).toContain('Meja 2');
  }, 20_000);

  it('corrects a sent line: a new quantity, and 0 only after a confirm', async () => {
    const calls = kitchenApi();
    await renderStaff('/kitchen/tables/802');
    const [first] = await screen.findAllByTestId('kitchen-line-edit', {}, UNTIL_STATE);
    expect(first!.getAttribute('aria-label')).toBe('Ubah jumlah Nasi goreng 1');

    fireEvent.click(first!);
    const sheet = await screen.findByTestId('line-fix-sheet', {}, UNTIL_STATE);
    const save = within(sheet).getByTestId('line-fix-save');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(sheet).getByTestId('line-fix-quantity-more'));
    expect(within(sheet).getByTestId('line-fix-quantity-value').textContent).toBe('3');
    fireEvent.click(save);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Tagihan meja sudah diperbarui.'), UNTIL_STATE);
    const fixes = () => calls.filter((call) => call.path === ORDERING_PATHS.staffLineFix);
    expect(fixes()[0]!.body).toMatchObject({ tableSessionId: '902', lineId: '5001', quantity: 3 });
    expect(fixes()[0]!.body).not.toHaveProperty('dishId');
    expect(dialog.confirm).not.toHaveBeenCalled();

    fireEvent.click((await screen.findAllByTestId('kitchen-line-edit', {}, UNTIL_STATE))[1]!);
    const again = await screen.findByTestId('line-fix-sheet', {}, UNTIL_STATE);
    fireEvent.click(within(again).getByTestId('line-fix-quantity-less'));
    expect(within(again).getByTestId('line-fix-quantity-value').textContent).toBe('0');
    expect(within(again).getByTestId('line-fix-save').textContent).toBe('Hapus');

    dialog.answer = false;
    fireEvent.click(within(again).getByTestId('line-fix-save'));
    await waitFor(() => expect(dialog.confirm).toHaveBeenCalledTimes(1), UNTIL_STATE);
    expect(dialog.confirm.mock.calls[0]![0]).toMatchObject({ title: 'Hapus Nasi goreng 2 dari tagihan?' });
    expect(fixes()).toHaveLength(1);

    dialog.answer = true;
    fireEvent.click(within(again).getByTestId('line-fix-save'));
    await waitFor(() => expect(fixes()).toHaveLength(2), UNTIL_STATE);
    expect(fixes()[1]!.body).toMatchObject({ tableSessionId: '902', lineId: '5002', quantity: 0 });
  });

  it("adds a dish from the table's menu, searched by name, sold-out dishes greyed", async () => {
    const calls = kitchenApi({
      [ORDERING_PATHS.menu]: () =>
        ok(
          menuData([
            dish(1, { name: { 'id-ID': 'Es teh manis', 'en-US': 'Sweet iced tea' } }),
            dish(2, { name: { 'id-ID': 'Teh tarik', 'en-US': 'Pulled tea' }, soldOut: true }),
            dish(3, { name: { 'id-ID': 'Sate ayam', 'en-US': 'Chicken satay' } }),
          ]),
        ),
    });
    await renderStaff('/kitchen/tables/802');
    fireEvent.click(await screen.findByTestId('kitchen-add-dish', {}, UNTIL_STATE));
    const picker = await screen.findByTestId('dish-picker', {}, UNTIL_STATE);
    await waitFor(
      () => expect(within(picker).getAllByTestId('dish-picker-dish')).toHaveLength(3),
      UNTIL_STATE,
    );
    const menuCall = calls.find((call) => call.path === ORDERING_PATHS.menu);
    expect(menuCall?.body).toMatchObject({ qrCodeId: 'T-2', orderFoodType: 3 });
    expect(menuCall?.token).toBeUndefined();

    fireEvent.change(within(picker).getByTestId('dish-picker-search'), { target: { value: 'TEH' } });
    const found = within(picker).getAllByTestId('dish-picker-dish');
    expect(found.map((button) => button.dataset.dishId)).toEqual(['601', '602']);
    expect(found[1]!.hasAttribute('disabled')).toBe(true);
    expect(found[1]!.textContent).toContain('Habis');
    fireEvent.change(within(picker).getByTestId('dish-picker-search'), { target: { value: 'rendang' } });
    expect(within(picker).getByTestId('dish-picker-empty').textContent).toContain('rendang');
    // English names match too, whatever the console's language.
    fireEvent.change(within(picker).getByTestId('dish-picker-search'), { target: { value: 'satay' } });
    fireEvent.click(within(picker).getByTestId('dish-picker-dish'));

    fireEvent.click(within(picker).getByTestId('dish-picker-quantity-more'));
    fireEvent.change(within(picker).getByTestId('dish-picker-note'), { target: { value: ' tanpa kacang ' } });
    fireEvent.click(within(picker).getByTestId('dish-picker-add'));
    await waitFor(
      () => expect(toast).toHaveBeenCalledWith('Ditambahkan. Dapur melihatnya sebagai pesanan baru.'),
      UNTIL_STATE,
    );
    const add = calls.find((call) => call.path === ORDERING_PATHS.staffLineFix);
    expect(add?.body).toMatchObject({
      tableSessionId: '902',
      dishId: '603',
      quantity: 2,
      note: 'tanpa kacang',
    });
    expect(add?.body).not.toHaveProperty('lineId');
    expect(add?.token).toBe('staff-token-1');
  });

  it('offers no correction once a share of the bill is paid, and none at a free table', async () => {
    kitchenApi();
    const view = await renderStaff('/kitchen/tables/803');
    await screen.findByTestId('kitchen-table-locked', {}, UNTIL_STATE);
    await waitFor(() => expect(screen.getAllByTestId('kitchen-round')).toHaveLength(1), UNTIL_STATE);
    expect(screen.queryByTestId('kitchen-line-edit')).toBeNull();
    expect(screen.queryByTestId('kitchen-add-dish')).toBeNull();
    view.unmount();

    await renderStaff('/kitchen/tables/801');
    await screen.findByTestId('kitchen-table-free', {}, UNTIL_STATE);
    expect(screen.queryByTestId('kitchen-add-dish')).toBeNull();
    expect(screen.queryByTestId('kitchen-round')).toBeNull();
  });
});
