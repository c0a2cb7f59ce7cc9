import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { Coupon, MyCouponsData } from '@lahap/contract/coupons/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../api-client/client';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session/session-store';
import { envelopeBlock, SelectRedEnvelopeDrawer } from './select-red-envelope-drawer';

vi.mock('../api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const post = vi.mocked(apiPost);
const ct = i18n.getFixedT('id-ID', 'coupons');
const DAY_MS = 86_400_000;

function envelope(id: string, minimumSpend: number, overrides: Partial<Coupon> = {}): Coupon {
  const now = Date.now();
  return {
    id,
    templateId: '44000001',
    batchId: '45000001',
    business: 'LOCAL_LIFE',
    name: { 'id-ID': `Angpao ${id}` },
    couponSubTitle: {},
    couponLabel: { 'id-ID': 'Angpao' },
    logoUrl: '',
    status: 'valid',
    couponStatus: 'VALID',
    discountAmount: 10_000,
    minimumSpend,
    effectiveStartTime: new Date(now - DAY_MS).toISOString(),
    effectiveEndTime: new Date(now + 7 * DAY_MS).toISOString(),
    usedTime: null,
    receivedTime: new Date(now - DAY_MS).toISOString(),
    remainingDays: 7,
    scopeOrderFoodTypes: [3],
    applicableStoreName: null,
    multiStoreSign: true,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
    ...overrides,
  };
}

let wallet: MyCouponsData;

function renderDrawer(props: { selectedId?: string | null; orderAmount?: number } = {}) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SelectRedEnvelopeDrawer
        open
        onClose={onClose}
        orderAmount={props.orderAmount ?? 60_000}
        productId="301"
        selectedId={props.selectedId ?? null}
        onSelect={onSelect}
      />
    </QueryClientProvider>,
  );
  return { onSelect, onClose };
}

function options() {
  return screen.getAllByTestId('red-envelope-option');
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  wallet = {
    couponList: [envelope('1', 100_000), envelope('2', 25_000), envelope('3', 50_000)],
    pageInfoVO: { hasMore: false },
  };
  post.mockReset();
  post.mockImplementation((path) =>
    path === COUPON_PATHS.myCoupons
      ? Promise.resolve(wallet as never)
      : Promise.reject(new Error(`unexpected call ${path}`)),
  );
});

afterEach(() => {
  useSessionStore.getState().clear();
});

describe('the select red envelope drawer', () => {
  it('lists the customer’s valid red envelopes, usable ones first', async () => {
    renderDrawer();
    await screen.findByText('Angpao 1');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ business: 'LOCAL_LIFE', status: 'valid', pageNo: 1 });
    expect(options().map((option) => option.dataset.couponId)).toEqual(['2', '3', '1']);
  });

  it('greys an envelope whose minimum spend is above the order, with the shortfall', async () => {
    renderDrawer({ orderAmount: 60_000 });
    await screen.findByText('Angpao 1');
    const [usable, alsoUsable, greyed] = options();
    expect(usable!.getAttribute('aria-disabled')).toBe('false');
    expect(alsoUsable!.getAttribute('aria-disabled')).toBe('false');
    expect(greyed!.getAttribute('aria-disabled')).toBe('true');
    expect(within(greyed!).getByTestId('red-envelope-reason').textContent).toBe(
      ct('drawer.shortfall', { amount: 'Rp 40.000' }),
    );
    expect(within(usable!).queryByTestId('red-envelope-reason')).toBeNull();
  });

  it('counts an order of exactly the minimum spend as enough', async () => {
    renderDrawer({ orderAmount: 50_000 });
    await screen.findByText('Angpao 3');
    const three = options().find((option) => option.dataset.couponId === '3')!;
    expect(three.getAttribute('aria-disabled')).toBe('false');
  });

  it('selects one envelope and closes; a greyed one cannot be chosen', async () => {
    const { onSelect, onClose } = renderDrawer();
    await screen.findByText('Angpao 1');
    fireEvent.click(options().find((option) => option.dataset.couponId === '1')!);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(options().find((option) => option.dataset.couponId === '2')!);
    expect(onSelect).toHaveBeenCalledWith('2');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers "no red envelope", checked while none is chosen', async () => {
    const { onSelect } = renderDrawer();
    await screen.findByText('Angpao 1');
    const none = screen.getByTestId('red-envelope-none');
    expect(none.getAttribute('aria-checked')).toBe('true');
    expect(options().every((option) => option.getAttribute('aria-checked') === 'false')).toBe(true);
    fireEvent.click(none);
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('marks the chosen envelope as the only checked one', async () => {
    renderDrawer({ selectedId: '3' });
    await screen.findByText('Angpao 3');
    const checked = screen.getAllByRole('radio', { checked: true });
    expect(checked).toHaveLength(1);
    expect(checked[0]!.dataset.couponId).toBe('3');
  });

  it('says so when the customer has no red envelope', async () => {
    wallet = { couponList: [], pageInfoVO: { hasMore: false } };
    renderDrawer();
    expect((await screen.findByTestId('red-envelope-drawer-empty')).textContent).toBe(ct('drawer.empty'));
    expect(screen.getByTestId('red-envelope-none')).toBeTruthy();
  });
});

describe('envelopeBlock', () => {
  it('blocks an envelope held by another order or not yet valid, whatever the order', () => {
    expect(envelopeBlock(envelope('1', 0, { status: 'locked' }), 1_000_000)).toEqual({ kind: 'locked' });
    const start = new Date(Date.now() + DAY_MS).toISOString();
    expect(
      envelopeBlock(envelope('1', 0, { status: 'not_effective', effectiveStartTime: start }), 1_000_000),
    ).toEqual({ kind: 'notEffective', from: Date.parse(start) });
  });

  it('blocks by the shortfall below the minimum spend, and passes at or above it', () => {
    expect(envelopeBlock(envelope('1', 25_000), 20_000)).toEqual({ kind: 'shortfall', amount: 5_000 });
    expect(envelopeBlock(envelope('1', 25_000), 25_000)).toBeNull();
    expect(envelopeBlock(envelope('1', 0), 0)).toBeNull();
  });
});
