import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX_LENGTH } from '../constants.js';
import { cutNickname, nicknameLength, nicknameProblem } from './nickname.js';

describe('nicknameLength', () => {
  it('counts what a person sees as one character once', () => {
    expect(nicknameLength('Budi')).toBe(4);
    expect(nicknameLength('👍🏽')).toBe(1);
    expect(nicknameLength('🇮🇩')).toBe(1);
    expect(nicknameLength('👨‍👩‍👧')).toBe(1);
    expect(nicknameLength('e\u0301')).toBe(1);
    expect(nicknameLength('小明')).toBe(2);
  });
});

describe('cutNickname', () => {
  it('keeps at most the limit without splitting a character', () => {
    const flags = '🇮🇩'.repeat(25);
    expect(nicknameLength(cutNickname(flags))).toBe(NICKNAME_MAX_LENGTH);
    expect(cutNickname(flags)).toBe('🇮🇩'.repeat(NICKNAME_MAX_LENGTH));
    expect(cutNickname('short')).toBe('short');
  });
});

describe('nicknameProblem', () => {
  it('accepts up to the limit after trimming', () => {
    expect(nicknameProblem(`  ${'a'.repeat(NICKNAME_MAX_LENGTH)}  `)).toBeNull();
    expect(nicknameProblem('👍🏽'.repeat(NICKNAME_MAX_LENGTH))).toBeNull();
  });
  it('refuses empty, too long and disguising characters', () => {
    expect(nicknameProblem('   ')).toBe('required');
    expect(nicknameProblem('a'.repeat(NICKNAME_MAX_LENGTH + 1))).toBe('tooLong');
    expect(nicknameProblem('ab\u202Ecd')).toBe('forbiddenCharacter');
    expect(nicknameProblem('a\u0000b')).toBe('forbiddenCharacter');
  });
});
