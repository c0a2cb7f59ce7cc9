import { COUPON_TOAST_MS, REDEEM_CODE_PERIOD_S } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { CouponDetailData } from '@lahap/contract/coupons/schemas';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import {
  currentRedeemCode,
  groupRedeemDigits,
  holdRedeemCode,
  issueRedeemCodeSeed,
  keyFromHex,
} from '@lahap/contract/redemption/code';
import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import english from '@/locales/en-US/coupons.json';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { FakeIntersectionObserver, resetWatchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { couponFixture, detailFixture, envelopeFixture, templateFixture } from '../test/coupon-fixtures';
import CouponDetailPage from './coupon-detail-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const ct = i18n.getFixedT('id-ID', 'coupons');
const HOUR_MS = 3_600_000;

/** Detail answers by `couponId` or `detailId`; each call takes the next of its list, the last repeats. */
let details: Record<string, CouponDetailData[]>;
let claim: () => unknown;
let claimByToken: () => unknown;

function bodiesOf(path: string) {
  return post.mock.calls
    .filter(([called]) => called === path)
    .map(([, body]) => body as Record<string, unknown>);
}

function answer(run: () => unknown): Promise<never> {
  try {
    return Promise.resolve(run() as never);
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function renderDetail(query: string) {
  return renderPage(<CouponDetailPage />, `/platform/couponDetail${query}`, '/platform/couponDetail');
}

/** Coupon 7001's redemption seed (template 44000101), as the detail answers it. */
const SEED: RedeemCodeSeed = issueRedeemCodeSeed(
  { secret: keyFromHex('cd'.repeat(32)), signingSeed: keyFromHex('dc'.repeat(32)) },
  { kind: 'C', id: '7001', itemId: '44000101' },
);

/** The counter code the contract computes for coupon 7001 at `atMs`, grouped as the screen shows it. */
function codeAt(atMs: number): string {
  return groupRedeemDigits(currentRedeemCode(holdRedeemCode(SEED)!, atMs).typed);
}

/** Five seconds into a code's period, so a test's first moments never cross into the next one. */
const PERIOD_START = Date.UTC(2026, 0, 15, 3, 0, 0) + 5_000;

const claimedSaas = (overrides: Parameters<typeof couponFixture>[1] = {}) =>
  detailFixture({ coupon: couponFixture('7001', overrides), codeSeed: SEED });

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  details = {};
  claim = () => ({ couponIds: ['7001'] });
  claimByToken = () => ({ id: '7002' });
  post.mockReset();
  post.mockImplementation((path, body) => {
    const input = body as Record<string, unknown>;
    if (path === COUPON_PATHS.detail) {
      const key = String(input.couponId ?? input.detailId);
      const list = details[key];
      const next = list && list.length > 1 ? list.shift() : list?.[0];
      return next ? Promise.resolve(next as never) : Promise.reject(new Error(`no detail ${key}`));
    }
    if (path === COUPON_PATHS.receive) return answer(claim);
    if (path === COUPON_PATHS.receiveByToken) return answer(claimByToken);
    if (path === DISCOVERY_PATHS.couponApplicableStores) {
      return Promise.resolve({
        storeList: [
          {
            storeId: '10000195',
            storeName: { 'id-ID': 'Warung Sate Pak Kumis' },
            storeLogo: '',
            storeAddress: { 'id-ID': 'Jl. Sabang 12' },
            distance: 1200,
            storeDistance: 1.2,
            mapLinkAddress: null,
          },
        ],
        hasMore: false,
        queryId: 'q1',
        storeCount: 1,
      } as never);
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.mockReset();
  vi.mocked(reportError).mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('coupon detail', () => {
  it('shows "Page load error." and logs it without couponId, detailId or token', async () => {
    renderDetail('');
    const view = await screen.findByTestId('coupon-page-load-error');
    expect(within(view).getByRole('heading').textContent).toBe('Halaman gagal dimuat.');
    expect(english.pageLoadError.title).toBe('Page load error.');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(post).not.toHaveBeenCalled();
  });

  describe('a claimed store coupon', () => {
    it('shows its amount, validity, rules and the counter code as text and QR', async () => {
      vi.useFakeTimers({ now: PERIOD_START, shouldAdvanceTime: true });
      details['7001'] = [claimedSaas()];
      renderDetail('?couponId=7001');
      expect((await screen.findByTestId('coupon-amount')).textContent).toBe('Rp 15.000');
      expect(bodiesOf(COUPON_PATHS.detail)[0]).toMatchObject({ couponId: '7001' });
      expect(screen.getByTestId('coupon-minimum').textContent).toBe(
        ct('card.minSpend', { amount: 'Rp 60.000' }),
      );
      expect(screen.getByTestId('coupon-detail-status').textContent).toBe(ct('status.valid'));
      expect(screen.getByTestId('coupon-validity').textContent).toMatch(
        /^Berlaku \d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/,
      );
      expect(within(screen.getByTestId('coupon-rules')).getAllByRole('listitem')).toHaveLength(2);
      const code = codeAt(PERIOD_START);
      expect(code).toMatch(/^2700 1\d{3} \d{3}$/);
      expect(screen.getByTestId('counter-code-text').textContent).toBe(code);

      const qr = (await screen.findByTestId('counter-code-qr')) as HTMLImageElement;
      expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
      expect(decodeURIComponent(qr.src)).toContain('<svg');
      expect(qr.alt).toBe(ct('detail.qrLabel', { code }));
      // A coupon a week from its end needs no countdown.
      expect(screen.queryByTestId('coupon-timer')).toBeNull();
    });

    it('turns the counter code every 30 s on the server’s clock, with no further call', async () => {
      vi.useFakeTimers({ now: PERIOD_START, shouldAdvanceTime: true });
      // The phone runs an hour slow: the code must be the server's of the moment, not the phone's.
      const serverNow = PERIOD_START + 3_600_000;
      details['7001'] = [{ ...claimedSaas(), serverTime: new Date(serverNow).toISOString() }];
      renderDetail('?couponId=7001');
      const text = await screen.findByTestId('counter-code-text');
      expect(text.textContent).toBe(codeAt(serverNow));
      expect(text.textContent).not.toBe(codeAt(PERIOD_START));
      expect(screen.getByTestId('counter-code-timer').textContent).toMatch(/^Kode baru dalam 2[45] detik$/);

      act(() => void vi.advanceTimersByTime(REDEEM_CODE_PERIOD_S * 1000));
      expect(screen.getByTestId('counter-code-text').textContent).toBe(
        codeAt(serverNow + REDEEM_CODE_PERIOD_S * 1000),
      );
      expect(screen.getByTestId('counter-code-text').textContent).not.toBe(codeAt(serverNow));
      expect(bodiesOf(COUPON_PATHS.detail)).toHaveLength(1);
    });

    it('hides the code once the coupon is used', async () => {
      details['7001'] = [
        claimedSaas({ status: 'used', couponStatus: 'USED', usedTime: new Date().toISOString() }),
      ];
      renderDetail('?couponId=7001');
      expect((await screen.findByTestId('coupon-detail-status')).textContent).toBe(ct('status.used'));
      expect(screen.queryByTestId('counter-code')).toBeNull();
    });

    it('counts down the last day as HH:MM:SS', async () => {
      const end = new Date(Date.now() + 2 * HOUR_MS + 5 * 60_000).toISOString();
      details['7001'] = [claimedSaas({ effectiveEndTime: end, remainingDays: 0 })];
      renderDetail('?couponId=7001');
      const clock = await screen.findByTestId('coupon-timer-clock');
      expect(clock.textContent).toMatch(/^02:0[45]:\d{2}$/);
      expect(clock.getAttribute('role')).toBe('timer');
    });

    it('asks for the coupon again when the countdown reaches zero', async () => {
      const end = new Date(Date.now() + 1_200).toISOString();
      details['7001'] = [
        claimedSaas({ effectiveEndTime: end, remainingDays: 0 }),
        claimedSaas({
          status: 'expired',
          couponStatus: 'EXPIRED',
          effectiveEndTime: end,
          remainingDays: null,
        }),
      ];
      renderDetail('?couponId=7001');
      expect((await screen.findByTestId('coupon-timer-clock')).textContent).toMatch(/^00:00:0[12]$/);
      await waitFor(() =>
        expect(screen.getByTestId('coupon-detail-status').textContent).toBe(ct('status.expired')),
      );
      expect(bodiesOf(COUPON_PATHS.detail)).toHaveLength(2);
      expect(screen.queryByTestId('coupon-timer')).toBeNull();
      expect(screen.queryByTestId('counter-code')).toBeNull();
    });

    it('lists the stores it works at in a sheet', async () => {
      details['7001'] = [claimedSaas()];
      renderDetail('?couponId=7001');
      fireEvent.click(await screen.findByTestId('coupon-stores'));
      const store = await screen.findByTestId('applicable-store');
      expect(store.textContent).toContain('Warung Sate Pak Kumis');
      expect(store.getAttribute('href')).toBe('/platform/merchant?storeId=10000195');
      expect(bodiesOf(DISCOVERY_PATHS.couponApplicableStores)[0]).toMatchObject({
        couponTemplateId: '44000101',
        pageSize: 20,
      });
    });

    it('asks a guest to log in first', async () => {
      useSessionStore.getState().clear();
      renderDetail('?couponId=7001');
      expect(await screen.findByTestId('login-prompt')).toBeTruthy();
      expect(post).not.toHaveBeenCalled();
    });

    it('says so when the coupon is not the customer’s', async () => {
      post.mockRejectedValueOnce(
        new ApiRequestError({ kind: 'server', code: '1003007', message: 'Kupon tidak ditemukan' }),
      );
      renderDetail('?couponId=7001');
      expect((await screen.findByTestId('empty-state')).textContent).toContain(ct('detail.notFoundTitle'));
    });
  });

  describe('claiming a batch (detailId)', () => {
    it('claims the template, toasts for 3 s and replaces the address with the new coupon', async () => {
      details['45000101'] = [detailFixture()];
      details['7001'] = [claimedSaas()];
      const app = renderDetail('?detailId=45000101');
      const button = await screen.findByTestId('coupon-claim');
      expect(button.textContent).toBe(ct('claim.button'));
      expect(screen.queryByTestId('coupon-detail-status')).toBeNull();
      fireEvent.click(button);

      await waitFor(() => expect(app.location()?.search).toBe('?couponId=7001'));
      expect(app.navigationType()).toBe('REPLACE');
      expect(bodiesOf(COUPON_PATHS.receive)[0]).toMatchObject({
        couponBatchId: '45000101',
        couponTemplateIds: ['44000101'],
      });
      expect(toast).toHaveBeenCalledWith(ct('claim.success'), COUPON_TOAST_MS);
      expect((await screen.findByTestId('counter-code-text')).textContent).toMatch(/^2700 1\d{3} \d{3}$/);
    });

    it('shows the server message on 9000002 and marks the coupon not collectable', async () => {
      details['45000101'] = [detailFixture()];
      claim = () => {
        throw new ApiRequestError({
          kind: 'server',
          code: '9000002',
          message: 'Kupon sudah tidak bisa diambil',
        });
      };
      renderDetail('?detailId=45000101');
      fireEvent.click(await screen.findByTestId('coupon-claim'));
      await waitFor(() => expect(toast).toHaveBeenCalledWith('Kupon sudah tidak bisa diambil'));
      const button = screen.getByTestId('coupon-claim') as HTMLButtonElement;
      expect(button.dataset.collectable).toBe('false');
      expect(button.disabled).toBe(true);
      expect(button.textContent).toBe(ct('claim.notCollectable'));
      expect(screen.getByTestId('coupon-claim-message').textContent).toBe('Kupon sudah tidak bisa diambil');
    });

    it('shows another refusal’s message and lets the customer try again', async () => {
      details['45000101'] = [detailFixture({ template: templateFixture({ newUserOnly: true }) })];
      claim = () => {
        throw new ApiRequestError({ kind: 'server', code: '1003004', message: 'Khusus pengguna baru' });
      };
      const app = renderDetail('?detailId=45000101');
      expect(await screen.findByText(ct('detail.newUsersOnly'))).toBeTruthy();
      fireEvent.click(screen.getByTestId('coupon-claim'));
      await waitFor(() => expect(toast).toHaveBeenCalledWith('Khusus pengguna baru'));
      expect((screen.getByTestId('coupon-claim') as HTMLButtonElement).disabled).toBe(false);
      expect(app.location()?.search).toBe('?detailId=45000101');
    });

    it('falls back to "Failed to claim" when the failure has no message of its own', async () => {
      details['45000101'] = [detailFixture()];
      claim = () => {
        throw new Error('boom');
      };
      renderDetail('?detailId=45000101');
      fireEvent.click(await screen.findByTestId('coupon-claim'));
      await waitFor(() => expect(toast).toHaveBeenCalledWith(ct('claim.failed')));
    });

    it('leads to the wallet when the customer already has all the batch gives', async () => {
      details['45000101'] = [detailFixture()];
      claim = () => {
        throw new ApiRequestError({ kind: 'server', code: '1003001', message: 'Batas pengambilan tercapai' });
      };
      renderDetail('?detailId=45000101');
      fireEvent.click(await screen.findByTestId('coupon-claim'));
      const wallet = await screen.findByTestId('coupon-claim-wallet');
      expect(wallet.getAttribute('href')).toBe('/platform/myCouponList?tab=store');
    });

    it('asks a guest to log in and claims nothing when they do not', async () => {
      useSessionStore.getState().clear();
      details['45000101'] = [detailFixture()];
      renderDetail('?detailId=45000101');
      fireEvent.click(await screen.findByTestId('coupon-claim'));
      await waitFor(() => expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' }));
      closeLoginGate(false);
      await waitFor(() =>
        expect(screen.getByTestId('coupon-claim').getAttribute('aria-disabled')).not.toBe('true'),
      );
      expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(0);
    });

    it('greys Claim for a sold-out batch', async () => {
      details['45000101'] = [detailFixture({ template: templateFixture({ isSoldOut: true }) })];
      renderDetail('?detailId=45000101');
      const button = (await screen.findByTestId('coupon-claim')) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.textContent).toBe(ct('claim.soldOut'));
    });

    it('links a red envelope to the dine-out vouchers it can buy', async () => {
      details['45000201'] = [
        detailFixture({
          template: templateFixture({ business: 'LOCAL_LIFE', templateId: '44000004', batchId: '45000201' }),
          applicableStoreCount: 0,
        }),
      ];
      renderDetail('?detailId=45000201');
      const link = await screen.findByTestId('coupon-products-link');
      expect(link.getAttribute('href')).toBe('/platform/redEnvelopeProducts?templateId=44000004');
      expect(screen.getByTestId('coupon-minimum').textContent).toBe(
        ct('card.minOrder', { amount: 'Rp 60.000' }),
      );
      expect(screen.queryByTestId('coupon-stores')).toBeNull();
    });
  });

  describe('a claim link (token)', () => {
    it('claims with the token after login and becomes the coupon’s page', async () => {
      details['7002'] = [detailFixture({ coupon: envelopeFixture('7002'), applicableStoreCount: 0 })];
      const app = renderDetail('?token=1.1830272399.abc');
      fireEvent.click(await screen.findByTestId('coupon-token-claim-button'));
      await waitFor(() => expect(app.location()?.search).toBe('?couponId=7002'));
      expect(app.navigationType()).toBe('REPLACE');
      expect(bodiesOf(COUPON_PATHS.receiveByToken)[0]).toMatchObject({ token: '1.1830272399.abc' });
      expect(toast).toHaveBeenCalledWith(ct('claim.success'), COUPON_TOAST_MS);
      expect(await screen.findByTestId('coupon-detail')).toBeTruthy();
    });

    it('waits for a guest to log in before claiming', async () => {
      useSessionStore.getState().clear();
      renderDetail('?token=1.1830272399.abc');
      fireEvent.click(await screen.findByTestId('coupon-token-claim-button'));
      await waitFor(() => expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' }));
      expect(bodiesOf(COUPON_PATHS.receiveByToken)).toHaveLength(0);
      useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
      closeLoginGate(true);
      await waitFor(() => expect(bodiesOf(COUPON_PATHS.receiveByToken)).toHaveLength(1));
    });

    it('shows the server’s refusal of a used link and offers no retry', async () => {
      claimByToken = () => {
        throw new ApiRequestError({ kind: 'server', code: '1003006', message: 'Tautan sudah dipakai' });
      };
      renderDetail('?token=1.1830272399.abc');
      fireEvent.click(await screen.findByTestId('coupon-token-claim-button'));
      expect((await screen.findByTestId('coupon-claim-message')).textContent).toBe('Tautan sudah dipakai');
      expect((screen.getByTestId('coupon-token-claim-button') as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
