import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { API_PATHS } from '@lahap/contract/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from '@/shared/api-client/client';
import { useSessionStore } from '@/shared/session/session-store';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { renderApp } from '@/test/render-app';

vi.mock('@/shared/api-client/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  configureApiClient: vi.fn(),
}));
// The home's popups load lazily with antd-mobile's popup; these tests are about the account tab.
vi.mock('@/features/home/components/home-popup', () => ({ default: () => null }));

const post = vi.mocked(apiPost);
const USER = {
  userName: 'Budi',
  phoneNo: '81234567890',
  countryCode: '62',
  headPortrait: '',
  userId: '1001',
};

let newCoupons: { received: boolean; count: number }[];

const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);

beforeEach(() => {
  newCoupons = [];
  vi.mocked(apiGet).mockResolvedValue(null);
  post.mockImplementation((path) => {
    if (path === API_PATHS.queryUserInfo) return Promise.resolve(USER) as never;
    if (path === COUPON_PATHS.queryNewReceived) {
      return Promise.resolve(newCoupons.shift() ?? { received: false, count: 0 }) as never;
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  useSessionStore.getState().clear();
  useUnreadStore.getState().resetAll();
  vi.clearAllMocks();
});

const logIn = () =>
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: USER.userId });

describe('account tab and new coupons', () => {
  it('lights My coupons and the tab when the server reports a received coupon', async () => {
    logIn();
    newCoupons = [{ received: true, count: 2 }];
    renderApp('/platform/home/account');

    expect(await screen.findByTestId('my-coupons-dot')).toBeTruthy();
    expect(await screen.findByTestId('tab-account-dot')).toBeTruthy();
    expect(calls(COUPON_PATHS.queryNewReceived)).toHaveLength(1);
    expect(calls(COUPON_PATHS.queryNewReceived)[0]?.[2]).toMatchObject({ silent: true });
    // Raised by 1 (spec §4), whatever the count says.
    expect(useUnreadStore.getState().accountCouponCount).toBe(1);
    expect(useUnreadStore.getState().pages.account.totalUnread).toBe(1);
  });

  it('asks again each time the tab shows, and lights nothing when nothing arrived', async () => {
    logIn();
    const app = renderApp('/platform/home/account');
    await waitFor(() => expect(calls(COUPON_PATHS.queryNewReceived)).toHaveLength(1));
    await screen.findByTestId('account-name');
    expect(screen.queryByTestId('my-coupons-dot')).toBeNull();
    expect(screen.queryByTestId('tab-account-dot')).toBeNull();

    newCoupons = [{ received: true, count: 1 }];
    app.navigate('/platform/home/order');
    app.navigate('/platform/home/account');
    expect(await screen.findByTestId('my-coupons-dot')).toBeTruthy();
    expect(calls(COUPON_PATHS.queryNewReceived)).toHaveLength(2);
  });

  it('asks nothing for a guest', async () => {
    renderApp('/platform/home/account');
    await screen.findByTestId('login-prompt-button');
    expect(calls(COUPON_PATHS.queryNewReceived)).toHaveLength(0);
    expect(screen.queryByTestId('tab-account-dot')).toBeNull();
  });

  it('clears the dots when the customer opens My coupons, and when they log out', async () => {
    logIn();
    newCoupons = [{ received: true, count: 1 }];
    const app = renderApp('/platform/home/account');
    await screen.findByTestId('my-coupons-dot');
    fireEvent.click(screen.getByTestId('account-my-coupons'));
    expect(app.location()?.pathname).toBe('/platform/myCouponList');
    expect(useUnreadStore.getState().accountCouponCount).toBe(0);
    expect(useUnreadStore.getState().pages.account.totalUnread).toBe(0);

    useUnreadStore.getState().receiveCoupon();
    useSessionStore.getState().clear();
    expect(useUnreadStore.getState().accountCouponCount).toBe(0);
    expect(useUnreadStore.getState().pages.account.totalUnread).toBe(0);
  });
});
