import { COUPON_LIST_SCROLL_THRESHOLD, SAAS_PAGE_LOAD_GUARD_MS } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { MyCouponsData } from '@lahap/contract/coupons/schemas';
import { formatDate } from '@lahap/contract/format';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { FakeIntersectionObserver, nearBottom, resetWatchers, watchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { couponFixture, couponPage, envelopeFixture } from '../test/coupon-fixtures';
import MyCouponsPage from './my-coupons-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const post = vi.mocked(apiPost);
const ct = i18n.getFixedT('id-ID', 'coupons');

/** The answers per business line, page by page; a page missing fails its request. */
let answers: Record<string, MyCouponsData[]>;
/** When each list request went out. */
let requestedAt: number[];

function listBodies() {
  return post.mock.calls
    .filter(([path]) => path === COUPON_PATHS.myCoupons)
    .map(([, body]) => body as Record<string, unknown>);
}

function renderWallet(path = '/platform/myCouponList') {
  return renderPage(<MyCouponsPage />, path);
}

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  requestedAt = [];
  answers = {
    SAAS: [couponPage([couponFixture('1')], false)],
    LOCAL_LIFE: [couponPage([envelopeFixture('9')], false)],
  };
  post.mockReset();
  post.mockImplementation((path, body) => {
    if (path !== COUPON_PATHS.myCoupons) return Promise.reject(new Error(`unexpected call ${path}`));
    requestedAt.push(Date.now());
    const { business, pageNo } = body as { business: string; pageNo: number };
    const answer = answers[business]?.[pageNo - 1];
    return answer ? Promise.resolve(answer as never) : Promise.reject(new Error(`no page ${String(pageNo)}`));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  useUnreadStore.getState().resetAll();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('my coupons', () => {
  it('asks a guest to log in and loads nothing', async () => {
    useSessionStore.getState().clear();
    renderWallet();
    fireEvent.click(await screen.findByTestId('login-prompt-button'));
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'coupon' });
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByTestId('coupon-history-link')).toBeNull();
  });

  it('shows placeholders, then the valid store coupons, 20 a page', async () => {
    renderWallet();
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    await screen.findByText('Kupon 1');
    expect(listBodies()[0]).toMatchObject({ pageNo: 1, pageSize: 20, business: 'SAAS', status: 'valid' });
  });

  it('pages 500 px before the end, a second after the last page arrived at the soonest', async () => {
    const first = Array.from({ length: 20 }, (_, i) => couponFixture(String(i + 1)));
    answers.SAAS = [couponPage(first, true), couponPage([couponFixture('21')], false)];
    renderWallet();
    await screen.findByText('Kupon 20');
    expect(watchers()[0]?.options?.rootMargin).toBe(`0px 0px ${String(COUPON_LIST_SCROLL_THRESHOLD)}px 0px`);

    // The sentinel is in range straight away: the guard holds the next page back.
    nearBottom();
    nearBottom();
    expect(listBodies()).toHaveLength(1);
    expect(screen.getByTestId('coupon-list-foot').textContent).toContain(i18n.t('browse:common.loadingMore'));

    await screen.findByText('Kupon 21');
    expect(listBodies()).toHaveLength(2);
    expect(listBodies()[1]).toMatchObject({ pageNo: 2, business: 'SAAS', status: 'valid' });
    expect(requestedAt[1]! - requestedAt[0]!).toBeGreaterThanOrEqual(SAAS_PAGE_LOAD_GUARD_MS);
    expect(screen.getAllByTestId('coupon-card')).toHaveLength(21);
    expect(screen.getByTestId('coupon-list-foot-no-more')).toBeTruthy();
  });

  it('writes each footer by the spec: end date, days left, expiring today', async () => {
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    answers.SAAS = [
      couponPage(
        [
          couponFixture('1', { remainingDays: 10, effectiveEndTime: end }),
          couponFixture('2', { remainingDays: 5 }),
          couponFixture('3', { remainingDays: 0 }),
        ],
        false,
      ),
    ];
    renderWallet();
    await screen.findByText('Kupon 1');
    const footers = screen.getAllByTestId('coupon-footer');
    expect(footers.map((footer) => footer.dataset.kind)).toEqual(['endDate', 'daysLeft', 'endsToday']);
    expect(footers[0]!.textContent).toBe(
      ct('footer.endDate', { date: formatDate(Date.parse(end) - 1, 'id-ID') }),
    );
    expect(footers[1]!.textContent).toBe(ct('footer.daysLeft', { count: 5 }));
    expect(footers[2]!.textContent).toBe(ct('footer.endsToday'));
  });

  it('opens a store coupon by its detail and a red envelope by its own page', async () => {
    renderWallet();
    const card = (await screen.findByText('Kupon 1')).closest('article')!;
    expect(within(card).getByTestId('coupon-open').getAttribute('href')).toBe(
      '/platform/couponDetail?couponId=1',
    );
    fireEvent.click(screen.getByText(ct('tabs.redEnvelope')));
    const envelope = (await screen.findByText('Angpao 9')).closest('article')!;
    expect(within(envelope).getByTestId('coupon-open').getAttribute('href')).toBe(
      '/platform/redEnvelopeDetail?couponId=9',
    );
    expect(within(envelope).getByTestId('coupon-use').getAttribute('href')).toBe(
      '/platform/redEnvelopeProducts?couponId=9',
    );
  });

  it('lists the red envelopes in their own tab, which a link can open', async () => {
    const app = renderWallet();
    await screen.findByText('Kupon 1');
    fireEvent.click(screen.getByText(ct('tabs.redEnvelope')));
    await screen.findByText('Angpao 9');
    expect(listBodies().at(-1)).toMatchObject({ business: 'LOCAL_LIFE', status: 'valid' });
    expect(app.location()?.search).toBe('?tab=redEnvelope');
    expect(screen.getByTestId('coupon-history-link').getAttribute('href')).toBe(
      '/platform/historyOffers?tab=redEnvelope',
    );
  });

  it('opens on the red envelopes when the address asks for them', async () => {
    renderWallet('/platform/myOffers?tab=redEnvelope');
    await screen.findByText('Angpao 9');
    expect(listBodies()).toHaveLength(1);
    expect(listBodies()[0]).toMatchObject({ business: 'LOCAL_LIFE' });
  });

  it('clears the account tab’s coupon dot', async () => {
    useUnreadStore.getState().setAccountCouponCount(2);
    useUnreadStore.getState().increment('account', 'coupons', 2);
    renderWallet();
    await screen.findByText('Kupon 1');
    expect(useUnreadStore.getState().accountCouponCount).toBe(0);
    expect(useUnreadStore.getState().pages.account.items.coupons).toBeUndefined();
  });

  it('shows the empty state with nothing to use', async () => {
    answers.SAAS = [couponPage([], false)];
    renderWallet();
    expect((await screen.findByTestId('empty-state')).textContent).toContain(ct('empty.validStoreTitle'));
  });

  it('shows an error with a retry that loads the list again', async () => {
    answers.SAAS = [];
    renderWallet();
    const retry = await screen.findByTestId('error-state-retry');
    answers.SAAS = [couponPage([couponFixture('1')], false)];
    fireEvent.click(retry);
    expect(await screen.findByText('Kupon 1')).toBeTruthy();
  });
});
