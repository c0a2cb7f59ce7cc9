/** Other spellings of tokens: what a lenient base64url decoder reads as the same bytes. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Other spellings of a token whose last `.`-part is base64url: the same bytes to a lenient
 * decoder (padding, characters it skips, the standard alphabet, unused low bits of the last
 * character set), so each would pass a check that compares decoded bytes. At least `count`.
 */
export function spellingsOf(token: string, count = 9): string[] {
  const cut = token.lastIndexOf('.') + 1;
  const head = token.slice(0, cut);
  const tail = token.slice(cut);
  const middle = Math.floor(tail.length / 2);
  const insert = (text: string) => `${head}${tail.slice(0, middle)}${text}${tail.slice(middle)}`;
  const spellings = [
    `${token}=`,
    `${token}==`,
    insert('!'),
    insert('*'),
    insert('%'),
    `${head}!${tail}`,
    `${head}${tail}~`,
  ];
  // The unused low bits of the last character: 2 of them for 32 bytes (43 characters), 4 for 16 bytes.
  const unusedBits = (tail.length * 6) % 8;
  const last = ALPHABET.indexOf(tail.at(-1) ?? 'A');
  for (let low = 1; low < 2 ** unusedBits; low += 1) {
    spellings.push(`${head}${tail.slice(0, -1)}${ALPHABET[(last & ~(2 ** unusedBits - 1)) | low]}`);
  }
  if (/[-_]/.test(tail)) spellings.push(`${head}${tail.replaceAll('-', '+').replaceAll('_', '/')}`);
  if (spellings.length < count) throw new Error(`only ${spellings.length} spellings of ${token}`);
  return spellings;
}
