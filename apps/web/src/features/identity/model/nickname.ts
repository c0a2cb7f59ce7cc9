import { NICKNAME_MAX_LENGTH } from '@lahap/contract/constants';

// One segmenter for the app's life: building one per keystroke is needlessly slow.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Cuts a nickname to NICKNAME_MAX_LENGTH user-perceived characters (spec §5), so an emoji or
 * a letter with combining marks counts once, as the user sees it, and is never split in half.
 */
export function cutNickname(value: string, max: number = NICKNAME_MAX_LENGTH): string {
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(value)) {
    if (count === max) break;
    kept += segment;
    count += 1;
  }
  return kept;
}

/** How many user-perceived characters a text has, for the field's counter. */
export function nicknameLength(value: string): number {
  let count = 0;
  for (const _segment of graphemes.segment(value)) count += 1;
  return count;
}
