import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { AggregationActivityData } from '@lahap/contract/coupons/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { renderPage } from '@/test/render-page';
import { envelopeFixture, redPacketFixture } from '../test/coupon-fixtures';
import ReceiveRedEnvelopePage from './receive-red-envelope-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const ct = i18n.getFixedT('id-ID', 'coupons');
const WALLET = '/platform/myCouponList?tab=redEnvelope';

let page: AggregationActivityData;
let open: () => unknown;

function bodiesOf(path: string) {
  return post.mock.calls
    .filter(([called]) => called === path)
    .map(([, body]) => body as Record<string, unknown>);
}

function renderPacket(query = '?activityId=46000001') {
  return renderPage(
    <ReceiveRedEnvelopePage />,
    `/platform/receiveRedEnvelope${query}`,
    '/platform/receiveRedEnvelope',
  );
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  page = {
    whatsappLink: 'https://wa.me/?text=Ambil%20angpao',
    activity: redPacketFixture(),
    banner: null,
  };
  open = () => ({
    couponList: [
      envelopeFixture('8001', { discountAmount: 5_000, minimumSpend: 25_000 }),
      envelopeFixture('8002'),
      envelopeFixture('8003', { discountAmount: 20_000, minimumSpend: 100_000 }),
    ],
  });
  post.mockReset();
  post.mockImplementation((path) => {
    if (path === COUPON_PATHS.aggregationActivity) return Promise.resolve(page as never);
    if (path === COUPON_PATHS.claimAward) {
      try {
        return Promise.resolve(open() as never);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  toast.mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('the red envelope claim page', () => {
  it('shows the packet’s envelopes, their total and the WhatsApp link', async () => {
    renderPacket();
    expect((await screen.findByTestId('red-packet-total')).textContent).toBe(
      ct('redPacket.total', { amount: 'Rp 35.000' }),
    );
    expect(bodiesOf(COUPON_PATHS.aggregationActivity)[0]).toMatchObject({ activityId: '46000001' });
    const envelopes = within(screen.getByTestId('red-packet-envelopes')).getAllByRole('listitem');
    expect(envelopes.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Rp 5.000'),
      expect.stringContaining('Rp 10.000'),
      expect.stringContaining('Rp 20.000'),
    ]);
    const share = screen.getByTestId('red-packet-share');
    expect(share.getAttribute('href')).toBe('https://wa.me/?text=Ambil%20angpao');
    expect(share.getAttribute('rel')).toContain('noopener');
  });

  it('opens the packet and shows the envelopes now in the wallet, with the way there', async () => {
    renderPacket();
    fireEvent.click(await screen.findByTestId('red-packet-open'));
    const received = await screen.findByTestId('red-packet-received');
    expect(bodiesOf(COUPON_PATHS.claimAward)).toEqual([expect.objectContaining({ activityId: '46000001' })]);
    expect(within(received).getByRole('heading').textContent).toBe(ct('redPacket.receivedTitle'));
    const envelopes = within(received).getAllByTestId('red-packet-received-envelope');
    expect(envelopes.map((link) => link.getAttribute('href'))).toEqual([
      '/platform/redEnvelopeDetail?couponId=8001',
      '/platform/redEnvelopeDetail?couponId=8002',
      '/platform/redEnvelopeDetail?couponId=8003',
    ]);
    expect(within(received).getByTestId('red-packet-wallet').getAttribute('href')).toBe(WALLET);
  });

  it('asks a guest to log in before opening, and opens nothing if they do not', async () => {
    useSessionStore.getState().clear();
    renderPacket();
    fireEvent.click(await screen.findByTestId('red-packet-open'));
    await waitFor(() => expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' }));
    closeLoginGate(false);
    await waitFor(() =>
      expect(screen.getByTestId('red-packet-open').getAttribute('aria-busy')).not.toBe('true'),
    );
    expect(bodiesOf(COUPON_PATHS.claimAward)).toHaveLength(0);
  });

  it('tells a customer who opened it already, and leads to the wallet', async () => {
    page = { ...page, activity: redPacketFixture({ opened: true }) };
    renderPacket();
    const done = await screen.findByTestId('red-packet-opened');
    expect(done.textContent).toContain(ct('redPacket.alreadyOpened'));
    expect(within(done).getByTestId('red-packet-wallet').getAttribute('href')).toBe(WALLET);
    expect(screen.queryByTestId('red-packet-open')).toBeNull();
  });

  it('shows an empty state when no packet is live', async () => {
    page = { whatsappLink: null, activity: null, banner: null };
    renderPacket('');
    expect((await screen.findByTestId('empty-state')).textContent).toContain(ct('redPacket.emptyTitle'));
    expect(bodiesOf(COUPON_PATHS.aggregationActivity)[0]?.activityId).toBeUndefined();
    expect(screen.queryByTestId('red-packet-share')).toBeNull();
  });

  it('shows the server’s message when the packet cannot be opened, and asks again', async () => {
    open = () => {
      throw new ApiRequestError({ kind: 'server', code: '1003008', message: 'Aktivitas sudah berakhir' });
    };
    renderPacket();
    fireEvent.click(await screen.findByTestId('red-packet-open'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Aktivitas sudah berakhir'));
    await waitFor(() => expect(bodiesOf(COUPON_PATHS.aggregationActivity)).toHaveLength(2));
  });

  it('shows the campaign banner when there is one', async () => {
    page = {
      ...page,
      banner: {
        imageUrl: { 'id-ID': 'https://cdn.example.com/angpao.png' },
        jumpUrl: '/platform/myCouponList',
      },
    };
    renderPacket();
    const banner = await screen.findByTestId('red-packet-banner');
    expect(banner.getAttribute('href')).toBe('/platform/myCouponList');
    expect(within(banner).getByRole('img').getAttribute('alt')).toBe(ct('redPacket.bannerLabel'));
  });
});
