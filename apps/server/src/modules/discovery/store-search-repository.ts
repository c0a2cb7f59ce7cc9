import type { LocalizedText } from '@lahap/contract/locale';
import type { RawQuery } from '../../db/client.js';
import type { Position } from '../../lib/geo.js';
import { SqlParams, hereOf } from '../../lib/sql-params.js';
import { type DistanceRow, distanceColumns } from '../catalog/index.js';
import { createdBy, filterConditions } from './store-list-repository.js';
import type { RankedCandidate, SearchCandidateRow } from './store-search-types.js';
import {
  CROSS_FIELD_WEIGHT,
  EXTRA_FIELD_BONUS,
  FIELD_WEIGHTS,
  allLanguages,
  allWordsOf,
  dishNameWordsOf,
  dishWeightOf,
  storeNameWordsOf,
  popularityOf,
  qualityOf,
  queryCte,
  crossWordQualityOf,
} from './search-ranking.js';

export interface SearchStoreRow extends DistanceRow {
  relevance: number;
  /** The blended score the list is ordered by (rounded to 6 decimals, so the keyset compares exactly). */
  score: number;
  /** Up to `MATCHED_DISHES` dishes of the store matching the words, best match first; null when none. */
  dishes: MatchedDishRow[] | null;
  /** Whether `dishes` was read (false for a store whose matched dishes the caller keeps). */
  dishes_read: boolean;
}

export interface MatchedDishRow {
  dish_id: string;
  name: LocalizedText;
}

/** A search result names at most this many of the store's dishes that matched. */
const MATCHED_DISHES = 3;

/**
 * Store search `rel-v2` (ADR 018) in two steps. `candidates` is the costly, position-free half:
 * which stores match the words, and how well. The service keeps them in memory between requests
 * and ranks them per request (`store-search-window.ts`); `page` then reads the page's rows.
 */
export function createStoreSearchRepository(query: RawQuery) {
  return {
    /**
     * Every store matching the words, with its relevance. Candidates come from the GIN indexes —
     * stores whose `search_text` (names, brand, cuisine in every language) or whose dishes
     * (`dish_words`) hold the words, and the stores of malls and districts so named — at most `cap`
     * of each kind per query variant: first those holding the words whole or as word starts (full
     * text, one scan of the stores for both), then, unless those are `cap` already, stores and
     * dishes holding them fuzzily (trigrams, typos included). Each is scored field by field (see
     * `search-ranking.ts`), every distinct text of a field or a dish once.
     */
    async candidates(args: {
      text: string;
      threshold: number;
      categoryIds: readonly string[];
      cap: number;
    }): Promise<SearchCandidateRow[]> {
      const p = new SqlParams();
      const q = queryCte(p, args.text, args.threshold);
      const thr = `${p.add(args.threshold)}::float8`;
      const where = filterConditions(p, { categoryIds: args.categoryIds }, null).join(' and ');
      const cap = `${p.add(args.cap)}::int`;
      const quality = (field: string) => qualityOf(field, thr);
      const crossQuality = (field: string) => crossWordQualityOf(field, thr);
      const w = FIELD_WEIGHTS;
      const allWordsIn = (field: string) => allWordsOf(field, thr);
      // A field text's scores are looked up by text and variant as one key: joined on the two
      // columns, the planner sees the variant shared by the three lookups and joins them to one
      // another first, a product of every text with every text.
      const textKey = (field: string) => `(q.t || chr(31) || ${field})`;
      const text = `with ${q},
        places as materialized (
          select m.id as mall_id, null::bigint as district_id from malls m
          where exists (select 1 from q where ${quality(allLanguages('m.name'))} > 0)
          union all
          select null, d.id from business_districts d
          where exists (select 1 from q where ${quality(allLanguages('d.name'))} > 0)
        ),
        -- Whole words and word starts first, through the full-text indexes of the stores' own texts
        -- and of the words they keep of their dishes: one scan of the stores for both, the filter
        -- applied in it, so the cap counts stores that can be shown. A common word has enough of
        -- them, and the trigram scans, which weigh every row they read, are left out.
        store_words as materialized (
          select q.t, c.id from q cross join lateral (
            select s.id from stores s
            where (to_tsvector('simple', s.search_text) @@ q.words_query or s.dish_words @@ q.words_query)
              and ${where}
            limit ${cap}) c
        ),
        candidates as (
          select distinct x.id from (
            select id from store_words
            union all
            select c.id from q cross join lateral (
              select s.id from stores s where s.search_text %> q.terms limit ${cap}) c
            where (select count(*) from store_words w where w.t = q.t) < ${cap}
            union all
            select c.store_id from q cross join lateral (
              select d.store_id from dishes d where d.search_text %> q.terms limit ${cap}) c
            where (select count(*) from store_words w where w.t = q.t) < ${cap}
            union all
            (select s.id from places pl join stores s on s.mall_id = pl.mall_id limit ${cap})
            union all
            (select sd.store_id from places pl join store_business_districts sd on sd.district_id = pl.district_id
              limit ${cap})
          ) x
        ),
        -- The candidates' cuisines and districts as one text each, gathered for all of them at once
        -- (a subquery per candidate built its lookup of the categories anew every time).
        cuisines as (
          select sc.store_id, string_agg(${allLanguages('c.name')}, ' ' order by c.id) as text
          from candidates x join store_categories sc on sc.store_id = x.id
            join categories c on c.id = sc.category_id
          group by sc.store_id
        ),
        districts as (
          select sd.store_id, string_agg(${allLanguages('d.name')}, ' ' order by d.id) as text
          from candidates x join store_business_districts sd on sd.store_id = x.id
            join business_districts d on d.id = sd.district_id
          group by sd.store_id
        ),
        fields as materialized (
          select s.id, n.name, ${storeNameWordsOf('n.name')} as name_words, coalesce(cu.text, '') as cuisine,
            coalesce(${allLanguages('m.name')}, '') || ' ' || coalesce(di.text, '') as place,
            -- What the answer needs of the store, read with its fields rather than again at the end.
            s.lat::float8 as lat, s.lng::float8 as lng, ${popularityOf}::float8 as popularity,
            (extract(epoch from s.created_at) * 1000)::float8 as created_ms, s.hours
          from candidates c join stores s on s.id = c.id
            left join brands b on b.id = s.brand_id left join malls m on m.id = s.mall_id
            left join cuisines cu on cu.store_id = s.id left join districts di on di.store_id = s.id
            cross join lateral (select ${allLanguages('s.name')} || ' ' || coalesce(${allLanguages('b.name')}, '') as name) n
          where ${where}
        ),
        -- Each candidate's dishes, read once for the two uses below.
        candidate_dishes as materialized (
          select f.id, d.search_text, d.name from fields f join dishes d on d.store_id = f.id
        ),
        -- A dish's quality depends on its text alone, and chains and neighbours cook the same
        -- dishes: each text of the candidates' dishes is scored once per variant, and only the
        -- texts that match are kept.
        dish_texts as materialized (
          select t.search_text, t.name, q.t as variant, dt.q, ${dishNameWordsOf('t.name')} as words,
            ${allWordsIn('t.search_text')} as all_words
          from (select distinct search_text, name from candidate_dishes) t cross join q
            cross join lateral (select ${quality('t.search_text')} as q offset 0) dt
          where dt.q > 0
        ),
        dish_scores as (
          select cd.id, dt.variant, max(dt.q * ${dishWeightOf('dt.words', 'f.name_words')}) as d,
            bool_or(dt.all_words) as all_words
          from candidate_dishes cd join dish_texts dt on dt.search_text = cd.search_text and dt.name = cd.name
            join fields f on f.id = cd.id
          group by cd.id, dt.variant
        ),
        -- The same for the stores' fields: a name is its store's own, but cuisines and places are
        -- shared by many. Per text and variant: its quality, whether it holds every word, and each
        -- word's quality when the words are spread over fields (in the words' order).
        field_texts as materialized (
          select ${textKey('t.text')} as key, ft.q, ft.q > 0 and ${allWordsIn('t.text')} as all_words,
            array(select ${crossQuality('t.text')}
              from unnest(q.words, q.word_exact_res, q.word_prefix_res) with ordinality as w(t, exact_re, prefix_re, n)
              order by w.n) as cross
          from (select name as text from fields union select cuisine from fields union select place from fields) t
            cross join q cross join lateral (select ${quality('t.text')} as q offset 0) ft
        ),
        field_scores as (
          select f.id, q.t as variant, ${w.name} * fn.q as n, ${w.place} * fp.q as p, ${w.cuisine} * fc.q as c,
            fn.all_words::int + fp.all_words::int + fc.all_words::int as fields,
            case when q.words is null then 0 else coalesce((select (min(x.best) + avg(x.best)) / 2 from (
                select greatest(${w.name} * xn, ${w.place} * xp, ${w.cuisine} * xc) as best
                from unnest(fn.cross, fp.cross, fc.cross) as x(xn, xp, xc)) x), 0) end as spread
          from fields f cross join q
            join field_texts fn on fn.key = ${textKey('f.name')}
            join field_texts fp on fp.key = ${textKey('f.place')}
            join field_texts fc on fc.key = ${textKey('f.cuisine')}
        ),
        -- A candidate's field and dish scores meet by grouping, not by a join: the planner cannot
        -- tell how many candidates a word has, and on a low guess it joined the dish scores in a
        -- nested loop that ran their aggregate again for every candidate (5 s for one word).
        -- Each (candidate, variant) has one row of field scores and at most one of dish scores.
        relevant as (
          select v.id, max(greatest(
            greatest(v.n, v.p, v.c, v.d) + ${EXTRA_FIELD_BONUS} * greatest(0, v.fields - 1),
            ${CROSS_FIELD_WEIGHT} * v.spread
          )) as relevance
          from (
            select id, variant, max(n) as n, max(p) as p, max(c) as c, max(d) as d, sum(fields) as fields,
              max(spread) as spread
            from (
              select id, variant, n, p, c, 0 as d, fields, spread from field_scores
              union all
              select id, variant, 0, 0, 0, d, all_words::int, 0 from dish_scores
            ) parts
            group by id, variant
          ) v
          group by v.id
          having max(greatest(v.n, v.p, v.c, v.d, v.spread)) > 0
        )
        select f.id::text as id, r.relevance::float8 as relevance, f.lat, f.lng, f.popularity, f.created_ms, f.hours
        from relevant r join fields f on f.id = r.id`;
      return p.run<SearchCandidateRow>(query, text, { planEachTime: true });
    },

    /**
     * The first `limit` of the ranked candidates (`rankPage`) that are still open and existed at
     * the list's snapshot, in the given order, with the distance columns and the dishes that matched
     * (for several words, dishes holding every word: "korean bbq" does not list Korean fried chicken).
     */
    async page(args: {
      text: string;
      threshold: number;
      position: Position;
      snapshot: number;
      ranked: readonly RankedCandidate[];
      /** Rows at most: the first this many of `ranked` still open. */
      limit: number;
      /** Stores whose matched dishes need not be read (the caller keeps them). */
      dishesKnown: ReadonlyMap<string, unknown>;
    }): Promise<SearchStoreRow[]> {
      const p = new SqlParams();
      const q = queryCte(p, args.text, args.threshold);
      const thr = `${p.add(args.threshold)}::float8`;
      const here = hereOf(`${p.add(args.position.lat)}::float8`, `${p.add(args.position.lng)}::float8`);
      const quality = (field: string) => qualityOf(field, thr);
      const text = `with ${q},
        kept as (
          select g.id, g.score, g.relevance, g.need, g.n
          from unnest(${p.add(args.ranked.map((r) => r.id))}::bigint[], ${p.add(args.ranked.map((r) => r.score))}::float8[],
              ${p.add(args.ranked.map((r) => r.relevance))}::float8[],
              ${p.add(args.ranked.map((r) => !args.dishesKnown.has(r.id)))}::boolean[])
            with ordinality as g(id, score, relevance, need, n)
            join stores s on s.id = g.id
          where s.status = 'OPEN' and ${createdBy(p, args.snapshot)}
          order by g.n limit ${p.add(args.limit)}::int
        )
        select ${distanceColumns(here)}, k.relevance, k.score, k.need as dishes_read,
          case when k.need then (select json_agg(json_build_object('dish_id', x.id::text, 'name', x.name)) from (
            select d.id, d.name, max(${quality('d.search_text')}) as quality from dishes d cross join q
            where d.store_id = s.id and ${allWordsOf('d.search_text', thr)} group by d.id, d.name
            having max(${quality('d.search_text')}) > 0
            order by 3 desc, d.id limit ${MATCHED_DISHES}) x) end as dishes
        from kept k join stores s on s.id = k.id
        order by k.n`;
      return p.run<SearchStoreRow>(query, text);
    },
  };
}
export type StoreSearchRepository = ReturnType<typeof createStoreSearchRepository>;
