import { describe, expect, it } from 'vitest';
import { type PhotoTileSize, photoGridLayout, showPhotosSection } from './photo-grid.js';

const sizes = (count: number): PhotoTileSize[][] =>
  photoGridLayout(count).map((row) => row.map((t) => t.size));

describe('photoGridLayout', () => {
  const expected: Record<number, PhotoTileSize[][]> = {
    0: [],
    1: [['large']],
    2: [['wide', 'small']],
    3: [['wide', 'small', 'small']],
    4: [['wide', 'small', 'small'], ['large']],
    5: [
      ['wide', 'small', 'small'],
      ['wide', 'small'],
    ],
    6: [
      ['wide', 'small', 'small'],
      ['wide', 'small', 'small'],
    ],
    7: [['wide', 'small', 'small'], ['wide', 'small', 'small'], ['large']],
    8: [
      ['wide', 'small', 'small'],
      ['wide', 'small', 'small'],
      ['wide', 'small'],
    ],
    9: [
      ['wide', 'small', 'small'],
      ['wide', 'small', 'small'],
      ['wide', 'small', 'small'],
    ],
    10: [['wide', 'small', 'small'], ['wide', 'small', 'small'], ['wide', 'small', 'small'], ['large']],
  };
  expected[11] = expected[10] ?? [];
  expected[12] = expected[10] ?? [];

  for (let count = 0; count <= 12; count += 1) {
    it(`lays out ${count} photos`, () => {
      expect(sizes(count)).toEqual(expected[count]);
    });
  }

  it('numbers the tiles in photo order and shows at most the first 10', () => {
    const indexes = photoGridLayout(12).flatMap((row) => row.map((tile) => tile.index));
    expect(indexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('asks for 672 px wide and large tiles and 320 px small ones', () => {
    const [first, second] = photoGridLayout(4);
    expect(first?.map((t) => t.width)).toEqual([672, 320, 320]);
    expect(second?.map((t) => t.width)).toEqual([672]);
  });

  it('treats nonsense counts as none', () => {
    expect(photoGridLayout(-3)).toEqual([]);
    expect(photoGridLayout(Number.NaN)).toEqual([]);
  });
});

describe('showPhotosSection', () => {
  it('shows the section only above 3 photos', () => {
    expect([0, 1, 2, 3, 4, 10].map(showPhotosSection)).toEqual([false, false, false, false, true, true]);
  });
});
