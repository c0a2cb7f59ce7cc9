import { ORDER_CARD_STATUSES, type OrderCardStatus } from '@lahap/contract/enums';
import { describe, expect, it } from 'vitest';
import { orderCardFixture } from '../test/order-fixtures';
import { orderFooter, type OrderFooter } from './order-footer';

const NOW = Date.UTC(2025, 4, 10, 5, 0, 0);
const CANCELLED = '2025-05-09T04:00:00.000Z';
const UPDATED = '2025-05-08T02:00:00.000Z';
const USED = '2025-05-09T06:30:00.000Z';
const RETURNED = '2025-05-09T07:45:00.000Z';
const START = '2025-05-12T17:00:00.000Z';
const END = '2025-05-20T17:00:00.000Z';
const EXCHANGE_END = '2025-05-30T16:59:59.000Z';

/** One card holding every time a footer may read, in the given status. */
function card(status: OrderCardStatus, overrides: Parameters<typeof orderCardFixture>[1] = {}) {
  return orderCardFixture('1', {
    status,
    remainPayMinutes: 7,
    cancelTime: CANCELLED,
    updateTime: UPDATED,
    usedTime: USED,
    returnTime: RETURNED,
    effectiveStartTime: START,
    effectiveEndTime: END,
    exchangeEndTime: EXCHANGE_END,
    remainingConsumerDays: 4,
    ...overrides,
  });
}

/** Spec §4 "Card footer by order status", one row per status. */
const EXPECTED: Record<OrderCardStatus, OrderFooter> = {
  wait_pay: { line: { kind: 'payWithin', minutes: 7 }, action: 'payNow' },
  cancel: { line: { kind: 'cancelled', at: Date.parse(CANCELLED) }, action: null },
  valid: { line: { kind: 'daysLeft', days: 4 }, action: 'viewNow' },
  used: { line: { kind: 'completed', at: Date.parse(USED) }, action: null },
  locked: { line: { kind: 'completed', at: Date.parse(USED) }, action: null },
  expired: { line: { kind: 'expired', lastMoment: Date.parse(END) - 1 }, action: null },
  return: { line: { kind: 'returned', at: Date.parse(RETURNED) }, action: null },
  not_effective: {
    line: { kind: 'window', from: Date.parse(START), lastMoment: Date.parse(END) - 1 },
    action: null,
  },
  not_delivery: { line: { kind: 'redeemBy', at: Date.parse(EXCHANGE_END) }, action: 'redeemNow' },
};

describe('the order card footer (spec §4)', () => {
  it('has a row for every order card status', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ORDER_CARD_STATUSES].sort());
  });

  it.each(ORDER_CARD_STATUSES)('%s reads its own time and offers its own action', (status) => {
    expect(orderFooter(card(status), NOW)).toEqual(EXPECTED[status]);
  });

  it('never offers an action outside wait_pay, valid and not_delivery', () => {
    const withAction = ORDER_CARD_STATUSES.filter((status) => orderFooter(card(status), NOW).action !== null);
    expect(withAction.sort()).toEqual(['not_delivery', 'valid', 'wait_pay']);
  });

  it('shows 0 minutes, never less, when the time to pay has run out', () => {
    expect(orderFooter(card('wait_pay', { remainPayMinutes: 0 }), NOW).line).toEqual({
      kind: 'payWithin',
      minutes: 0,
    });
  });

  it('counts the Jakarta days itself when a valid card gives none', () => {
    // Ends 13 May 00:00 Jakarta (12 May 17:00 UTC): its last day is 12 May, two after 10 May.
    const footer = orderFooter(
      card('valid', { remainingConsumerDays: null, effectiveEndTime: '2025-05-12T17:00:00.000Z' }),
      NOW,
    );
    expect(footer.line).toEqual({ kind: 'daysLeft', days: 2 });
  });

  it('falls back to the last update for a cancel, completion or return time the card lacks', () => {
    const at = Date.parse(UPDATED);
    expect(orderFooter(card('cancel', { cancelTime: null }), NOW).line).toEqual({ kind: 'cancelled', at });
    expect(orderFooter(card('used', { usedTime: null }), NOW).line).toEqual({ kind: 'completed', at });
    expect(orderFooter(card('return', { returnTime: null }), NOW).line).toEqual({ kind: 'returned', at });
  });

  it('leaves a missing window or redeem time empty rather than inventing one', () => {
    expect(
      orderFooter(card('not_effective', { effectiveStartTime: null, effectiveEndTime: null }), NOW).line,
    ).toEqual({ kind: 'window', from: null, lastMoment: null });
    expect(orderFooter(card('not_delivery', { exchangeEndTime: null }), NOW).line).toEqual({
      kind: 'redeemBy',
      at: null,
    });
  });
});
