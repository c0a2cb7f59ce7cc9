import { BILL_SPLIT_MAX_PARTS } from '@lahap/contract/constants';
import type { BillData, BillShare, BillSplit, CartLine } from '@lahap/contract/ordering/schemas';
import { evenPartAmount } from '@lahap/contract/ordering/states';
import { lineAmount } from './cart-view';

/** How a guest chooses to pay: the contract's split modes, and the same ITEMS for a friend's lines. */
export const PAY_CHOICES = ['ALL', 'EVEN', 'ITEMS', 'FRIEND'] as const;
export type PayChoice = (typeof PAY_CHOICES)[number];

/** The fewest parts an even split has (the contract's schema: 2–BILL_SPLIT_MAX_PARTS). */
export const BILL_SPLIT_MIN_PARTS = 2;

/** Why a way to pay cannot be chosen now, mirroring the server's refusals so none comes after a tap. */
export type ChoiceBlock = 'nothingLeft' | 'evenChosen' | 'itemsChosen' | null;

/** Shares still holding their lines or part: the bill leaves released ones out, but a stale one may linger. */
export function liveShares(bill: BillData): BillShare[] {
  return bill.shares.filter((share) => share.status !== 'RELEASED');
}

/** Each sent line a live share holds, with that share (who pays it). */
export function reservedLines(bill: BillData): Map<string, BillShare> {
  const held = new Map<string, BillShare>();
  for (const share of liveShares(bill)) for (const lineId of share.lineIds) held.set(lineId, share);
  return held;
}

/**
 * Whether a way to pay is open. An even split and paying by items exclude each other (1007011),
 * and nothing can be taken once live shares cover the whole bill (1004010).
 */
export function choiceBlock(bill: BillData, choice: PayChoice): ChoiceBlock {
  if (bill.remainingAmount === 0) return 'nothingLeft';
  const live = liveShares(bill);
  if (choice === 'EVEN' && live.some((share) => share.mode === 'ITEMS')) return 'itemsChosen';
  if ((choice === 'ITEMS' || choice === 'FRIEND') && (bill.evenParts !== null || live.some(isEven))) {
    return 'evenChosen';
  }
  return null;
}

const isEven = (share: BillShare) => share.mode === 'EVEN';

/** The parts picker's first value: one part per person at the table, within the contract's bounds. */
export function defaultParts(people: number): number {
  return Math.min(BILL_SPLIT_MAX_PARTS, Math.max(BILL_SPLIT_MIN_PARTS, people));
}

/** The part the server would give next: the first one no live share holds; null when all are taken. */
export function nextEvenIndex(bill: BillData, parts: number): number | null {
  const taken = new Set(
    liveShares(bill)
      .filter(isEven)
      .map((share) => share.evenIndex),
  );
  for (let index = 1; index <= parts; index += 1) if (!taken.has(index)) return index;
  return null;
}

/** A participant's sent lines, each with the share holding it (null while free to pick). */
export function linesOf(
  bill: BillData,
  participantId: string,
): { line: CartLine; heldBy: BillShare | null }[] {
  const held = reservedLines(bill);
  return bill.lines
    .filter((line) => line.participantId === participantId)
    .map((line) => ({ line, heldBy: held.get(line.lineId) ?? null }));
}

/** The table mates a guest can pay for: those with a sent line, in the order they first sent one. */
export function friendsOf(bill: BillData, me: string): { participantId: string; displayName: string }[] {
  const seen = new Map<string, string>();
  for (const line of bill.lines) {
    if (line.participantId !== null && line.participantId !== me && !seen.has(line.participantId)) {
      seen.set(line.participantId, line.displayName);
    }
  }
  return [...seen].map(([participantId, displayName]) => ({ participantId, displayName }));
}

/** What a guest has picked on the pay sheet. */
export interface PayDraft {
  choice: PayChoice;
  parts: number;
  lineIds: readonly string[];
}

/** The split bill/pay is sent, or null while the draft names nothing to pay. */
export function splitOf(draft: PayDraft): BillSplit | null {
  switch (draft.choice) {
    case 'ALL':
      return { mode: 'ALL' };
    case 'EVEN':
      return { mode: 'EVEN', parts: draft.parts };
    case 'ITEMS':
    case 'FRIEND':
      return draft.lineIds.length > 0 ? { mode: 'ITEMS', lineIds: [...draft.lineIds] } : null;
  }
}

/**
 * The rupiah the share would be, computed as the server does (the last even part takes the
 * rounding), so the guest sees it before confirming; null when there is nothing to take.
 */
export function draftAmount(bill: BillData, draft: PayDraft): number | null {
  switch (draft.choice) {
    case 'ALL':
      return bill.remainingAmount > 0 ? bill.remainingAmount : null;
    case 'EVEN': {
      const index = nextEvenIndex(bill, draft.parts);
      return index === null ? null : evenPartAmount(bill.total, draft.parts, index);
    }
    case 'ITEMS':
    case 'FRIEND': {
      const picked = new Set(draft.lineIds);
      const amount = bill.lines
        .filter((line) => picked.has(line.lineId))
        .reduce((sum, line) => sum + lineAmount(line), 0);
      return amount > 0 ? amount : null;
    }
  }
}
