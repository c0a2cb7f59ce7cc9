import type { CartData, CartLine } from '@lahap/contract/ordering/schemas';
import { ROUND_STATUSES, type RoundStatus } from '@lahap/contract/ordering/states';

/** A round as the table sees it: its lines and how far the kitchen has got. */
export interface SentRound {
  roundNo: number;
  status: RoundStatus;
  lines: CartLine[];
}

/** The cart split as the sheet shows it. */
export interface CartView {
  /** Lines not yet sent, everyone's, oldest first. */
  unsent: CartLine[];
  /** Sent rounds, newest first. */
  rounds: SentRound[];
  unsentCount: number;
  unsentTotal: number;
  /** How many dishes the table has ordered in all, sent or not. */
  allCount: number;
}

const lineAmount = (line: CartLine) => line.quantity * line.unitPrice;

/**
 * The round's step: the least advanced of its lines (a line the staff added later may trail the
 * rest), so the chip never says more than the kitchen has done.
 */
function roundStatusOf(lines: CartLine[]): RoundStatus {
  let least = ROUND_STATUSES.length - 1;
  for (const line of lines) {
    const step = ROUND_STATUSES.indexOf(line.status as RoundStatus);
    if (step >= 0 && step < least) least = step;
  }
  return ROUND_STATUSES[least] ?? 'SENT';
}

export function cartViewOf(cart: CartData): CartView {
  const unsent = cart.lines.filter((line) => line.status === 'CART' || line.roundNo === null);
  const byRound = new Map<number, CartLine[]>();
  for (const line of cart.lines) {
    if (line.status === 'CART' || line.roundNo === null) continue;
    byRound.set(line.roundNo, [...(byRound.get(line.roundNo) ?? []), line]);
  }
  const rounds = [...byRound.entries()]
    .sort(([a], [b]) => b - a)
    .map(([roundNo, lines]) => ({ roundNo, lines, status: roundStatusOf(lines) }));
  return {
    unsent,
    rounds,
    unsentCount: unsent.reduce((sum, line) => sum + line.quantity, 0),
    unsentTotal: unsent.reduce((sum, line) => sum + lineAmount(line), 0),
    allCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * Whether this phone may change the line: its own (the server's rule, 1007006), not yet sent,
 * and the bill not being paid (1007004).
 */
export function canEditLine(line: CartLine, cart: Pick<CartData, 'participantId' | 'locked'>): boolean {
  return !cart.locked && line.status === 'CART' && line.participantId === cart.participantId;
}

export { lineAmount };
