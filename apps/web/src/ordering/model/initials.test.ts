import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Budi Santoso Wijaya')).toBe('BS');
    expect(initialsOf('tamu 1')).toBe('T1');
    expect(initialsOf('  Sari ')).toBe('S');
    expect(initialsOf('小明')).toBe('小');
    expect(initialsOf('')).toBe('?');
  });
});
