import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { selectHasUnread, useUnreadStore } from './unread-store';

const store = () => useUnreadStore.getState();

describe('unread store', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    store().resetAll();
  });

  it('starts empty for every page', () => {
    expect(store().pages.home).toEqual({ items: {}, totalUnread: 0 });
    expect(store().pages.order.totalUnread).toBe(0);
    expect(store().pages.account.totalUnread).toBe(0);
    expect(store().accountCouponCount).toBe(0);
  });

  it('counts per item and totals per page', () => {
    store().increment('order', 'o-1');
    store().increment('order', 'o-1');
    store().increment('order', 'o-2', 3);
    expect(store().pages.order.items).toEqual({ 'o-1': 2, 'o-2': 3 });
    expect(store().pages.order.totalUnread).toBe(5);
    expect(store().pages.home.totalUnread).toBe(0);
  });

  it('never decrements below zero', () => {
    store().increment('home', 'banner');
    store().decrement('home', 'banner', 5);
    store().decrement('home', 'never-seen');
    expect(store().pages.home.items).toEqual({});
    expect(store().pages.home.totalUnread).toBe(0);
  });

  it('ignores negative or fractional steps instead of corrupting counts', () => {
    store().increment('home', 'a', -4);
    store().increment('home', 'b', 2.7);
    expect(store().pages.home.items).toEqual({ b: 2 });
  });

  it('resets one item or a whole page', () => {
    store().increment('account', 'x', 2);
    store().increment('account', 'y', 1);
    store().reset('account', 'x');
    expect(store().pages.account).toEqual({ items: { y: 1 }, totalUnread: 1 });
    store().reset('account');
    expect(store().pages.account.totalUnread).toBe(0);
  });

  it('keeps a coupon count on the account page that lights its dot', () => {
    expect(selectHasUnread('account')(store())).toBe(false);
    store().setAccountCouponCount(2);
    expect(store().accountCouponCount).toBe(2);
    expect(selectHasUnread('account')(store())).toBe(true);
    expect(selectHasUnread('home')(store())).toBe(false);
    store().setAccountCouponCount(-1);
    expect(store().accountCouponCount).toBe(0);
  });

  it('lights a tab dot while its page has unread items', () => {
    store().increment('order', 'o-1');
    expect(selectHasUnread('order')(store())).toBe(true);
    store().decrement('order', 'o-1');
    expect(selectHasUnread('order')(store())).toBe(false);
  });

  it('raises the account total and the coupon count by 1 for each newly received coupon', () => {
    store().increment('account', 'message', 2);
    store().receiveCoupon();
    store().receiveCoupon();
    expect(store().accountCouponCount).toBe(2);
    expect(store().pages.account.totalUnread).toBe(4);
    expect(selectHasUnread('account')(store())).toBe(true);

    store().clearCoupons();
    expect(store().accountCouponCount).toBe(0);
    expect(store().pages.account).toEqual({ items: { message: 2 }, totalUnread: 2 });
    store().clearCoupons();
    store().decrement('account', 'message', 3);
    expect(store().pages.account.totalUnread).toBe(0);
    expect(store().accountCouponCount).toBe(0);
  });

  it('starts from zero when the customer logs out or another one logs in, not when tokens refresh', () => {
    const session = useSessionStore.getState();
    session.setTokens({ accessToken: 'a1', refreshToken: 'r1', userId: 'u1' });
    store().receiveCoupon();
    store().increment('order', 'o-1');
    session.setTokens({ accessToken: 'a2', refreshToken: 'r2', userId: 'u1' });
    expect(store().accountCouponCount).toBe(1);
    expect(store().pages.order.totalUnread).toBe(1);

    session.clear();
    expect(store().accountCouponCount).toBe(0);
    expect(store().pages.account.totalUnread).toBe(0);
    expect(store().pages.order.totalUnread).toBe(0);

    session.setTokens({ accessToken: 'a3', refreshToken: 'r3', userId: 'u2' });
    store().receiveCoupon();
    session.setTokens({ accessToken: 'a4', refreshToken: 'r4', userId: 'u3' });
    expect(store().accountCouponCount).toBe(0);
  });
});
