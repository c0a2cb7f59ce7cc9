import { describe, expect, it } from 'vitest';
import { dish, menuData, round, table } from '../test/kitchen-fixtures';
import { searchDishes } from './dish-search';
import { activeRoundsBySession, groupRounds, nextRoundStep, roundsOfTable } from './kitchen-rounds';

describe("the kitchen's rounds", () => {
  it('offers one step forwards, none once served', () => {
    expect(nextRoundStep('SENT')).toBe('ACCEPTED');
    expect(nextRoundStep('ACCEPTED')).toBe('READY');
    expect(nextRoundStep('READY')).toBe('SERVED');
    expect(nextRoundStep('SERVED')).toBeNull();
  });

  it('groups the queue by status, newest first, and leaves served rounds out', () => {
    const groups = groupRounds([
      round(1, 1, { sentTime: '2026-11-26T05:00:00.000Z' }),
      round(2, 1, { status: 'SERVED', sentTime: '2026-11-26T06:00:00.000Z' }),
      round(3, 2, { sentTime: '2026-11-26T05:30:00.000Z' }),
      round(4, 2, { status: 'READY' }),
      // Every line corrected to 0: nothing to make.
      round(5, 3, { lines: [], sentTime: '2026-11-26T07:00:00.000Z' }),
    ]);
    expect(groups.SENT.map((r) => r.roundId)).toEqual(['4003', '4001']);
    expect(groups.ACCEPTED).toEqual([]);
    expect(groups.READY.map((r) => r.roundId)).toEqual(['4004']);
  });

  it("keeps a table's rounds to its guests now, and counts those the kitchen has", () => {
    const rounds = [
      round(1, 2),
      round(2, 2, { tableSessionId: '899' }),
      round(3, 2, { status: 'SERVED' }),
      round(4, 2, { lines: [] }),
    ];
    expect(roundsOfTable(rounds, table(2, { tableSessionId: '902' })).map((r) => r.roundId)).toEqual([
      '4001',
      '4003',
    ]);
    expect(roundsOfTable(rounds, table(2))).toEqual([]);
    expect(activeRoundsBySession(rounds).get('902')).toBe(1);
  });
});

describe('searching the menu', () => {
  const menu = menuData([
    dish(1, { name: { 'id-ID': 'Soto Betawi', 'en-US': 'Betawi soup' } }),
    dish(2, { name: { 'id-ID': 'Crème brûlée' } }),
  ]).categoryList;

  it('matches any language, any case, with or without accents; blank keeps all', () => {
    expect(searchDishes(menu, 'SOUP')[0]!.dishes.map((d) => d.dishId)).toEqual(['601']);
    expect(searchDishes(menu, 'creme brulee')[0]!.dishes.map((d) => d.dishId)).toEqual(['602']);
    expect(searchDishes(menu, '  ')[0]!.dishes).toHaveLength(2);
    expect(searchDishes(menu, 'rendang')).toEqual([]);
  });
});
