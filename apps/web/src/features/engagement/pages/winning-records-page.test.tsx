import { ApiRequestError } from '@/shared/api-client/api-error';
import { ERROR_CODES } from '@lahap/contract/errors';
import { LOTTERY_PATHS } from '@lahap/contract/lottery/paths';
import type {
  LotteryDetailData,
  LotteryVerifyData,
  WinningRecord,
  WinningRecordsData,
} from '@lahap/contract/lottery/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { FakeIntersectionObserver, resetWatchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { verifyDraw } from '../lottery/verify-draw';
import WinningRecordsPage from './winning-records-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const post = vi.mocked(apiPost);
const lt = i18n.getFixedT('id-ID', 'lottery');

/** A known vector, computed by the contract's reference code (and outside it, with Python). */
const VECTOR = {
  seed: '7c1f3a9e5b2d4c6f8a0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a',
  commitment: '7201a1c5c0d8d078e4b736b3d3ac25fbb5531b3cb36d7736c200d027f51a7169',
  activityId: '48080001',
  periodId: '1001',
  ordinal: 7,
  drawId: '960000042',
  clientSeed: '9b1d5c3e-demo-request',
  number: 9484,
};

const prize = (prizeId: string, oddsBp: number) => ({
  prizeId,
  kind: 'RED_ENVELOPE' as const,
  name: { 'id-ID': `Angpao ${prizeId}`, 'en-US': `Envelope ${prizeId}` },
  amount: 10_000,
  minimumSpend: 50_000,
  oddsBp,
  stock: 5,
  remaining: 5,
  exhaustedAtOrdinal: null,
});

const detail: LotteryDetailData = {
  activityId: VECTOR.activityId,
  title: { 'id-ID': 'Undian Lahap' },
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-04-01T00:00:00.000Z',
  ended: false,
  period: {
    periodId: '1002',
    index: 1,
    startsAt: '2026-01-01T00:10:00.000Z',
    endsAt: '2026-01-01T00:20:00.000Z',
    commitment: VECTOR.commitment,
    drawCount: 0,
  },
  nextPeriod: null,
  prizes: [prize('101', 5_000), prize('102', 4_600)],
  thanksOddsBp: 400,
  rules: { algorithm: 'LAHAP-DRAW-1', oddsScale: 10_000, text: { 'id-ID': 'Aturan satu\nAturan dua' } },
  chances: { available: 1, earned: 1, used: 0 },
  earnWays: [
    { source: 'WELCOME', chances: 1 },
    { source: 'FIRST_PAID_ORDER', chances: 1 },
  ],
  revealedPeriods: [],
  serverTime: '2026-01-01T00:12:00.000Z',
};

const record = (drawId: string, revealed: boolean): WinningRecord => ({
  drawId,
  activityId: VECTOR.activityId,
  periodId: VECTOR.periodId,
  ordinal: 1,
  prize: null,
  stockOut: false,
  couponId: null,
  drawnAt: '2026-01-01T00:05:00.000Z',
  revealed,
  revealAt: '2026-01-01T00:10:00.000Z',
});

/** The verification answer of the known vector: number 9484 falls on prize 102. */
const verification: LotteryVerifyData = {
  algorithm: 'LAHAP-DRAW-1',
  oddsScale: 10_000,
  activityId: VECTOR.activityId,
  periodId: VECTOR.periodId,
  periodStartsAt: '2026-01-01T00:00:00.000Z',
  periodEndsAt: '2026-01-01T00:10:00.000Z',
  drawId: VECTOR.drawId,
  ordinal: VECTOR.ordinal,
  clientSeed: VECTOR.clientSeed,
  commitment: VECTOR.commitment,
  seed: VECTOR.seed,
  revealed: true,
  revealAt: '2026-01-01T00:10:00.000Z',
  odds: detail.prizes,
  number: VECTOR.number,
  rolledPrizeId: '102',
  prize: prize('102', 4_600),
  stockOut: false,
  drawnAt: '2026-01-01T00:05:00.000Z',
};

let answers: Record<string, (body: Record<string, unknown>) => Promise<unknown>>;

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  answers = {
    [LOTTERY_PATHS.detail]: () => Promise.resolve(detail),
    [LOTTERY_PATHS.winningRecords]: () =>
      Promise.resolve({ records: [record(VECTOR.drawId, true)], pageInfoVO: { hasMore: false } }),
    [LOTTERY_PATHS.verify]: () => Promise.resolve(verification),
  };
  post.mockReset();
  post.mockImplementation((path, body) => {
    const answer = answers[path];
    return answer
      ? (answer(body as Record<string, unknown>) as never)
      : Promise.reject(new Error(`unexpected ${path}`));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('the browser check of a draw', () => {
  it('verifies the known vector with Web Crypto, and calls a changed record a mismatch', async () => {
    const verdict = await verifyDraw(verification, globalThis.crypto.subtle);
    expect(verdict).toMatchObject({
      state: 'verified',
      check: { recomputed: { number: 9484, prizeId: '102' } },
    });
    expect((await verifyDraw({ ...verification, number: 1 })).state).toBe('mismatch');
    expect((await verifyDraw({ ...verification, prize: null, rolledPrizeId: null })).state).toBe('mismatch');
    // Without Web Crypto (an insecure page) the contract's own hashes give the same answer.
    expect((await verifyDraw(verification, undefined)).state).toBe('verified');
    expect(await verifyDraw({ ...verification, seed: null, revealed: false })).toEqual({
      state: 'pending',
      revealAt: verification.revealAt,
    });
  });
});

describe('winning records', () => {
  it('asks a guest to log in', () => {
    useSessionStore.getState().clear();
    renderPage(<WinningRecordsPage />, '/platform/winningRecords');
    expect(screen.getByTestId('login-prompt').textContent).toContain(lt('loginTitle'));
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the prizes with their odds, my chances, the commitment, and my draws', async () => {
    renderPage(<WinningRecordsPage />, '/platform/winningRecords');
    expect(screen.getByTestId('lottery-panel-loading')).toBeTruthy();
    const panel = await screen.findByTestId('lottery-panel');
    expect(within(panel).getByTestId('lottery-prizes').textContent).toContain('Angpao 101');
    expect(within(panel).getByTestId('lottery-prizes').textContent).toContain('50%');
    expect(within(panel).getByTestId('lottery-prizes').textContent).toContain('4%');
    expect(within(panel).getByTestId('lottery-chances').textContent).toContain(
      lt('panel.chances', { count: 1 }),
    );
    expect(within(panel).getByTestId('lottery-commitment').textContent).toContain('7201a1c5…f51a7169');
    expect(within(panel).getByTestId('lottery-earn-ways').querySelectorAll('li')).toHaveLength(2);
    expect((within(panel).getByTestId('lottery-draw') as HTMLButtonElement).disabled).toBe(false);
    const rows = await screen.findAllByTestId('lottery-record');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain(lt('records.thanks'));
  });

  it('disables Draw without a chance', async () => {
    answers[LOTTERY_PATHS.detail] = () =>
      Promise.resolve({ ...detail, chances: { available: 0, earned: 1, used: 1 } });
    renderPage(<WinningRecordsPage />, '/platform/winningRecords');
    const button = await screen.findByTestId('lottery-draw');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toContain(lt('panel.noChance'));
  });

  it('shows the empty records, no running draw, and a failed list with a retry', async () => {
    answers[LOTTERY_PATHS.detail] = () =>
      Promise.reject(
        new ApiRequestError({
          kind: 'server',
          code: ERROR_CODES.LOTTERY_ACTIVITY_NOT_FOUND,
          message: 'none',
        }),
      );
    let fail = true;
    answers[LOTTERY_PATHS.winningRecords] = () =>
      fail
        ? Promise.reject(new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' }))
        : Promise.resolve({ records: [], pageInfoVO: { hasMore: false } } satisfies WinningRecordsData);
    renderPage(<WinningRecordsPage />, '/platform/winningRecords');
    expect(await screen.findByText(lt('panel.noActivityTitle'))).toBeTruthy();
    const retry = await screen.findByTestId('error-state-retry');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText(lt('records.emptyTitle'))).toBeTruthy();
  });

  it('draws and shows the prize, with the way to My coupons', async () => {
    answers[LOTTERY_PATHS.draw] = () =>
      Promise.resolve({
        drawId: '960000043',
        periodId: '1002',
        ordinal: 1,
        prize: prize('101', 5_000),
        stockOut: false,
        couponId: '700000001',
        drawnAt: '2026-01-01T00:12:00.000Z',
        chancesLeft: 0,
      });
    renderPage(<WinningRecordsPage />, '/platform/winningRecords');
    fireEvent.click(await screen.findByTestId('lottery-draw'));
    const result = await screen.findByTestId('lottery-result');
    expect(result.getAttribute('data-outcome')).toBe('prize');
    expect(result.textContent).toContain('Angpao 101');
    expect(screen.getByTestId('lottery-result-coupons').getAttribute('href')).toBe(
      '/platform/myCouponList?tab=redEnvelope',
    );
  });

  it('opens a draw’s check from the address: verified in the browser, or not yet revealed', async () => {
    const view = renderPage(<WinningRecordsPage />, `/platform/winningRecords?drawId=${VECTOR.drawId}`);
    const verdict = await screen.findByTestId('lottery-verdict');
    await waitFor(() => expect(verdict.getAttribute('data-state')).toBe('verified'));
    expect(verdict.textContent).toContain(lt('verify.verified'));
    fireEvent.click(screen.getByTestId('lottery-verify-close'));
    await waitFor(() => expect(view.href()).toBe('/platform/winningRecords'));

    answers[LOTTERY_PATHS.verify] = () =>
      Promise.resolve({ ...verification, drawId: '960000099', seed: null, revealed: false });
    view.navigate('/platform/winningRecords?drawId=960000099');
    const pending = await screen.findByTestId('lottery-verdict');
    await waitFor(() => expect(pending.getAttribute('data-state')).toBe('pending'));
    expect(pending.textContent).toContain(lt('verify.pending'));
  });
});
