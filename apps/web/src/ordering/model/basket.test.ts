import { beforeEach, describe, expect, it } from 'vitest';
import { ES_TEH, MIE_AYAM, NASI_GORENG, SATE, menuData } from '../test/fixtures';
import { addToBasket, lineKey, priceBasket, readBasket, setBasketQuantity, writeBasket } from './basket';

beforeEach(() => localStorage.clear());

describe('the basket', () => {
  it('adds the same dish with the same note to its line, and another note as a line of its own', () => {
    let lines = addToBasket([], { dishId: '301', quantity: 1, note: ' pedas ' });
    lines = addToBasket(lines, { dishId: '301', quantity: 2, note: 'pedas' });
    lines = addToBasket(lines, { dishId: '301', quantity: 1, note: '' });
    expect(lines).toEqual([
      { dishId: '301', quantity: 3, note: 'pedas' },
      { dishId: '301', quantity: 1, note: '' },
    ]);
  });

  it('caps a line at 99, and removes it at 0', () => {
    const lines = addToBasket([{ dishId: '301', quantity: 98, note: '' }], {
      dishId: '301',
      quantity: 5,
      note: '',
    });
    expect(lines[0]?.quantity).toBe(99);
    const key = lineKey({ dishId: '301', note: '' });
    expect(setBasketQuantity(lines, key, 4)).toEqual([{ dishId: '301', quantity: 4, note: '' }]);
    expect(setBasketQuantity(lines, key, 0)).toEqual([]);
  });

  it('prices the lines from the menu, leaving out a dish sold out or gone, and counting them', () => {
    const priced = priceBasket(
      [
        { dishId: NASI_GORENG.dishId, quantity: 2, note: '' },
        { dishId: ES_TEH.dishId, quantity: 3, note: 'tanpa es' },
        { dishId: SATE.dishId, quantity: 1, note: '' },
        { dishId: '999', quantity: 1, note: '' },
      ],
      menuData().categoryList,
    );
    expect(priced.lines.map((line) => [line.dishId, line.amount])).toEqual([
      [NASI_GORENG.dishId, 64_000],
      [ES_TEH.dishId, 24_000],
    ]);
    expect(priced).toMatchObject({ count: 5, total: 88_000, dropped: 2 });
  });

  it('is kept on the phone per QR code, and ignores what it cannot read', () => {
    writeBasket('QR-A', [{ dishId: MIE_AYAM.dishId, quantity: 2, note: '' }]);
    writeBasket('QR-B', [{ dishId: ES_TEH.dishId, quantity: 1, note: '' }]);
    expect(readBasket('QR-A')).toEqual([{ dishId: MIE_AYAM.dishId, quantity: 2, note: '' }]);
    writeBasket('QR-A', []);
    expect(readBasket('QR-A')).toEqual([]);
    expect(readBasket('QR-B')).toHaveLength(1);

    localStorage.setItem(
      'lahap_ordering_baskets',
      JSON.stringify({ 'QR-C': [{ dishId: 1 }, { dishId: '302', quantity: 1, note: '' }] }),
    );
    expect(readBasket('QR-C')).toEqual([{ dishId: '302', quantity: 1, note: '' }]);
  });
});
