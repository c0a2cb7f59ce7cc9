import { COUPON_TOAST_MS } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { StoreCard as StoreCardData } from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { useHeldBatchesByPage } from '@/shared/coupons/coupon-api';
import { resetNotCollectedForTest } from '@/shared/coupons/use-coupon-claim';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { storeCardFixture } from './store-card-fixtures';
import { StoreCard } from './store-card';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);

const COUPONS: StoreCardData['couponList'] = [
  {
    couponBatchId: '701',
    couponTemplateId: '9701',
    couponName: { 'id-ID': 'Potongan 10 ribu' },
    discountAmount: 10000,
    minimumSpend: 50000,
  },
  {
    couponBatchId: '702',
    couponTemplateId: '9702',
    couponName: { 'id-ID': 'Potongan 5 ribu' },
    discountAmount: 5000,
    minimumSpend: 0,
  },
];
const STORE = storeCardFixture({ couponList: COUPONS });

type Handler = (body: Record<string, unknown>) => unknown;
let handlers: Record<string, Handler>;
/** What the held coupons wait for before answering; a test holds it back to see the card meanwhile. */
let heldAnswer: Promise<void> = Promise.resolve();

function bodiesOf(path: string) {
  return post.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);
}

/**
 * Serves the coupons as the server keeps them: a batch claimed through `receive` is held with
 * its new coupon from then on. `before` runs ahead of a batch's claim: it throws to refuse it,
 * or returns a promise to hold the answer back.
 */
function serveClaims(held: Record<string, string> = {}, before: Record<string, () => unknown> = {}) {
  const holding = new Map(Object.entries(held));
  let next = 8001;
  handlers = {
    [COUPON_PATHS.heldBatches]: async (body) => {
      await heldAnswer;
      return {
        heldList: (body.batchIds as string[])
          .filter((batchId) => holding.has(batchId))
          .map((batchId) => ({ batchId, couponId: holding.get(batchId) })),
      };
    },
    [COUPON_PATHS.receive]: async (body) => {
      const batchId = body.couponBatchId as string;
      await before[batchId]?.();
      const couponId = String(next++);
      holding.set(batchId, couponId);
      return { couponIds: [couponId] };
    },
  };
}

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

/** The card as the home list shows it: the held coupons asked for its page of stores. */
function HomeCard({ store }: { store: StoreCardData }) {
  const held = useHeldBatchesByPage([store.couponList.map((coupon) => coupon.couponBatchId)]);
  return <StoreCard store={store} coupons="claim" heldCoupons={held} />;
}

function renderCard(node = <HomeCard store={STORE} />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {node}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function coupon(batchId: string): HTMLElement {
  const found = screen
    .getAllByTestId('store-card-coupon')
    .find((element) => element.dataset.batchId === batchId);
  if (!found) throw new Error(`no coupon ${batchId}`);
  return found;
}

const serverError = (code: string, message: string) => new ApiRequestError({ kind: 'server', code, message });

function logIn() {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
}

beforeEach(() => {
  heldAnswer = Promise.resolve();
  serveClaims();
  post.mockReset();
  post.mockImplementation((path, body) => {
    const handler = handlers[path];
    if (!handler) return Promise.reject(new Error(`unexpected call ${path}`));
    try {
      return Promise.resolve(handler(body as Record<string, unknown>)) as never;
    } catch (error) {
      return Promise.reject(error as Error) as never;
    }
  });
});

afterEach(() => {
  vi.useRealTimers();
  toast.mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
  resetNotCollectedForTest();
});

describe('StoreCard coupons', () => {
  it('names the coupons inside the link by default, with nothing to press', () => {
    renderCard(<StoreCard store={STORE} />);
    const link = screen.getByTestId('store-card');
    expect(link.tagName).toBe('A');
    expect(within(link).getByRole('list', { name: 'Kupon' }).textContent).toBe(
      'Potongan Rp 10.000Potongan Rp 5.000',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('lists claimable coupons beside the link, which still opens the store', () => {
    renderCard();
    const card = screen.getByRole('article', { name: /Warung Sate Pak Kumis/ });
    const link = within(card).getByTestId('store-card');
    expect(link.getAttribute('href')).toBe('/platform/merchant?storeId=101');
    expect(link.dataset.storeId).toBe('101');
    expect(within(link).queryByText('Potongan Rp 10.000')).toBeNull();
    expect(within(link).queryByRole('button')).toBeNull();

    const claims = within(card).getAllByRole('button');
    expect(claims.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ambil: Potongan Rp 10.000',
      'Ambil: Potongan Rp 5.000',
    ]);
    expect(claims.map((button) => button.textContent)).toEqual(['Ambil', 'Ambil']);
    // A guest holds nothing: no one is asked.
    expect(bodiesOf(COUPON_PATHS.heldBatches)).toHaveLength(0);

    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/platform/merchant?storeId=101');
  });

  it('shows Use on a coupon the customer holds, leading to that coupon', async () => {
    logIn();
    serveClaims({ '702': '5555' });
    renderCard();
    const use = await within(coupon('702')).findByRole('link', { name: 'Pakai: Potongan Rp 5.000' });
    expect(use.textContent).toBe('Pakai');
    expect(use.getAttribute('href')).toBe('/platform/couponDetail?couponId=5555');
    expect(within(coupon('701')).getByTestId('coupon-claim')).toBeTruthy();
    expect(bodiesOf(COUPON_PATHS.heldBatches)).toEqual([
      expect.objectContaining({ batchIds: ['701', '702'] }),
    ]);

    fireEvent.click(use);
    expect(screen.getByTestId('where').textContent).toBe('/platform/couponDetail?couponId=5555');
  });

  it('forgets what a customer held once they log out: a guest sees Claim, not their coupon', async () => {
    logIn();
    serveClaims({ '702': '5555' });
    renderCard();
    await within(coupon('702')).findByTestId('coupon-use');
    act(() => useSessionStore.getState().clear());
    expect(within(coupon('702')).getByTestId('coupon-claim')).toBeTruthy();
    expect(within(coupon('702')).queryByTestId('coupon-use')).toBeNull();
  });

  it('claims: a 3 s toast, Use with the new coupon at once, and the held coupons asked again', async () => {
    logIn();
    renderCard();
    await waitFor(() => expect(bodiesOf(COUPON_PATHS.heldBatches)).toHaveLength(1));
    await waitFor(() => expect(within(coupon('701')).getByTestId('coupon-claim')).toBeTruthy());
    let answerHeld: () => void = () => undefined;
    heldAnswer = new Promise((resolve) => (answerHeld = resolve));
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('Berhasil diambil', COUPON_TOAST_MS));
    expect(bodiesOf(COUPON_PATHS.receive)).toEqual([
      expect.objectContaining({ couponBatchId: '701', couponTemplateIds: ['9701'] }),
    ]);
    expect(bodiesOf(COUPON_PATHS.receive)[0]).not.toHaveProperty('activityId');
    // Before the held coupons answer again, the claim's own answer has turned the card.
    const use = await within(coupon('701')).findByTestId('coupon-use');
    expect(use.getAttribute('href')).toBe('/platform/couponDetail?couponId=8001');
    await waitFor(() => expect(bodiesOf(COUPON_PATHS.heldBatches)).toHaveLength(2));
    await act(async () => answerHeld());
    expect(within(coupon('701')).getByTestId('coupon-use').getAttribute('href')).toBe(
      '/platform/couponDetail?couponId=8001',
    );
    expect(within(coupon('702')).getByTestId('coupon-claim')).toBeTruthy();
  });

  it("goes on with a guest's claim once they have logged in", async () => {
    renderCard();
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));
    await waitFor(() => expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' }));
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(0);

    logIn();
    act(() => closeLoginGate(true));
    expect((await within(coupon('701')).findByTestId('coupon-use')).getAttribute('href')).toBe(
      '/platform/couponDetail?couponId=8001',
    );
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith('Berhasil diambil', COUPON_TOAST_MS);
    // Whatever the held coupons answered while the claim ran, the card ends on the server's word.
    await waitFor(() => expect(post.mock.calls.at(-1)?.[0]).toBe(COUPON_PATHS.heldBatches));
    expect(within(coupon('701')).getByTestId('coupon-use').getAttribute('href')).toBe(
      '/platform/couponDetail?couponId=8001',
    );
  });

  it('claims nothing when the guest closes the login prompt', async () => {
    renderCard();
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));
    await waitFor(() => expect(useLoginGateStore.getState().open).toBe(true));
    act(() => closeLoginGate(false));
    await waitFor(() =>
      expect(within(coupon('701')).getByTestId('coupon-claim').hasAttribute('disabled')).toBe(false),
    );
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('greys the coupon with the server message on 9000002, and keeps it greyed when shown again', async () => {
    logIn();
    serveClaims(
      {},
      {
        '701': () => {
          throw serverError('9000002', 'Kupon ini sudah tidak bisa diambil');
        },
      },
    );
    const { unmount } = renderCard();
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Kupon ini sudah tidak bisa diambil', COUPON_TOAST_MS),
    );
    await waitFor(() => expect(coupon('701').dataset.greyed).toBe('true'));
    expect(within(coupon('701')).queryByRole('button')).toBeNull();
    expect(within(coupon('701')).getByTestId('coupon-unavailable').textContent).toBe('Tidak tersedia');
    expect(coupon('702').dataset.greyed).toBe('false');
    unmount();

    renderCard();
    expect(coupon('701').dataset.greyed).toBe('true');
    expect(within(coupon('701')).queryByTestId('coupon-claim')).toBeNull();
  });

  it.each([
    [
      'the server message',
      serverError('1003001', 'Kamu sudah mencapai batas kupon ini'),
      'Kamu sudah mencapai batas kupon ini',
    ],
    [
      '"failed to claim" without an answer',
      new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' }),
      'Gagal mengambil',
    ],
  ])('shows %s when a claim fails, and leaves Claim', async (_, error, text) => {
    logIn();
    serveClaims(
      {},
      {
        '701': () => {
          throw error;
        },
      },
    );
    renderCard();
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(text, COUPON_TOAST_MS));
    expect(coupon('701').dataset.greyed).toBe('false');
    await waitFor(() =>
      expect(within(coupon('701')).getByTestId('coupon-claim').hasAttribute('disabled')).toBe(false),
    );
    expect(within(coupon('701')).queryByTestId('coupon-use')).toBeNull();
  });

  it('makes one call for a double tap: busy while it runs, and taps ignored for 1 s', async () => {
    logIn();
    let answer: () => void = () => undefined;
    serveClaims(
      {},
      {
        '701': () => {
          throw serverError('1003002', 'Batas hari ini tercapai');
        },
        '702': () => new Promise<void>((resolve) => (answer = resolve)),
      },
    );
    renderCard();
    const claim = within(coupon('702')).getByTestId('coupon-claim');
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(claim.getAttribute('aria-busy')).toBe('true'));
    expect(claim.hasAttribute('disabled')).toBe(true);
    fireEvent.click(claim);
    await act(async () => answer());
    await within(coupon('702')).findByTestId('coupon-use');
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(1);

    // A claim that fails at once still holds the button for the rest of the second.
    vi.useFakeTimers({ toFake: ['Date'] });
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Batas hari ini tercapai', COUPON_TOAST_MS));
    await waitFor(() =>
      expect(within(coupon('701')).getByTestId('coupon-claim').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(2);
    vi.setSystemTime(Date.now() + 1_000);
    fireEvent.click(within(coupon('701')).getByTestId('coupon-claim'));
    await waitFor(() => expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(3));
  });
});
