import { describe, expect, it } from 'vitest';
import { ES_TEH, MATE, MIE_AYAM, NASI_GORENG, cartData, line } from '../test/fixtures';
import { canEditLine, cartViewOf } from './cart-view';

describe('cartViewOf', () => {
  it('splits the unsent lines from the rounds, newest round first, each at its least advanced step', () => {
    const cart = cartData([
      line('1', NASI_GORENG, { quantity: 2 }),
      line('2', MIE_AYAM, { participantId: MATE, displayName: 'Sari' }),
      line('3', ES_TEH, { roundNo: 1, status: 'SERVED' }),
      line('4', ES_TEH, { roundNo: 2, status: 'READY' }),
      line('5', MIE_AYAM, { roundNo: 2, status: 'ACCEPTED', participantId: null }),
    ]);
    const view = cartViewOf(cart);
    expect(view.unsent.map((each) => each.lineId)).toEqual(['1', '2']);
    expect(view.unsentCount).toBe(3);
    expect(view.unsentTotal).toBe(2 * 32_000 + 28_000);
    expect(view.allCount).toBe(6);
    expect(view.rounds.map((round) => [round.roundNo, round.status, round.lines.length])).toEqual([
      [2, 'ACCEPTED', 2],
      [1, 'SERVED', 1],
    ]);
  });
});

describe('canEditLine', () => {
  it('allows only my own unsent lines, and none once a table mate has paid', () => {
    const mine = line('1', NASI_GORENG);
    const cart = cartData([mine]);
    expect(canEditLine(mine, cart)).toBe(true);
    expect(canEditLine(line('2', NASI_GORENG, { participantId: MATE }), cart)).toBe(false);
    expect(canEditLine(line('3', NASI_GORENG, { participantId: null }), cart)).toBe(false);
    expect(canEditLine(line('4', NASI_GORENG, { roundNo: 1, status: 'SENT' }), cart)).toBe(false);
    expect(canEditLine(mine, { ...cart, locked: true })).toBe(false);
  });
});
