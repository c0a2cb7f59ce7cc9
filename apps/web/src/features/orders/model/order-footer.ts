import type { OrderCardStatus } from '@lahap/contract/enums';
import { jakartaDaysLeft } from '@lahap/contract/jakarta-day';
import type { OrderCard } from '@lahap/contract/orders/schemas';

/** What an order card's footer line says (spec §4 "Card footer by order status"). */
export type OrderFooterLine =
  /** wait_pay: whole minutes until the order is cancelled on its own. */
  | { kind: 'payWithin'; minutes: number }
  /** cancel: when it was cancelled. */
  | { kind: 'cancelled'; at: number | null }
  /** valid: whole Jakarta days its vouchers still work (0: ends today). */
  | { kind: 'daysLeft'; days: number }
  /** used or locked: when it was completed (its last voucher used). */
  | { kind: 'completed'; at: number | null }
  /** expired: the last moment its vouchers worked. */
  | { kind: 'expired'; lastMoment: number | null }
  /** return: when the money went back. */
  | { kind: 'returned'; at: number | null }
  /** not_effective: the window its vouchers work in. */
  | { kind: 'window'; from: number | null; lastMoment: number | null }
  /** not_delivery: the last moment the partner's code can be redeemed. */
  | { kind: 'redeemBy'; at: number | null };

/** The footer's button or link, if any: Pay now to the cashier, view now / redeem now to the order. */
export type OrderFooterAction = 'payNow' | 'viewNow' | 'redeemNow' | null;

export interface OrderFooter {
  line: OrderFooterLine;
  action: OrderFooterAction;
}

export type FooterOrderCard = Pick<
  OrderCard,
  | 'status'
  | 'remainPayMinutes'
  | 'cancelTime'
  | 'updateTime'
  | 'usedTime'
  | 'returnTime'
  | 'effectiveStartTime'
  | 'effectiveEndTime'
  | 'exchangeEndTime'
  | 'remainingConsumerDays'
>;

/** An ISO time as epoch ms; null when absent or unreadable. */
function msOf(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

/** The last moment of an exclusive end. */
function lastMomentOf(iso: string | null): number | null {
  const end = msOf(iso);
  return end === null ? null : end - 1;
}

/**
 * An order card's footer, one case per status of ORDER_CARD_STATUSES. A time the answer lacks
 * falls back to the card's `updateTime` (the last thing that happened to it) where that is what
 * it would be; a window's ends stay null and the words say less.
 */
export function orderFooter(card: FooterOrderCard, nowMs: number): OrderFooter {
  const status: OrderCardStatus = card.status;
  switch (status) {
    case 'wait_pay':
      return { line: { kind: 'payWithin', minutes: card.remainPayMinutes }, action: 'payNow' };
    case 'cancel':
      return { line: { kind: 'cancelled', at: msOf(card.cancelTime ?? card.updateTime) }, action: null };
    case 'valid': {
      const end = msOf(card.effectiveEndTime);
      const days = card.remainingConsumerDays ?? (end === null ? 0 : jakartaDaysLeft(nowMs, end));
      return { line: { kind: 'daysLeft', days }, action: 'viewNow' };
    }
    case 'used':
    case 'locked':
      return { line: { kind: 'completed', at: msOf(card.usedTime ?? card.updateTime) }, action: null };
    case 'expired':
      return { line: { kind: 'expired', lastMoment: lastMomentOf(card.effectiveEndTime) }, action: null };
    case 'return':
      return { line: { kind: 'returned', at: msOf(card.returnTime ?? card.updateTime) }, action: null };
    case 'not_effective':
      return {
        line: {
          kind: 'window',
          from: msOf(card.effectiveStartTime),
          lastMoment: lastMomentOf(card.effectiveEndTime),
        },
        action: null,
      };
    case 'not_delivery':
      return { line: { kind: 'redeemBy', at: msOf(card.exchangeEndTime) }, action: 'redeemNow' };
  }
}
