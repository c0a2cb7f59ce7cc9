import { describe, expect, it } from 'vitest';
import { hasControlCharacter, plainText } from './text.js';

describe('control characters', () => {
  it('finds NUL, the other C0 controls and DEL', () => {
    for (const code of [0, 1, 8, 11, 12, 14, 31, 127]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(true);
    }
  });

  it('lets tab, line breaks and any printable text through', () => {
    for (const value of ['', 'Sate Ayam\tRp 25.000\r\n', '沙爹 🍢', 'x'.repeat(10_000)]) {
      expect(hasControlCharacter(value)).toBe(false);
    }
  });

  it('plainText refuses what hasControlCharacter finds, and keeps string checks chainable', () => {
    const schema = plainText().min(2);
    expect(schema.safeParse('ok').success).toBe(true);
    expect(schema.safeParse('o').success).toBe(false);
    const refused = schema.safeParse('ab\u0000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('must not contain control characters');
  });
});
