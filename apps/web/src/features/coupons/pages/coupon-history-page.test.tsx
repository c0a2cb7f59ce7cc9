import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { MyCouponsData } from '@lahap/contract/coupons/schemas';
import { formatDate } from '@lahap/contract/format';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { FakeIntersectionObserver, nearBottom, resetWatchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { formatDateTime } from '../model/format-time';
import { couponFixture, couponPage, envelopeFixture } from '../test/coupon-fixtures';
import CouponHistoryPage from './coupon-history-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const post = vi.mocked(apiPost);
const ct = i18n.getFixedT('id-ID', 'coupons');
const USED_AT = '2025-05-09T06:30:00.000Z';
const ENDED = '2025-05-01T17:00:00.000Z';

let answers: Record<string, MyCouponsData[]>;

function listBodies() {
  return post.mock.calls
    .filter(([path]) => path === COUPON_PATHS.myCoupons)
    .map(([, body]) => body as Record<string, unknown>);
}

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  answers = {
    SAAS: [
      couponPage(
        [
          couponFixture('1', {
            status: 'used',
            couponStatus: 'USED',
            usedTime: USED_AT,
            remainingDays: null,
          }),
          couponFixture('2', { status: 'locked', usedTime: USED_AT }),
          couponFixture('3', {
            status: 'expired',
            couponStatus: 'EXPIRED',
            effectiveEndTime: ENDED,
            remainingDays: null,
          }),
        ],
        true,
      ),
      couponPage(
        [couponFixture('4', { status: 'expired', couponStatus: 'INVALID', remainingDays: null })],
        false,
      ),
    ],
    LOCAL_LIFE: [
      couponPage([envelopeFixture('9', { status: 'used', couponStatus: 'USED', usedTime: USED_AT })], false),
    ],
  };
  post.mockReset();
  post.mockImplementation((path, body) => {
    if (path !== COUPON_PATHS.myCoupons) return Promise.reject(new Error(`unexpected call ${path}`));
    const { business, pageNo } = body as { business: string; pageNo: number };
    const answer = answers[business]?.[pageNo - 1];
    return answer ? Promise.resolve(answer as never) : Promise.reject(new Error(`no page ${String(pageNo)}`));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('coupon history', () => {
  it('lists the used, expired and invalid store coupons, page after page', async () => {
    renderPage(<CouponHistoryPage />, '/platform/historyOffers');
    await screen.findByText('Kupon 1');
    expect(listBodies()[0]).toMatchObject({ pageNo: 1, pageSize: 20, business: 'SAAS', status: 'history' });
    nearBottom();
    await screen.findByText('Kupon 4');
    expect(listBodies()[1]).toMatchObject({ pageNo: 2, status: 'history' });
  });

  it('shows the verified time of used and locked coupons, and when expired ones ended', async () => {
    renderPage(<CouponHistoryPage />, '/platform/historyOffers');
    await screen.findByText('Kupon 1');
    const footers = screen.getAllByTestId('coupon-footer');
    const verified = ct('footer.verified', { time: formatDateTime(Date.parse(USED_AT), 'id-ID') });
    expect(verified).toBe('Diverifikasi 09-05-2025 13:30');
    expect(footers[0]!.textContent).toBe(verified);
    expect(footers[1]!.textContent).toBe(verified);
    expect(footers[2]!.textContent).toBe(
      ct('footer.expired', { date: formatDate(Date.parse(ENDED) - 1, 'id-ID') }),
    );
    const used = screen.getAllByTestId('coupon-card')[0]!;
    expect(within(used).getByTestId('coupon-status').textContent).toBe(ct('status.used'));
    expect(used.dataset.muted).toBe('true');
    expect(within(used).queryByTestId('coupon-use')).toBeNull();
  });

  it('has the red envelopes in the second tab', async () => {
    renderPage(<CouponHistoryPage />, '/platform/historyOffers');
    await screen.findByText('Kupon 1');
    fireEvent.click(screen.getByText(ct('tabs.redEnvelope')));
    await screen.findByText('Angpao 9');
    expect(listBodies().at(-1)).toMatchObject({ business: 'LOCAL_LIFE', status: 'history' });
  });

  it('shows its own empty state', async () => {
    answers.SAAS = [couponPage([], false)];
    renderPage(<CouponHistoryPage />, '/platform/historyOffers');
    expect((await screen.findByTestId('empty-state')).textContent).toContain(ct('empty.historyStoreTitle'));
  });

  it('asks a guest to log in', async () => {
    useSessionStore.getState().clear();
    renderPage(<CouponHistoryPage />, '/platform/historyOffers');
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
