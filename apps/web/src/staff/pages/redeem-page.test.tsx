import { ERROR_CODES } from '@lahap/contract/errors';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import type { RedeemTarget, Redemption } from '@lahap/contract/redemption/counter-schemas';
import { groupRedeemDigits } from '@lahap/contract/redemption/code';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { readQueue } from '../model/offline-queue';
import { keepKit } from '../model/staff-kit';
import { startStaffSession, useStaffSession } from '../model/staff-session';
import { ok, refused, stubApi, type FakeAnswer } from '../test/fake-api';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import {
  OTHER_STORE_ITEM,
  STAFF,
  VOUCHER_ITEM,
  customerCode,
  kitData,
  loginData,
} from '../test/staff-fixtures';

const VOUCHER_ID = '600000001';

/** The code the customer's phone shows now, as QR text and as typed digits. */
function liveCode(itemId = VOUCHER_ITEM, at = Date.now()) {
  return customerCode('V', VOUCHER_ID, itemId, at);
}

function target(overrides: Partial<RedeemTarget> = {}): RedeemTarget {
  return {
    kind: 'VOUCHER',
    id: VOUCHER_ID,
    itemId: VOUCHER_ITEM,
    name: { 'id-ID': 'Paket Nasi Ayam', 'en-US': 'Chicken rice set' },
    status: 'VALID',
    redeemable: true,
    block: null,
    validUntil: '2026-12-31T16:59:59.000Z',
    orderId: '800000001',
    amount: 25000,
    customerHint: '7788',
    usedTime: null,
    usedPlaceName: null,
    ...overrides,
  };
}

function redemption(): Redemption {
  return {
    redemptionId: '9001',
    kind: 'VOUCHER',
    id: VOUCHER_ID,
    itemId: VOUCHER_ITEM,
    name: { 'id-ID': 'Paket Nasi Ayam' },
    amount: 25000,
    channel: 'COUNTER',
    redeemedTime: '2026-11-26T05:07:00.000Z',
    staffName: STAFF.name,
    conflict: false,
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => {
  resetStaffState();
  startStaffSession(loginData());
  keepKit(kitData());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the result of a code, online', () => {
  it('shows what the server says it is, and redeems it once however often Confirm is tapped', async () => {
    const { qrText } = liveCode();
    let answerConfirm: (answer: FakeAnswer) => void = () => {};
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemInspect]: () => ok(target()),
      [REDEMPTION_PATHS.redeemConfirm]: () => new Promise<FakeAnswer>((resolve) => (answerConfirm = resolve)),
    });
    await renderStaff('/redeem', { code: qrText });

    expect((await screen.findByTestId('redeem-name', {}, UNTIL_STATE)).textContent).toBe('Paket Nasi Ayam');
    expect(screen.getByTestId('redeem-amount').textContent).toBe('Rp 25.000');
    expect(screen.getByTestId('redeem-status').textContent).toBe('Bisa dipakai');
    expect(screen.getByTestId('redeem-customer').textContent).toBe('HP berakhiran 7788');
    expect(calls[0]).toMatchObject({
      path: REDEMPTION_PATHS.redeemInspect,
      body: { code: qrText },
      token: 'staff-token-1',
    });

    const confirm = screen.getByTestId('redeem-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === REDEMPTION_PATHS.redeemConfirm)).toHaveLength(1),
    );
    answerConfirm(ok(redemption()));

    const done = await screen.findByTestId('redeem-done', {}, UNTIL_STATE);
    expect(done.dataset.offline).toBe('false');
    // 05:07 UTC is 12:07 in Jakarta.
    expect(screen.getByTestId('redeem-done-time').textContent).toBe('Waktu: 26-11-2026 12:07');
    expect(calls.filter((c) => c.path === REDEMPTION_PATHS.redeemConfirm)).toHaveLength(1);
    expect(calls.find((c) => c.path === REDEMPTION_PATHS.redeemConfirm)?.body).toMatchObject({
      code: qrText,
      storeId: STAFF.storeId,
    });
    expect(readQueue()).toEqual([]);
  });

  it("sends a typed code without its spaces and shows the server's refusal, asking for the current code", async () => {
    const { typed } = liveCode();
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemInspect]: () =>
        refused(
          ERROR_CODES.REDEEM_CODE_EXPIRED,
          'Kode ini sudah berganti. Minta pelanggan menunjukkan kode terbaru.',
        ),
    });
    await renderStaff('/redeem', { code: groupRedeemDigits(typed) });

    const text = await screen.findByTestId('redeem-refused-text', {}, UNTIL_STATE);
    expect(text.textContent).toBe('Kode ini sudah berganti. Minta pelanggan menunjukkan kode terbaru.');
    expect(screen.getByTestId('redeem-ask-current')).toBeTruthy();
    expect(calls[0]!.body.code).toBe(typed);
    expect(screen.queryByTestId('redeem-confirm')).toBeNull();
  });

  it('shows why a voucher cannot be redeemed here, with no Confirm', async () => {
    stubApi({
      [REDEMPTION_PATHS.redeemInspect]: () =>
        ok(
          target({
            status: 'USED',
            redeemable: false,
            block: 'USED',
            usedTime: '2026-11-25T12:30:00.000Z',
            usedPlaceName: { 'id-ID': 'Warung Sederhana Blok M' },
          }),
        ),
    });
    await renderStaff('/redeem', { code: liveCode().qrText });

    expect((await screen.findByTestId('redeem-block', {}, UNTIL_STATE)).textContent).toBe(
      'Sudah ditukarkan pada 25-11-2026 19:30 di Warung Sederhana Blok M.',
    );
    expect(screen.getByTestId('redeem-status').textContent).toBe('Sudah dipakai');
    expect(screen.queryByTestId('redeem-confirm')).toBeNull();
  });

  it('ends the shift when the server refuses the staff token (1006002)', async () => {
    stubApi({
      [REDEMPTION_PATHS.redeemInspect]: () =>
        refused(ERROR_CODES.STAFF_LOGIN_REQUIRED, 'Masuk sebagai staf toko untuk melanjutkan.', 401),
    });
    const view = await renderStaff('/redeem', { code: liveCode().qrText });

    expect((await screen.findByTestId('login-ended', {}, UNTIL_STATE)).textContent).toContain(
      'Masuk sebagai staf toko untuk melanjutkan.',
    );
    expect(view.pathname()).toBe('/login');
    expect(useStaffSession.getState().session).toBeNull();
  });
});

describe('the result of a code, offline', () => {
  it('checks it with the kit when the server does not answer, and queues the confirmation once', async () => {
    const { qrText } = liveCode();
    const calls = stubApi({ [REDEMPTION_PATHS.redeemInspect]: () => 'network' });
    await renderStaff('/redeem', { code: qrText });

    const card = await screen.findByTestId('redeem-offline', {}, UNTIL_STATE);
    expect(card.textContent).toContain('Diperiksa offline');
    expect(screen.getByTestId('redeem-name').textContent).toBe('Paket Nasi Ayam');
    expect(calls).toHaveLength(1);

    const before = Date.now();
    const confirm = screen.getByTestId('redeem-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect((await screen.findByTestId('redeem-will-sync', {}, UNTIL_STATE)).textContent).toContain(
      'tersinkron',
    );
    const queue = readQueue();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      code: qrText,
      storeId: STAFF.storeId,
      kind: 'V',
      id: VOUCHER_ID,
      itemId: VOUCHER_ITEM,
      staffName: STAFF.name,
    });
    expect(queue[0]!.clientId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Date.parse(queue[0]!.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    // No confirm call was tried: the server had not answered.
    expect(calls.every((c) => c.path === REDEMPTION_PATHS.redeemInspect)).toBe(true);
  });

  it('does not ask the server at all when the browser is offline, and refuses the same voucher twice', async () => {
    setOnline(false);
    const calls = stubApi({});
    const { qrText } = liveCode();
    const first = await renderStaff('/redeem', { code: qrText });
    await screen.findByTestId('redeem-offline', {}, UNTIL_STATE);
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-done', {}, UNTIL_STATE);
    first.unmount();

    // The customer's next code of the same voucher.
    await renderStaff('/redeem', { code: liveCode(VOUCHER_ITEM, Date.now() + 30_000).qrText });
    expect((await screen.findByTestId('redeem-refused-text', {}, UNTIL_STATE)).textContent).toContain(
      'sudah kamu konfirmasi offline',
    );
    expect(readQueue()).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('refuses a typed code without a connection, even a right one: only the server can check it', async () => {
    setOnline(false);
    const calls = stubApi({});
    await renderStaff('/redeem', { code: groupRedeemDigits(liveCode().typed) });
    expect((await screen.findByTestId('redeem-refused-text', {}, UNTIL_STATE)).textContent).toBe(
      'Kode yang diketik hanya bisa diperiksa saat online. Pindai kode QR pelanggan, atau coba lagi saat koneksi kembali.',
    );
    expect(screen.queryByTestId('redeem-confirm')).toBeNull();
    expect(readQueue()).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('asks the server again, under the same id, when a typed code’s Confirm gets no answer; never queues it', async () => {
    const { typed } = liveCode();
    let confirms = 0;
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemInspect]: () => ok(target()),
      [REDEMPTION_PATHS.redeemConfirm]: () => (++confirms === 1 ? 'network' : ok(redemption())),
    });
    await renderStaff('/redeem', { code: typed });
    fireEvent.click(await screen.findByTestId('redeem-confirm', {}, UNTIL_STATE));

    expect((await screen.findByTestId('redeem-unanswered', {}, UNTIL_STATE)).textContent).toContain(
      'Server tidak menjawab',
    );
    expect(screen.getByTestId('redeem-name').textContent).toBe('Paket Nasi Ayam');
    expect(readQueue()).toEqual([]);
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    const done = await screen.findByTestId('redeem-done', {}, UNTIL_STATE);
    expect(done.dataset.offline).toBe('false');
    const sent = calls.filter((call) => call.path === REDEMPTION_PATHS.redeemConfirm);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.clientId).toBe(sent[0]!.body.clientId);
    expect(readQueue()).toEqual([]);
  });

  it('refuses an old code offline as expired, and a product the store does not take', async () => {
    setOnline(false);
    stubApi({});
    const old = liveCode(VOUCHER_ITEM, Date.now() - 10 * 60_000);
    const view = await renderStaff('/redeem', { code: old.qrText });
    expect((await screen.findByTestId('redeem-refused-text', {}, UNTIL_STATE)).textContent).toBe(
      'Kode ini sudah berganti.',
    );
    expect(screen.getByTestId('redeem-ask-current')).toBeTruthy();
    view.unmount();

    await renderStaff('/redeem', { code: liveCode(OTHER_STORE_ITEM).qrText });
    expect((await screen.findByTestId('redeem-refused-text', {}, UNTIL_STATE)).textContent).toBe(
      'Voucher atau kupon ini tidak berlaku di toko ini.',
    );
    expect(readQueue()).toEqual([]);
  });

  it('falls back to the kit when Confirm gets no answer, queuing it under the id the confirm carried', async () => {
    const { qrText } = liveCode();
    const calls = stubApi({
      [REDEMPTION_PATHS.redeemInspect]: () => ok(target()),
      [REDEMPTION_PATHS.redeemConfirm]: () => 'network',
    });
    await renderStaff('/redeem', { code: qrText });
    fireEvent.click(await screen.findByTestId('redeem-confirm', {}, UNTIL_STATE));

    expect((await screen.findByTestId('redeem-offline', {}, UNTIL_STATE)).textContent).toContain(
      'Server tidak menjawab',
    );
    expect(readQueue()).toEqual([]);
    fireEvent.click(screen.getByTestId('redeem-confirm'));
    await screen.findByTestId('redeem-will-sync', {}, UNTIL_STATE);
    expect(readQueue()).toHaveLength(1);
    // Had the lost confirm arrived after all, its sync is the same redemption, not a double spend.
    const sent = calls.find((call) => call.path === REDEMPTION_PATHS.redeemConfirm);
    expect(sent?.body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(readQueue()[0]?.clientId).toBe(sent?.body.clientId);
  });
});
