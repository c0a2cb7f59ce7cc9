import { beforeEach, describe, expect, it } from 'vitest';
import { selectHasUnread, useUnreadStore } from './unread-store';

const store = () => useUnreadStore.getState();

describe('unread store', () => {
  beforeEach(() => store().resetAll());

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
});
