import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { renderPage } from '@/test/render-page';
import { detailFixture, envelopeFixture, templateFixture } from '../test/coupon-fixtures';
import RedEnvelopeDetailPage from './red-envelope-detail-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const ct = i18n.getFixedT('id-ID', 'coupons');

const envelopeDetail = detailFixture({
  template: templateFixture({
    business: 'LOCAL_LIFE',
    templateId: '44000002',
    batchId: '45000002',
    discountAmount: 10_000,
    minimumSpend: 50_000,
    couponLabel: { 'id-ID': 'Angpao' },
  }),
  coupon: envelopeFixture('8002'),
  rules: ['Berlaku untuk belanja minimal Rp 50.000.', 'Satu angpao per pesanan, tidak bisa digabung.'],
  applicableStoreCount: 0,
});

function renderEnvelope(query: string) {
  return renderPage(
    <RedEnvelopeDetailPage />,
    `/platform/redEnvelopeDetail${query}`,
    '/platform/redEnvelopeDetail',
  );
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  post.mockReset();
  post.mockImplementation((path) =>
    path === COUPON_PATHS.detail
      ? Promise.resolve(envelopeDetail as never)
      : Promise.reject(new Error(`unexpected call ${path}`)),
  );
});

afterEach(() => {
  useSessionStore.getState().clear();
  vi.mocked(reportError).mockReset();
});

describe('red envelope detail', () => {
  it('shows the amount, the least order, validity and rules, and what it can buy', async () => {
    renderEnvelope('?couponId=8002');
    expect((await screen.findByTestId('coupon-amount')).textContent).toBe('Rp 10.000');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ couponId: '8002' });
    expect(screen.getByTestId('coupon-minimum').textContent).toBe(
      ct('card.minOrder', { amount: 'Rp 50.000' }),
    );
    expect(screen.getByTestId('coupon-validity').textContent).toMatch(/^Berlaku /);
    expect(within(screen.getByTestId('coupon-rules')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('coupon-products-link').getAttribute('href')).toBe(
      '/platform/redEnvelopeProducts?couponId=8002',
    );
    expect(screen.getByTestId('coupon-detail-use').getAttribute('href')).toBe(
      '/platform/redEnvelopeProducts?couponId=8002',
    );
    // A red envelope is used in the app, never at a counter.
    expect(screen.queryByTestId('counter-code')).toBeNull();
  });

  it('offers no Use for an envelope that was used', async () => {
    post.mockResolvedValue({
      ...envelopeDetail,
      coupon: envelopeFixture('8002', {
        status: 'used',
        couponStatus: 'USED',
        usedTime: new Date().toISOString(),
      }),
    } as never);
    renderEnvelope('?couponId=8002');
    expect((await screen.findByTestId('coupon-detail-status')).textContent).toBe(ct('status.used'));
    expect(screen.queryByTestId('coupon-detail-use')).toBeNull();
  });

  it('shows the page load error without couponId', async () => {
    renderEnvelope('');
    expect(await screen.findByTestId('coupon-page-load-error')).toBeTruthy();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });
});
