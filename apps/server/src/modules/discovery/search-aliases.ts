/**
 * A small, deliberate table of everyday food-search variants (ADR 018), for words the demo's own
 * multilingual names cannot bridge. Keyed by a whole query word, never by store: each entry is a
 * real abbreviation, spelling variant or synonym a searcher in Indonesia types. Cuisine and brand
 * names in three languages already carry "sate"/"satay"/"沙爹", "bebek"/"duck"/"鸭" and the like,
 * so they need no entry here.
 */
const ALIASES: Readonly<Record<string, string>> = {
  // Indonesian slang abbreviations of dish names.
  nasgor: 'nasi goreng',
  migor: 'mie goreng',
  // Chinese: 嗲 and 爹 are both used to write satay (沙嗲 in Malaysia and Singapore, 沙爹 here).
  沙嗲: '沙爹',
  // English: barbecue is sold as a grill (Korean barbecue houses are "… Grill").
  bbq: 'grill',
  barbecue: 'grill',
};

/**
 * Words that say "a place to eat" and nothing about which: "padang food" means Padang food, and a
 * Padang house need not say "food" anywhere. A query is also asked without them (never emptied).
 * "masakan" and "cuisine" are not among them: "masakan sunda" is how a cuisine is named.
 */
const GENERIC_WORDS = new Set(['food', 'foods', 'restaurant', 'restaurants', 'resto', 'eatery', 'makanan']);

/**
 * The query, the query without its generic words, and the variants aliases make of the query (each
 * alias replacing its word once), at most a few: relevance is the best over them, candidates the
 * union.
 */
export function queryVariants(text: string): string[] {
  const variants = [text];
  const specific = text
    .split(' ')
    .filter((word) => word !== '' && !GENERIC_WORDS.has(word))
    .join(' ');
  if (specific !== '' && specific !== text) variants.push(specific);
  for (const [word, alias] of Object.entries(ALIASES)) {
    const pattern = new RegExp(`(^|\\s)${word}(?=\\s|$)`, 'u');
    // CJK words have no spaces around them, so they are replaced wherever they stand.
    const cjk = !/^[a-z]+$/u.test(word);
    const next = cjk ? text.replaceAll(word, alias) : text.replace(pattern, `$1${alias}`);
    if (next !== text && !variants.includes(next)) variants.push(next);
  }
  return variants.slice(0, 4);
}
