import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [-5, '00:00:00'],
    [999, '00:00:01'],
    [61_000, '00:01:01'],
    [3_600_000 * 3 + 5_000, '03:00:05'],
    // Days fold into the hours.
    [86_400_000 + 2 * 3_600_000, '26:00:00'],
    [5 * 86_400_000, '120:00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('countdownParts', () => {
  it('pads each part to two digits', () => {
    expect(countdownParts(65_000)).toEqual(['00', '01', '05']);
  });

  it('folds days into the hours and counts a partial second as whole', () => {
    expect(countdownParts(26 * 3600_000 + 58_001)).toEqual(['26', '00', '59']);
  });

  it('never goes below zero', () => {
    expect(countdownParts(-5000)).toEqual(['00', '00', '00']);
  });

  it('reads the coupon timer of spec §4: hours with days folded in, minutes and seconds', () => {
    expect(countdownParts(5_000)).toEqual(['00', '00', '05']);
    expect(countdownParts((3 * 3600 + 7 * 60 + 9) * 1000)).toEqual(['03', '07', '09']);
    expect(countdownParts((26 * 3600 + 61) * 1000)).toEqual(['26', '01', '01']);
    expect(countdownParts(100 * 3600 * 1000)).toEqual(['100', '00', '00']);
    expect(countdownParts(1)).toEqual(['00', '00', '01']);
    expect(countdownParts(0)).toEqual(['00', '00', '00']);
    expect(countdownParts(-5_000)).toEqual(['00', '00', '00']);
  });
});
