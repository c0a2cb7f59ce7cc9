import type { BillShare } from '@lahap/contract/ordering/schemas';
import { describe, expect, it } from 'vitest';
import { MATE, ME, MIE_AYAM, NASI_GORENG, ES_TEH, billData, line } from '../test/fixtures';
import {
  choiceBlock,
  defaultParts,
  draftAmount,
  friendsOf,
  linesOf,
  nextEvenIndex,
  splitOf,
} from './bill-split';

const share = (overrides: Partial<BillShare>): BillShare => ({
  shareId: '1',
  amount: 1,
  status: 'OPEN',
  participantId: MATE,
  displayName: 'Sari Dewi',
  mode: 'ITEMS',
  lineIds: [],
  payMethod: 'COUNTER',
  evenIndex: null,
  paidTime: null,
  ...overrides,
});

const SENT = [
  line('601', NASI_GORENG, { roundNo: 1, status: 'SENT' }),
  line('602', MIE_AYAM, { roundNo: 1, status: 'SENT', participantId: MATE, displayName: 'Sari Dewi' }),
  line('603', ES_TEH, { roundNo: 1, status: 'SENT' }),
];

describe('cutting a share of the bill', () => {
  it('gives the last even part the rounding, and the first free part next', () => {
    const bill = billData([line('601', dishOf(100_000), { roundNo: 1, status: 'SENT' })]);
    const even = { choice: 'EVEN' as const, parts: 3, lineIds: [] };
    expect(draftAmount(bill, even)).toBe(33_333);
    const twoTaken = {
      ...bill,
      evenParts: 3,
      shares: [1, 2].map((i) => share({ mode: 'EVEN', evenIndex: i })),
    };
    expect(nextEvenIndex(twoTaken, 3)).toBe(3);
    expect(draftAmount(twoTaken, even)).toBe(33_334);
    // A released part is free again.
    const released = { ...twoTaken, shares: [share({ mode: 'EVEN', evenIndex: 1, status: 'RELEASED' })] };
    expect(nextEvenIndex(released, 3)).toBe(1);
    const allTaken = { ...bill, shares: [1, 2].map((i) => share({ mode: 'EVEN', evenIndex: i })) };
    expect(nextEvenIndex(allTaken, 2)).toBeNull();
  });

  it('offers one part per person, within 2 and 20', () => {
    expect([1, 2, 4, 25].map(defaultParts)).toEqual([2, 2, 4, 20]);
  });

  it('lists a participant’s sent lines with the share that holds each', () => {
    const held = share({ participantId: MATE, lineIds: ['603'] });
    const bill = billData(SENT, { shares: [held] });
    expect(linesOf(bill, ME).map(({ line: each, heldBy }) => [each.lineId, heldBy?.shareId ?? null])).toEqual(
      [
        ['601', null],
        ['603', '1'],
      ],
    );
    expect(friendsOf(bill, ME)).toEqual([{ participantId: MATE, displayName: 'Sari Dewi' }]);
  });

  it('rules out an even split beside items and items beside an even split, as the server does', () => {
    const bill = billData(SENT);
    expect(choiceBlock(bill, 'EVEN')).toBeNull();
    const items = { ...bill, shares: [share({ lineIds: ['602'] })] };
    expect(choiceBlock(items, 'EVEN')).toBe('itemsChosen');
    expect(choiceBlock(items, 'ITEMS')).toBeNull();
    const even = { ...bill, evenParts: 2, shares: [share({ mode: 'EVEN', evenIndex: 1 })] };
    expect(choiceBlock(even, 'ITEMS')).toBe('evenChosen');
    expect(choiceBlock(even, 'FRIEND')).toBe('evenChosen');
    expect(choiceBlock(even, 'ALL')).toBeNull();
    expect(choiceBlock({ ...bill, remainingAmount: 0 }, 'ALL')).toBe('nothingLeft');
  });

  it('sends the split of the draft, and nothing for an empty pick', () => {
    expect(splitOf({ choice: 'ALL', parts: 2, lineIds: ['1'] })).toEqual({ mode: 'ALL' });
    expect(splitOf({ choice: 'EVEN', parts: 4, lineIds: [] })).toEqual({ mode: 'EVEN', parts: 4 });
    expect(splitOf({ choice: 'FRIEND', parts: 2, lineIds: ['602'] })).toEqual({
      mode: 'ITEMS',
      lineIds: ['602'],
    });
    expect(splitOf({ choice: 'ITEMS', parts: 2, lineIds: [] })).toBeNull();
  });
});

function dishOf(price: number) {
  return { ...NASI_GORENG, price };
}
