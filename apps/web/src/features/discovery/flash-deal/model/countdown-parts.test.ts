import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown-parts';

describe('flash-sale countdown', () => {
  it('pads each part to two digits', () => {
    expect(countdownParts(65_000)).toEqual(['00', '01', '05']);
  });

  it('folds days into the hours', () => {
    expect(countdownParts(26 * 3600_000 + 59_999)).toEqual(['26', '00', '59']);
  });

  it('never goes below zero', () => {
    expect(countdownParts(-5000)).toEqual(['00', '00', '00']);
  });
});
