import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { changeOrderingLocale } from '../i18n/ordering-i18n';
import { stubEventSource } from '../test/fake-event-source';
import { callsTo, ok, refused, stubApi } from '../test/fake-api';
import { PICKUP_QR, TABLE_QR, menuData, pickupMenu } from '../test/fixtures';
import { menuSearch, renderOrdering } from '../test/render-ordering';

beforeEach(() => stubEventSource());
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeOrderingLocale('id-ID');
});

const dishNames = () =>
  screen.queryAllByTestId(/^ordering-dish-/).map((row) => within(row).getByRole('heading').textContent);

describe('the menu page', () => {
  it('shows the store, the table, each category with its dishes, prices and sold-out dishes greyed', async () => {
    const calls = stubApi({ [ORDERING_PATHS.menu]: () => ok(menuData()) });
    await renderOrdering(menuSearch(TABLE_QR));

    expect(await screen.findByTestId('ordering-store-name')).toHaveProperty(
      'textContent',
      'Warung Sederhana Kemang',
    );
    expect(screen.getByTestId('ordering-table-name').textContent).toBe('Di Meja 5');
    expect(callsTo(calls, ORDERING_PATHS.menu)[0]?.body).toMatchObject({
      qrCodeId: TABLE_QR,
      orderFoodType: 3,
    });

    const tabs = within(screen.getByTestId('ordering-tabs')).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Makanan', 'Minuman']);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('true');
    expect(dishNames()).toEqual(['Nasi Goreng', 'Mie Ayam', 'Sate Ayam', 'Es Teh Manis']);
    expect(within(screen.getByTestId('ordering-dish-301')).getByText('Rp 32.000')).toBeTruthy();

    const soldOut = screen.getByTestId('ordering-dish-303');
    expect(soldOut.getAttribute('data-sold-out')).toBe('true');
    expect(within(soldOut).getByTestId('ordering-sold-out').textContent).toBe('Habis');
    expect(within(soldOut).queryByTestId('ordering-add')).toBeNull();
    expect(
      within(screen.getByTestId('ordering-dish-301')).getByTestId('ordering-add').getAttribute('aria-label'),
    ).toBe('Tambah Nasi Goreng');
  });

  it('switches the language from its button, and remembers it on the device', async () => {
    stubApi({ [ORDERING_PATHS.menu]: () => ok(menuData()) });
    await renderOrdering(menuSearch(TABLE_QR));
    fireEvent.click(await screen.findByTestId('ordering-language'));
    fireEvent.click(await screen.findByTestId('ordering-language-en-US', {}, UNTIL_STATE));

    await waitFor(() => expect(screen.getByTestId('ordering-table-name').textContent).toBe('At Table 5'));
    expect(dishNames()[0]).toBe('Nasi Goreng (en)');
    expect(within(screen.getByTestId('ordering-dish-303')).getByTestId('ordering-sold-out').textContent).toBe(
      'Sold out',
    );
    expect(localStorage.getItem('lahap_locale')).toBe('en-US');
  });

  it('marks a tapped category tab as the one in view', async () => {
    stubApi({ [ORDERING_PATHS.menu]: () => ok(menuData()) });
    await renderOrdering(menuSearch(TABLE_QR));
    fireEvent.click(await screen.findByTestId('ordering-tab-202'));
    expect(screen.getByTestId('ordering-tab-202').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('ordering-tab-201').getAttribute('aria-current')).toBeNull();
  });

  it('narrows the dishes by their name in the language shown, and says when none matches', async () => {
    stubApi({ [ORDERING_PATHS.menu]: () => ok(menuData()) });
    await renderOrdering(menuSearch(TABLE_QR));
    const search = await screen.findByTestId('ordering-search');

    fireEvent.change(search, { target: { value: 'mie' } });
    expect(dishNames()).toEqual(['Mie Ayam']);
    // The drinks' category has nothing left: its tab and heading go.
    expect(screen.queryByTestId('ordering-category-202')).toBeNull();

    fireEvent.change(search, { target: { value: 'rendang' } });
    expect(dishNames()).toEqual([]);
    expect(screen.getByTestId('empty-state').textContent).toContain('Tidak ada menu dengan nama "rendang"');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(dishNames()).toHaveLength(4);

    await changeOrderingLocale('en-US');
    fireEvent.change(search, { target: { value: '(en)' } });
    await waitFor(() =>
      expect(dishNames()).toEqual([
        'Nasi Goreng (en)',
        'Mie Ayam (en)',
        'Sate Ayam (en)',
        'Es Teh Manis (en)',
      ]),
    );
    fireEvent.change(search, { target: { value: 'Nasi Goreng (' } });
    expect(dishNames()).toEqual(['Nasi Goreng (en)']);
  });

  it('shows a skeleton while the menu loads, and an error with a retry that loads it', async () => {
    let fail = true;
    let answer: (value: Response | 'network') => void = () => {};
    const firstAnswer = new Promise<Response | 'network'>((resolve) => (answer = resolve));
    stubApi({ [ORDERING_PATHS.menu]: () => (fail ? firstAnswer : ok(menuData())) });
    await renderOrdering(menuSearch(TABLE_QR));
    expect(screen.getByTestId('ordering-menu-skeleton')).toBeTruthy();
    answer('network');

    expect(await screen.findByTestId('error-state')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByTestId('error-state-retry'));
    expect(await screen.findByTestId('ordering-store-name')).toBeTruthy();
  });

  it('shows the server’s message full screen for a QR code that is not linked (3800021)', async () => {
    stubApi({
      [ORDERING_PATHS.menu]: () =>
        refused(ERROR_CODES.QR_CODE_NOT_LINKED, 'Kode QR belum ditautkan, tidak dapat digunakan'),
    });
    await renderOrdering(menuSearch(TABLE_QR));
    const problem = await screen.findByTestId('ordering-link-problem');
    expect(problem.textContent).toContain('Kode QR belum ditautkan, tidak dapat digunakan');
    expect(screen.queryByTestId('error-state-retry')).toBeNull();
  });

  it('shows an error page, calling nothing, for a link without its QR code or channel', async () => {
    const calls = stubApi({});
    for (const search of [
      '',
      '?qrCodeId=T-1',
      '?qrCodeId=T-1&orderFoodType=9',
      '?qrCodeId=a%20b&orderFoodType=3',
    ]) {
      const view = await renderOrdering(search);
      expect(screen.getByTestId('ordering-link-problem').textContent).toContain('Link menu tidak lengkap');
      view.unmount();
    }
    expect(calls).toEqual([]);
  });

  it('opens a pickup menu with the channel named, a + on each dish and no table to join', async () => {
    stubApi({ [ORDERING_PATHS.menu]: () => ok(pickupMenu()) });
    await renderOrdering(menuSearch(PICKUP_QR, 2));
    expect((await screen.findByTestId('ordering-channel')).textContent).toBe('Ambil sendiri');
    expect(screen.getAllByTestId('ordering-add')).toHaveLength(3);
    expect(screen.queryByTestId('ordering-join-sheet')).toBeNull();
    expect(screen.queryByTestId('ordering-table-name')).toBeNull();
  });
});
