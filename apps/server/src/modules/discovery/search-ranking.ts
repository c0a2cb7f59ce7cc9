import { cjkGrams, hasCjk, queryTermsOf } from '../../lib/search-terms.js';
import type { SqlParams } from '../../lib/sql-params.js';
import { queryVariants } from './search-aliases.js';

/**
 * The text relevance of search ranking `rel-v2` (ADR 018, docs/api.md "Search ranking"), as SQL
 * over a `q` CTE holding one row per query variant (see `queryCte`).
 *
 * A field's match quality is
 *   1.0  exact: the words stand whole in the field (CJK: the characters stand anywhere in it,
 *        since Chinese writes no spaces between words)
 *   0.9  prefix: a word of the field starts with the words
 *   0.8 × similarity  fuzzy: trigram word similarity (Latin) or the share of the query's
 *        character bigrams present (CJK), when at least the threshold; else 0.
 */

/** Field weights: what a store is called or where it is above what it cooks above one dish. */
export const FIELD_WEIGHTS = { name: 1.0, place: 1.0, cuisine: 0.8, dish: 0.6, namesakeDish: 0.9 } as const;
/**
 * The weight of a matching dish of a store: 0.9 when the store is named for it — a word of the
 * dish's name, in any language, is a word of the store's name ("Bebek Kaleyo" and its "Bebek
 * Goreng" / "Fried Duck" / "炸鸭", so "duck" finds the duck house) — else 0.6. This is how the
 * demo's own multilingual dish names bridge languages the store's name is not written in.
 * `dishWords` is {@link dishNameWordsOf} of the dish, `storeWords` {@link storeNameWordsOf} of the store.
 */
export function dishWeightOf(dishWords: string, storeWords: string): string {
  return `(case when ${dishWords} && ${storeWords} then ${FIELD_WEIGHTS.namesakeDish} else ${FIELD_WEIGHTS.dish} end)`;
}

/** The words of a dish's name in every language that can name a store for it (three letters or more). */
export const dishNameWordsOf = (dishName: string): string =>
  `array(select w from regexp_split_to_table(${allLanguages(dishName)}, '\\s+') w where char_length(w) >= 3)`;

/** The words of a store's lower-cased name field. */
export const storeNameWordsOf = (storeName: string): string => `regexp_split_to_array(${storeName}, '\\s+')`;

/**
 * Each further field that matches adds this much: a satay house called "Sate …" beats one that is
 * only named so. For a query of several words a field counts only when every word is in it (see
 * `allWordsOf`): a cuisine "Korean" is like "korean bbq", but says nothing of the barbecue.
 */
export const EXTRA_FIELD_BONUS = 0.1;
/** The final blend (relevance first: its weight times the gap between two fields exceeds all the rest). */
export const SCORE_WEIGHTS = { relevance: 0.65, proximity: 0.25, openNow: 0.05, popularity: 0.05 } as const;
/** Scores are rounded to 6 decimals, so that pages of a list compare them exactly. */
export const roundScore = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Best score first, ties by id (numerically, as the ids are bigints). */
export function byScoreThenId(a: { score: number; key: bigint }, b: { score: number; key: bigint }): number {
  return b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}
/** Vouchers: the product's own match first, proximity of its nearest store, then its discount. */
export const PRODUCT_SCORE_WEIGHTS = { relevance: 0.65, proximity: 0.25, discount: 0.1 } as const;
/** A voucher found through the store it is used at counts this share of a match of its own name. */
export const PRODUCT_STORE_WEIGHT = 0.8;
/** Proximity is 1 / (1 + km / PROXIMITY_KM): 1 here, 0.5 at this distance. */
export const PROXIMITY_KM = 5;

/**
 * A quality in 0–1 of the lower-cased `field` for the variant row `q`, under `threshold`. The
 * fuzzy step of a query of several words asks every word to stand in the field, each exactly or
 * fuzzily (0.8 × the least similar word): the words of "korean bbq" are not found in a cuisine
 * called "korean", however like the two texts are.
 */
export function qualityOf(field: string, threshold: string): string {
  return `(case
      when ${field} ~ q.exact_re then 1.0
      when ${field} ~ q.prefix_re then 0.9
      when q.grams is not null then coalesce((select case when c.share >= ${threshold} then 0.8 * c.share else 0 end
        from (select avg((strpos(${field}, g) > 0)::int)::float8 as share from unnest(q.grams) g) c), 0)
      when word_similarity(q.t, ${field}) >= ${threshold} then 0.8 * word_similarity(q.t, ${field})
      else 0 end)::float8`;
}

/** The quality of the lower-cased `field` for one word `w` of a query of several (see `qualityOf`). */
export function wordQualityOf(field: string, threshold: string): string {
  return `(case
      when ${field} ~ w.exact_re then 1.0
      when ${field} ~ w.prefix_re then 0.9
      when word_similarity(w.t, ${field}) >= ${threshold} then 0.8 * word_similarity(w.t, ${field})
      else 0 end)::float8`;
}

/** Whether every word of a query of several words is in `field`, exactly or fuzzily (true for one word). */
export function allWordsOf(field: string, threshold: string): string {
  return `(q.words is null or not exists (select 1 from unnest(q.words, q.word_exact_res, q.word_prefix_res)
      as w(t, exact_re, prefix_re) where ${wordQualityOf(field, threshold)} = 0))`;
}

/**
 * The quality of the lower-cased `field` for one word `w` when the words are spread over fields:
 * the word standing whole (1.0) or a typo of a whole word (0.8 × strict word similarity), never
 * the start of a longer word — "sum" of "dim sum" is not the mall "Summarecon".
 */
export function crossWordQualityOf(field: string, threshold: string): string {
  return `(case
      when ${field} ~ w.exact_re then 1.0
      when strict_word_similarity(w.t, ${field}) >= ${threshold} then 0.8 * strict_word_similarity(w.t, ${field})
      else 0 end)::float8`;
}

/**
 * A query of several words whose words stand in different fields ("korean" the cuisine, "grill"
 * the name) is worth the mean of each word's best weighted field, times this: less than the
 * words standing together in one field, so "chicken rice" finds the chicken rice before a
 * fried-chicken place that also sells a rice bowl.
 */
export const CROSS_FIELD_WEIGHT = 0.8;

/** The regular expressions of a variant: whole words and word prefix (CJK: anywhere). */
function regexesOf(text: string): { exact: string; prefix: string } {
  // Sanitised text holds letters, digits and spaces only; escaping is belt and braces.
  const words = text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, '\\s+');
  if (hasCjk(text)) return { exact: words, prefix: words };
  return { exact: `(^|[^[:alnum:]])${words}($|[^[:alnum:]])`, prefix: `(^|[^[:alnum:]])${words}` };
}

/**
 * The full-text query finding a Latin variant's exact and prefix matches, and more: every word
 * whole, the last also as the start of a word (`nasi & goreng:*`). Null for CJK text, whose
 * words the simple parser does not split.
 */
function wordsQueryOf(text: string): string | null {
  const words = text.split(' ').filter((w) => w !== '');
  if (hasCjk(text) || words.length === 0) return null;
  const quoted = words.map((w) => `'${w.replace(/'/gu, "''")}'`);
  return `${quoted
    .slice(0, -1)
    .concat(`${quoted.at(-1)}:*`)
    .join(' & ')}`;
}

/**
 * The `q` CTE: one row per variant of the query (the words, and those its aliases make) with the
 * trigram terms for the GIN indexes (`terms`), the full-text query of its words (`words_query`, null
 * for CJK), the regexes, the CJK grams (null for Latin-only
 * text), the words of a Latin variant of several words with their own regexes (null otherwise)
 * and the word similarity threshold in force for `%>`.
 */
export function queryCte(p: SqlParams, text: string, threshold: number): string {
  const variants = queryVariants(text);
  const grams = variants.map((v) => {
    const g = cjkGrams(v).filter((x) => Array.from(x).length === 2);
    // A single character is its own gram; otherwise the bigrams carry the meaning.
    return hasCjk(v) ? (g.length > 0 ? g.join(' ') : cjkGrams(v).join(' ')) : null;
  });
  const regexes = variants.map(regexesOf);
  // The words of a Latin variant of several words, each with its regexes, as JSON: arrays of
  // arrays cannot be passed per row, and each variant has its own number of words.
  const words = variants.map((v) => {
    const parts = v.split(' ').filter((w) => w !== '');
    if (hasCjk(v) || parts.length < 2) return null;
    return JSON.stringify(parts.map((w) => ({ t: w, ...regexesOf(w) })));
  });
  return `q as materialized (
      select v.t, v.terms, v.exact_re, v.prefix_re, to_tsquery('simple', v.words_query) as words_query,
        string_to_array(v.grams, ' ') as grams,
        (select array_agg(x->>'t' order by o) from jsonb_array_elements(v.words::jsonb) with ordinality as a(x, o)) as words,
        (select array_agg(x->>'exact' order by o) from jsonb_array_elements(v.words::jsonb) with ordinality as a(x, o)) as word_exact_res,
        (select array_agg(x->>'prefix' order by o) from jsonb_array_elements(v.words::jsonb) with ordinality as a(x, o)) as word_prefix_res,
        set_config('pg_trgm.word_similarity_threshold', ${p.add(String(threshold))}, true) as cfg
      from unnest(${p.add(variants)}::text[], ${p.add(variants.map(queryTermsOf))}::text[],
        ${p.add(regexes.map((r) => r.exact))}::text[], ${p.add(regexes.map((r) => r.prefix))}::text[],
        ${p.add(grams)}::text[], ${p.add(words)}::text[], ${p.add(variants.map(wordsQueryOf))}::text[])
        as v(t, terms, exact_re, prefix_re, grams, words, words_query)
    )`;
}

/** The lower-cased words of a `LocalizedText` column in every language. */
export const allLanguages = (column: string): string =>
  `lower(concat_ws(' ', ${column}->>'id-ID', ${column}->>'en-US', ${column}->>'zh-CN'))`;

/** min(1, ln(1 + popularity) / ln(1001)) of the store `s`. */
export const popularityOf = `least(1, ln(1 + greatest(s.popularity, 0)) / ln(1001))`;
