import { NICKNAME_MAX_LENGTH } from '../constants.js';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters as a person counts them (grapheme clusters): an emoji with skin tone or a flag is
 * one, as is a letter with combining accents. Client and server count the same way, so the
 * input the client cuts at NICKNAME_MAX_LENGTH is never refused by the server.
 */
export function nicknameLength(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** The first `max` user-perceived characters of `text` (what the input box keeps). */
export function cutNickname(text: string, max: number = NICKNAME_MAX_LENGTH): string {
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count === max) break;
    out += segment;
    count += 1;
  }
  return out;
}

// Control characters and bidirectional overrides can disguise a name or break layouts.
const FORBIDDEN_IN_NICKNAME = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** Why a nickname is refused, or null when it is fine. Trims first, as the server stores it. */
export function nicknameProblem(raw: string): 'required' | 'tooLong' | 'forbiddenCharacter' | null {
  const name = raw.trim();
  if (name === '') return 'required';
  if (FORBIDDEN_IN_NICKNAME.test(name)) return 'forbiddenCharacter';
  if (nicknameLength(name) > NICKNAME_MAX_LENGTH) return 'tooLong';
  return null;
}
