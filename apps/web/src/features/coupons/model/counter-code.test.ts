import { describe, expect, it } from 'vitest';
import { groupCounterCode } from './counter-code';

describe('groupCounterCode', () => {
  it('reads a code out in groups of four', () => {
    expect(groupCounterCode('0123456789012345')).toBe('0123 4567 8901 2345');
    expect(groupCounterCode('123456')).toBe('1234 56');
    expect(groupCounterCode('1234')).toBe('1234');
  });
});
