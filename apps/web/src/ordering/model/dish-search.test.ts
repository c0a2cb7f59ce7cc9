import { describe, expect, it } from 'vitest';
import { ES_TEH, MIE_AYAM, NASI_GORENG, dish, menuData } from '../test/fixtures';
import { searchMenu } from './dish-search';

const names = (text: string, locale: 'id-ID' | 'en-US' | 'zh-CN' = 'id-ID') =>
  searchMenu(menuData().categoryList, text, locale).flatMap((category) =>
    category.dishList.map((each) => each.dishId),
  );

describe('searchMenu', () => {
  it('keeps the dishes whose name in the language shown holds the text, ignoring case and accents', () => {
    expect(names('')).toHaveLength(4);
    expect(names('  ')).toHaveLength(4);
    expect(names('AYAM')).toEqual([MIE_AYAM.dishId, '303']);
    expect(names('teh')).toEqual([ES_TEH.dishId]);
    expect(names('（中）', 'zh-CN')).toHaveLength(4);
    expect(names('（中）', 'id-ID')).toEqual([]);
    const cafe = dish('399', 'Café Latte');
    expect(searchMenu([{ categoryId: '1', name: {}, dishList: [cafe] }], 'cafe', 'id-ID')).toHaveLength(1);
  });

  it('drops the categories left empty', () => {
    const left = searchMenu(menuData().categoryList, 'nasi', 'id-ID');
    expect(left.map((category) => category.categoryId)).toEqual(['201']);
    expect(left[0]?.dishList).toEqual([NASI_GORENG]);
  });
});
