/**
 * The words search indexes and queries are made of (ADR 018). Latin text is matched by trigram
 * word similarity, which needs word boundaries; Chinese (and Japanese, Korean) writes no spaces,
 * so a dish called 马都拉鸡肉沙爹双人套餐 is one "word" whose trigrams never start at 沙爹. CJK
 * runs are therefore also written as their single characters and overlapping character bigrams
 * (沙爹 → 沙 爹 沙爹): a query's bigrams are then whole words of the indexed text, found by the
 * same GIN trigram index, deliberately rather than by accident.
 */

/** A run of characters of scripts written without spaces between words. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Whether the text holds any character of a script written without spaces. */
export const hasCjk = (text: string): boolean => new RegExp(CJK_RUN.source, 'u').test(text);

/** The characters and overlapping bigrams of every CJK run of the text, space separated. */
export function cjkGrams(text: string): string[] {
  const grams: string[] = [];
  for (const [run] of text.matchAll(CJK_RUN)) {
    const chars = Array.from(run);
    grams.push(...chars);
    chars.slice(1).forEach((c, i) => grams.push(`${chars[i]}${c}`));
  }
  return grams;
}

/** The text a `search_text` column stores: the lower-cased words, then their CJK grams. */
export function indexTermsOf(text: string): string {
  const lower = text.toLowerCase();
  const grams = [...new Set(cjkGrams(lower))];
  return grams.length === 0 ? lower : `${lower} ${grams.join(' ')}`;
}

/**
 * A query as trigram terms: Latin words kept, each CJK run replaced by its bigrams (a single
 * character stays itself), so "海南鸡饭" asks for the words 海南 南鸡 鸡饭.
 */
export function queryTermsOf(query: string): string {
  return query
    .toLowerCase()
    .replace(CJK_RUN, (run) => {
      const chars = Array.from(run);
      if (chars.length === 1) return ` ${run} `;
      return ` ${chars
        .slice(1)
        .map((c, i) => `${chars[i]}${c}`)
        .join(' ')} `;
    })
    .replace(/\s+/gu, ' ')
    .trim();
}
