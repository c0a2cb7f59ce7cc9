/**
 * Unread counters behind the red dots on the bottom tabs (spec §2 "Home and tabs", §4 "Unread
 * counters"): per page of UNREAD_PAGES, a count per item and their total. The account page also
 * counts new coupons for the dot on "My coupons". They belong to the customer logged in: logging
 * out (or another customer logging in) starts them from zero.
 */
import { UNREAD_PAGES, type UnreadPage } from '@lahap/contract/enums';
import { create } from 'zustand';
import { useSessionStore } from '../session/session-store';

/** The account page's item for newly received coupons. */
export const NEW_COUPONS_ITEM = 'coupons';

export interface PageUnread {
  /** Unread count per item id (an order, a message, a coupon batch …). */
  readonly items: Readonly<Record<string, number>>;
  readonly totalUnread: number;
}

export interface UnreadState {
  readonly pages: Readonly<Record<UnreadPage, PageUnread>>;
  /** New coupons in "My coupons" on the account page. */
  readonly accountCouponCount: number;
  increment(page: UnreadPage, item: string, by?: number): void;
  /** Never goes below zero. */
  decrement(page: UnreadPage, item: string, by?: number): void;
  /** Clears one item, or the whole page when no item is given. */
  reset(page: UnreadPage, item?: string): void;
  setAccountCouponCount(count: number): void;
  /** A newly received coupon: the account page's total and its coupon count rise by 1. */
  receiveCoupon(): void;
  /** The customer went to their coupons: the account page's coupon item and count clear. */
  clearCoupons(): void;
  resetAll(): void;
}

const EMPTY_PAGE: PageUnread = { items: {}, totalUnread: 0 };

function emptyPages(): Record<UnreadPage, PageUnread> {
  return Object.fromEntries(UNREAD_PAGES.map((page) => [page, EMPTY_PAGE])) as Record<UnreadPage, PageUnread>;
}

function toCount(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

function withItem(page: PageUnread, item: string, count: number): PageUnread {
  const others = Object.entries(page.items).filter(([key]) => key !== item);
  const items = Object.fromEntries(count > 0 ? [...others, [item, count]] : others);
  const totalUnread = Object.values(items).reduce((sum: number, n: number) => sum + n, 0);
  return { items, totalUnread };
}

export const useUnreadStore = create<UnreadState>()((set) => {
  const changed = (state: UnreadState, page: UnreadPage, item: string, delta: number) => {
    const current = state.pages[page];
    const next = toCount((current.items[item] ?? 0) + delta);
    return { ...state.pages, [page]: withItem(current, item, next) };
  };
  const update = (page: UnreadPage, item: string, delta: number) =>
    set((state) => ({ pages: changed(state, page, item, delta) }));

  return {
    pages: emptyPages(),
    accountCouponCount: 0,
    increment: (page, item, by = 1) => update(page, item, toCount(by)),
    decrement: (page, item, by = 1) => update(page, item, -toCount(by)),
    reset: (page, item) =>
      set((state) => ({
        pages: {
          ...state.pages,
          [page]: item === undefined ? EMPTY_PAGE : withItem(state.pages[page], item, 0),
        },
      })),
    setAccountCouponCount: (count) => set({ accountCouponCount: toCount(count) }),
    receiveCoupon: () =>
      set((state) => ({
        pages: changed(state, 'account', NEW_COUPONS_ITEM, 1),
        accountCouponCount: state.accountCouponCount + 1,
      })),
    clearCoupons: () =>
      set((state) => ({
        pages: { ...state.pages, account: withItem(state.pages.account, NEW_COUPONS_ITEM, 0) },
        accountCouponCount: 0,
      })),
    resetAll: () => set({ pages: emptyPages(), accountCouponCount: 0 }),
  };
});

/** Whether a page's tab shows a red dot. */
export function selectHasUnread(page: UnreadPage): (state: UnreadState) => boolean {
  return (state) => state.pages[page].totalUnread > 0 || (page === 'account' && state.accountCouponCount > 0);
}

// Counters are one customer's: when the logged-in customer leaves (logout, an expired session,
// another account), theirs go with them.
useSessionStore.subscribe((state, previous) => {
  const before = previous.tokenInfo?.userId;
  if (before !== undefined && state.tokenInfo?.userId !== before) useUnreadStore.getState().resetAll();
});
