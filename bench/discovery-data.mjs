// The discovery benchmark's data set: 100,000 stores over Greater Jakarta (denser in the centre)
// with cuisines, dine-in hours, dishes, products, coupons, malls and brands. Benchmarks only; the
// demo seed stays as it is beside it.
//
//   node bench/discovery-data.mjs --database-url postgres://…   (an empty or migrated database)
//   node bench/discovery-data.mjs --pglite <dir>                 (a server DATA_DIR; PGlite lives in <dir>/pglite)
//   … --stores 5000                                              (a smaller set; 100,000 by default)
//
// The server is started once on the target first, so its migrations and demo seed run as in
// production; the rows are then written by set-based SQL in one transaction. Every "random"
// choice is a hash of the row number, so the same store count always gives the same rows (only
// the last digits of coordinates differ between PostgreSQL and PGlite, whose maths round apart).
// A data set already there (its marker row in seed_runs and its store count) is reused.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  AREAS,
  BRAND_WORDS,
  CUISINES,
  MALL_PATTERNS,
  OWNERS,
  PREFIXES,
  STREETS,
  TAGS,
} from './discovery-words.mjs';
import { startLahap } from './servers.mjs';

export const BENCH_STORE_COUNT = 100_000;
/**
 * Far above every demo seed id (those run from 1 up to the 80-millions, one range per table), so
 * bench rows never collide with demo rows; regions are `integer`, and 10⁹ + n still fits.
 */
export const BENCH_ID_BASE = 1_000_000_000;
/** Bump when the generated rows change, so an older data set is rebuilt instead of reused. */
const DATA_VERSION = 5;
const BRAND_COUNT = 300;
const MALL_COUNT = 300;

/** The box every generated store lies in: Jakarta, Tangerang, Depok, Bogor, Bekasi. */
export const GREATER_JAKARTA = { minLat: -6.75, maxLat: -6.05, minLng: 106.45, maxLng: 107.2 };

const markerName = (storeCount) => `bench-discovery-v${DATA_VERSION}:${storeCount}`;

/** Tables the generator writes, children first (the order rows are deleted in). */
const TABLES = [
  'coupon_template_stores',
  'coupon_batches',
  'coupon_templates',
  'product_stores',
  'products',
  'store_images',
  'store_hours',
  'store_categories',
  'dishes',
  'stores',
  'malls',
  'brands',
  'categories',
  'regions',
];
const ID_COLUMN = {
  coupon_template_stores: 'template_id',
  product_stores: 'product_id',
  store_hours: 'store_id',
  store_categories: 'store_id',
};

const lit = (text) => `'${String(text).replaceAll("'", "''")}'`;
const jsonLit = (value) => `${lit(JSON.stringify(value))}::jsonb`;
const textArray = (items) => `ARRAY[${items.map(lit).join(',')}]::text[]`;
/** One element of a literal text array, chosen by a uniform [0, 1) SQL expression. */
const pick = (items, uniform) => `(${textArray(items)})[1 + floor((${uniform}) * ${items.length})::int]`;
/** A uniform [0, 1) number from the row number `n` and a salt naming the choice. */
const u = (n, salt) => `pg_temp.u(${n}, ${salt})`;
/** A neighbourhood of the area `a` joined in the query. */
const place = (uniform) => `a.places[1 + floor((${uniform}) * cardinality(a.places))::int]`;
/** Cumulative weights as [lo, hi) bands, for picking an item with a weighted uniform draw. */
function bands(items) {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let lo = 0;
  return items.map((item) => {
    const hi = lo + item.weight / total;
    const band = { lo, hi };
    lo = hi;
    return band;
  });
}

/** The generating SQL, run in one transaction on a migrated database. */
export function generationSql(storeCount = BENCH_STORE_COUNT) {
  const B = BENCH_ID_BASE;
  const N = storeCount;
  const areaBands = bands(AREAS);
  const cuisineBands = bands(CUISINES);
  const areaRows = AREAS.map(
    (a, k) =>
      `(${k}, ${B + 1 + k}, ${jsonLit(a.name)}, ${textArray(a.places)}, ${a.lat}, ${a.lng}, ${a.sigma}, ${areaBands[k].lo}, ${areaBands[k].hi})`,
  );
  const cuisineRows = CUISINES.map((c, k) => {
    // As the demo seed builds it: the store's names, then its cuisine's, in every language.
    const words = [...new Set(Object.values(c.name).map((w) => w.toLowerCase()))].join(' ');
    return `(${k}, ${B + 1 + k}, ${lit(c.slug)}, ${jsonLit(c.name)}, ${jsonLit(c.word)}, ${lit(words)}, ${jsonLit(c.dishes)}, ${c.dishes.length}, ${c.price}, ${c.halal}, ${cuisineBands[k].lo}, ${cuisineBands[k].hi})`;
  });
  const cuisineCount = CUISINES.length;
  // Stores g ≡ 1 (mod 5) belong to a chain brand; g ≡ 0 (mod 8) sit in a mall.
  const brandOf = (g) => `1 + floor(${u(g, 30)} * ${BRAND_COUNT})::int`;
  const mallOf = (g) => `${B} + 1 + ((${g} / 8) % ${MALL_COUNT})`;
  const point = (n, saltA, saltB, sigmaScale) => ({
    lat: `least(${GREATER_JAKARTA.maxLat}, greatest(${GREATER_JAKARTA.minLat}, a.lat + a.sigma * ${sigmaScale} * sqrt(-2 * ln(1 - ${u(n, saltA)})) * cos(2 * pi() * ${u(n, saltB)})))`,
    lng: `least(${GREATER_JAKARTA.maxLng}, greatest(${GREATER_JAKARTA.minLng}, a.lng + a.sigma * ${sigmaScale} * sqrt(-2 * ln(1 - ${u(n, saltA)})) * sin(2 * pi() * ${u(n, saltB)})))`,
  });
  const storePoint = point('g', 2, 3, 1);
  const mallPoint = point(`${N} + m`, 2, 3, 0.8);
  const tagPool = jsonLit(TAGS);

  return `
-- Hash-based uniform numbers: the same row number and salt give the same value on any engine.
CREATE OR REPLACE FUNCTION pg_temp.u(n bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
  $$ SELECT (hashint8(n * 7919 + salt) & 2147483647)::float8 / 2147483648.0 $$;

CREATE TEMP TABLE b_area (k int PRIMARY KEY, region_id int, name jsonb, places text[], lat float8, lng float8, sigma float8, lo float8, hi float8) ON COMMIT DROP;
INSERT INTO b_area VALUES ${areaRows.join(',\n  ')};
CREATE TEMP TABLE b_cuisine (k int PRIMARY KEY, category_id bigint, slug text, name jsonb, word jsonb, words text, dishes jsonb, dish_count int, price int, halal float8, lo float8, hi float8) ON COMMIT DROP;
INSERT INTO b_cuisine VALUES ${cuisineRows.join(',\n  ')};

INSERT INTO regions (id, name, sort) SELECT region_id, name, 1000 + k FROM b_area;
INSERT INTO categories (id, name, icon_url, sort)
  SELECT category_id, name, '/bench/categories/' || slug || '.png', 1000 + k FROM b_cuisine;

INSERT INTO brands (id, name, subtitle, description, logo_url, cover_url, in_pavilion, sort)
SELECT ${B} + b,
  jsonb_build_object('id-ID', c.word->>'id-ID' || ' ' || w, 'en-US', c.word->>'en-US' || ' ' || w, 'zh-CN', w || ' ' || (c.word->>'zh-CN')),
  jsonb_build_object('id-ID', 'Jaringan ' || lower(c.name->>'id-ID'), 'en-US', (c.name->>'en-US') || ' chain', 'zh-CN', (c.name->>'zh-CN') || '连锁'),
  jsonb_build_object('id-ID', 'Cabang di seluruh Jabodetabek.', 'en-US', 'Branches across Greater Jakarta.', 'zh-CN', '大雅加达地区多家分店。'),
  '/bench/brands/' || b || '/logo.png', '/bench/brands/' || b || '/cover.jpg', b % 50 = 0, 1000 + b
FROM generate_series(1, ${BRAND_COUNT}) b
CROSS JOIN LATERAL (SELECT (${textArray(BRAND_WORDS)})[1 + ((b - 1) / ${cuisineCount}) % ${BRAND_WORDS.length}] AS w) bw
JOIN b_cuisine c ON c.k = (b - 1) % ${cuisineCount};

INSERT INTO malls (id, name, address, lat, lng, region_id, logo_url, cover_url, map_link, opening_hours, floors, sort)
SELECT ${B} + m,
  jsonb_build_object('id-ID', replace(pat->>'id-ID', '{x}', nb), 'en-US', replace(pat->>'en-US', '{x}', nb), 'zh-CN', replace(pat->>'zh-CN', '{x}', nb)),
  jsonb_build_object('id-ID', 'Jl. ' || st || ' No. ' || (1 + m % 150) || ', ' || (a.name->>'id-ID'),
    'en-US', 'Jl. ' || st || ' No. ' || (1 + m % 150) || ', ' || (a.name->>'en-US'),
    'zh-CN', (a.name->>'zh-CN') || ' Jl. ' || st || ' ' || (1 + m % 150) || '号'),
  ${mallPoint.lat}, ${mallPoint.lng}, a.region_id,
  '/bench/malls/' || m || '/logo.png', '/bench/malls/' || m || '/cover.jpg', NULL, '10:00–22:00',
  ARRAY['LG', 'GF', '1F', '2F', '3F'], 1000 + m
FROM generate_series(1, ${MALL_COUNT}) m
JOIN b_area a ON ${u(`${N} + m`, 1)} >= a.lo AND ${u(`${N} + m`, 1)} < a.hi
CROSS JOIN LATERAL (SELECT ${place(u(`${N} + m`, 4))} AS nb, ${pick(STREETS, u(`${N} + m`, 5))} AS st,
  (${jsonLit(MALL_PATTERNS)})->(m % ${MALL_PATTERNS.length}) AS pat) w;

-- One row per store with every choice made, so the tables below agree on cuisine and place.
CREATE TEMP TABLE b_store ON COMMIT DROP AS
SELECT g, ${B} + g AS id, a.k AS area_k,
  CASE WHEN g % 5 = 1 THEN ${brandOf('g')} END AS brand_b,
  CASE WHEN g % 8 = 0 THEN ${mallOf('g')} END AS mall_id,
  CASE WHEN g % 5 = 1 THEN (${brandOf('g')} - 1) % ${cuisineCount}
    ELSE (SELECT c.k FROM b_cuisine c WHERE ${u('g', 4)} >= c.lo AND ${u('g', 4)} < c.hi) END AS cuisine_k,
  ${storePoint.lat} AS lat, ${storePoint.lng} AS lng
FROM generate_series(1, ${N}) g
JOIN b_area a ON ${u('g', 1)} >= a.lo AND ${u('g', 1)} < a.hi;
-- Mall stores stand in their mall (within about 30 m of its point) and its region.
UPDATE b_store s SET lat = m.lat + (${u('s.g', 8)} - 0.5) * 0.0005, lng = m.lng + (${u('s.g', 9)} - 0.5) * 0.0005,
  area_k = (SELECT a.k FROM b_area a WHERE a.region_id = m.region_id)
FROM malls m WHERE m.id = s.mall_id;

-- Dine-in hours every day; about 10 % close on Mondays.
CREATE TEMP TABLE b_hours ON COMMIT DROP AS
SELECT s.id AS store_id, d AS day_part_code, 3 AS channel_code, h.start_time, h.end_time
FROM b_store s
CROSS JOIN generate_series(1, 7) d
CROSS JOIN LATERAL (SELECT (ARRAY['10:00', '07:00', '16:00', '00:00', '11:00'])[1 + floor(${u('s.g', 22)} * 5)::int] AS start_time,
  (ARRAY['22:00', '15:00', '23:59', '23:59', '21:00'])[1 + floor(${u('s.g', 22)} * 5)::int] AS end_time) h
WHERE NOT (d = 1 AND ${u('s.g', 23)} < 0.1);

-- 3 to 5 dishes per store from its cuisine's menu, the first one its signature.
CREATE TEMP TABLE b_dish ON COMMIT DROP AS
SELECT ${B} + s.g * 8 + j AS id, s.id AS store_id,
  jsonb_build_object('id-ID', d->>'id', 'en-US', d->>'en', 'zh-CN', d->>'zh') AS name,
  jsonb_build_object('id-ID', (d->>'id') || ' khas ' || (c.name->>'id-ID'), 'en-US', (d->>'en') || ', ' || lower(c.name->>'en-US') || ' style', 'zh-CN', (c.name->>'zh-CN') || '风味' || (d->>'zh')) AS description,
  (500 * round((d->>'price')::int * (0.8 + 0.5 * ${u('s.g * 8 + j', 24)}) / 500))::int AS price,
  '/bench/dishes/' || c.slug || '-' || ((s.g + j) % 20) || '.jpg' AS image_url,
  j = 1 AS is_signature, j AS sort,
  lower((d->>'id') || ' ' || (d->>'en') || ' ' || (d->>'zh')) AS search_text
FROM b_store s
JOIN b_cuisine c ON c.k = s.cuisine_k
CROSS JOIN LATERAL generate_series(1, 3 + floor(${u('s.g', 25)} * 3)::int) j
CROSS JOIN LATERAL (SELECT c.dishes->((floor(${u('s.g', 26)} * c.dish_count)::int + j) % c.dish_count) AS d) dd;

-- The triggers that keep stores.hours and stores.dish_words are off while the set loads
-- (session_replication_role), so each store is written with its hours and its dishes' words.
INSERT INTO stores (id, merchant_id, brand_id, mall_id, region_id, store_type, poi_id, status, name, address, lat, lng,
  logo_url, background_url, map_link, mobile, halal, price_per_capita_idr, price_per_capita, tag_list, floors,
  share_content, popularity, search_text, created_at, hours, dish_words)
SELECT s.id,
  CASE WHEN s.brand_b IS NULL THEN ${B} + 1000000 + s.g ELSE ${B} + s.brand_b END,
  CASE WHEN s.brand_b IS NULL THEN NULL ELSE ${B} + s.brand_b END,
  s.mall_id, a.region_id,
  CASE WHEN ${u('s.g', 6)} < 0.3 THEN 'POI_STORE' ELSE 'SETTLED_STORE' END,
  CASE WHEN ${u('s.g', 6)} < 0.3 THEN 'poi-bench-' || s.g END,
  CASE WHEN ${u('s.g', 7)} < 0.02 THEN 'CLOSED_DOWN' ELSE 'OPEN' END,
  n.name, n.address, s.lat, s.lng,
  '/bench/stores/' || c.slug || '-' || (1 + s.g % 12) || '.png',
  CASE WHEN s.g % 3 = 0 THEN '/bench/stores/' || c.slug || '-cover-' || (1 + s.g % 9) || '.jpg' END,
  'https://maps.google.com/?q=' || round(s.lat::numeric, 6) || ',' || round(s.lng::numeric, 6),
  '+6281' || lpad((s.g * 7919 % 100000000)::text, 8, '0'),
  ${u('s.g', 10)} < c.halal,
  p.price,
  jsonb_build_object('id-ID', 'Rp' || (p.price / 1000) || 'rb/orang', 'en-US', 'Rp' || (p.price / 1000) || 'k per person', 'zh-CN', '人均 Rp' || (p.price / 1000) || 'k'),
  CASE WHEN ${u('s.g', 11)} < 0.5 THEN '[]'::jsonb
    WHEN ${u('s.g', 11)} < 0.8 THEN jsonb_build_array(${tagPool}->(floor(${u('s.g', 12)} * ${TAGS.length})::int))
    ELSE jsonb_build_array(${tagPool}->(floor(${u('s.g', 12)} * ${TAGS.length})::int), ${tagPool}->((floor(${u('s.g', 12)} * ${TAGS.length})::int + 1) % ${TAGS.length})) END,
  CASE WHEN s.mall_id IS NULL THEN '{}'::text[] ELSE ARRAY[${pick(['LG', 'GF', '1F', '2F', '3F'], u('s.g', 13))}] END,
  jsonb_build_object('id-ID', 'Yuk makan di ' || (n.name->>'id-ID') || '!', 'en-US', 'Let''s eat at ' || (n.name->>'en-US') || '!', 'zh-CN', '一起去' || (n.name->>'zh-CN') || '吃饭吧！'),
  floor(power(${u('s.g', 14)}, 3) * 5000)::int,
  lower((n.name->>'id-ID') || ' ' || (n.name->>'en-US') || ' ' || (n.name->>'zh-CN')) || ' ' || c.words,
  timestamptz '2026-01-01 00:00:00+07' + s.g * interval '1 minute',
  hh.hours,
  dw.words
FROM b_store s
JOIN b_area a ON a.k = s.area_k
LEFT JOIN (SELECT store_id, jsonb_agg(jsonb_build_array(day_part_code, channel_code, start_time, end_time)) AS hours
  FROM b_hours GROUP BY store_id) hh ON hh.store_id = s.id
LEFT JOIN (SELECT store_id, to_tsvector('simple', string_agg(search_text, ' ')) AS words
  FROM b_dish GROUP BY store_id) dw ON dw.store_id = s.id
JOIN b_cuisine c ON c.k = s.cuisine_k
LEFT JOIN brands b ON b.id = ${B} + s.brand_b
CROSS JOIN LATERAL (SELECT ${pick(PREFIXES, u('s.g', 15))} AS prefix, ${pick(OWNERS, u('s.g', 16))} AS owner,
  ${place(u('s.g', 17))} AS nb, ${pick(STREETS, u('s.g', 18))} AS street,
  (1000 * round(c.price * (0.6 + 0.8 * ${u('s.g', 19)}) / 1000))::int AS price) p
CROSS JOIN LATERAL (SELECT
  CASE WHEN b.id IS NOT NULL THEN jsonb_build_object('id-ID', (b.name->>'id-ID') || ' ' || p.nb, 'en-US', (b.name->>'en-US') || ' ' || p.nb, 'zh-CN', (b.name->>'zh-CN') || ' ' || p.nb)
    ELSE jsonb_build_object('id-ID', p.prefix || ' ' || (c.word->>'id-ID') || ' ' || p.owner, 'en-US', p.owner || '''s ' || (c.word->>'en-US'), 'zh-CN', p.owner || (c.word->>'zh-CN')) END AS name,
  jsonb_build_object('id-ID', 'Jl. ' || p.street || ' No. ' || (1 + s.g % 200) || ', ' || p.nb || ', ' || (a.name->>'id-ID'),
    'en-US', 'Jl. ' || p.street || ' No. ' || (1 + s.g % 200) || ', ' || p.nb || ', ' || (a.name->>'en-US'),
    'zh-CN', (a.name->>'zh-CN') || ' ' || p.nb || ' Jl. ' || p.street || ' ' || (1 + s.g % 200) || '号') AS address) n;

-- Each store's cuisine, and for about 30 % a second one.
INSERT INTO store_categories (store_id, category_id)
SELECT s.id, ${B} + 1 + s.cuisine_k FROM b_store s
UNION ALL
SELECT s.id, ${B} + 1 + (s.cuisine_k + 1 + floor(${u('s.g', 20)} * ${cuisineCount - 1})::int) % ${cuisineCount}
FROM b_store s WHERE ${u('s.g', 21)} < 0.3;

INSERT INTO store_hours (store_id, day_part_code, channel_code, start_time, end_time)
SELECT store_id, day_part_code, channel_code, start_time, end_time FROM b_hours;

INSERT INTO dishes (id, store_id, name, description, price, image_url, is_signature, sort, search_text)
SELECT id, store_id, name, description, price, image_url, is_signature, sort, search_text FROM b_dish;

-- Background images for half the stores.
INSERT INTO store_images (id, store_id, image_type, image_url, sort)
SELECT s.id, s.id, 'BACKGROUND', '/bench/stores/background-' || (s.g % 30) || '.jpg', 0
FROM b_store s WHERE s.g % 2 = 0;

-- Two vouchers at every fourth store: a set of its signature dish and a cash voucher.
INSERT INTO products (id, sku_id, merchant_id, product_type, name, description, image_url, sale_price, original_price,
  total_stock, remaining_stock, sold_count, user_limit, status, promotion_price, promotion_tag, valid_days, search_text, created_at)
SELECT ${B} + (s.g / 4) * 2 + k, ${B * 10} + (s.g / 4) * 2 + k, st.merchant_id,
  CASE WHEN k = 0 THEN 'GROUP_COUPON' ELSE 'CASH_COUPON' END,
  CASE WHEN k = 0 THEN jsonb_build_object('id-ID', 'Paket ' || (sig.name->>'id-ID') || ' untuk 2', 'en-US', (sig.name->>'en-US') || ' set for 2', 'zh-CN', (sig.name->>'zh-CN') || '双人套餐')
    ELSE jsonb_build_object('id-ID', 'Voucher Rp' || (v.face / 1000) || 'rb', 'en-US', 'Rp' || (v.face / 1000) || 'k voucher', 'zh-CN', 'Rp' || (v.face / 1000) || 'k 代金券') END,
  jsonb_build_object('id-ID', 'Berlaku di ' || (st.name->>'id-ID'), 'en-US', 'Valid at ' || (st.name->>'en-US'), 'zh-CN', '适用于' || (st.name->>'zh-CN')),
  '/bench/products/' || (s.g % 40) || '.jpg',
  (v.face * (0.6 + 0.3 * ${u('s.g', 27)}))::int / 500 * 500, v.face,
  v.stock, v.stock - v.sold, v.sold, CASE WHEN k = 0 THEN 2 ELSE 0 END, 'ON', NULL, NULL, 30,
  lower(CASE WHEN k = 0 THEN 'paket ' || (sig.name->>'id-ID') || ' ' || (sig.name->>'en-US') || ' set ' || (sig.name->>'zh-CN') || ' 套餐'
    ELSE 'voucher ' || (st.name->>'id-ID') || ' 代金券' END),
  timestamptz '2026-01-01 00:00:00+07' + s.g * interval '1 minute'
FROM b_store s
JOIN stores st ON st.id = s.id
JOIN dishes sig ON sig.store_id = s.id AND sig.sort = 1
CROSS JOIN generate_series(0, 1) k
CROSS JOIN LATERAL (SELECT CASE WHEN k = 0 THEN 1000 * (sig.price * 2 / 1000 + 1) ELSE (ARRAY[50000, 100000, 150000])[1 + s.g % 3] END AS face,
  100 + (s.g % 10) * 100 AS stock, floor((100 + (s.g % 10) * 100) * ${u('s.g * 2 + k', 28)})::int AS sold) v
WHERE s.g % 4 = 0;
INSERT INTO product_stores (product_id, store_id)
SELECT ${B} + (s.g / 4) * 2 + k, s.id FROM b_store s CROSS JOIN generate_series(0, 1) k WHERE s.g % 4 = 0;

-- A free coupon at every sixth store.
INSERT INTO coupon_templates (id, merchant_id, name, subtitle, logo_url, discount_amount, minimum_spend, valid_days, status)
SELECT ${B} + 1 + s.g / 6, st.merchant_id,
  jsonb_build_object('id-ID', 'Diskon Rp' || (x.amount / 1000) || 'rb', 'en-US', 'Rp' || (x.amount / 1000) || 'k off', 'zh-CN', '立减 Rp' || (x.amount / 1000) || 'k'),
  jsonb_build_object('id-ID', 'Min. belanja Rp' || (x.amount * 4 / 1000) || 'rb', 'en-US', 'Min. spend Rp' || (x.amount * 4 / 1000) || 'k', 'zh-CN', '满 Rp' || (x.amount * 4 / 1000) || 'k 可用'),
  st.logo_url, x.amount, x.amount * 4, 7, 'ON'
FROM b_store s
JOIN stores st ON st.id = s.id
CROSS JOIN LATERAL (SELECT (ARRAY[5000, 10000, 15000, 25000])[1 + s.g % 4] AS amount) x
WHERE s.g % 6 = 3;
INSERT INTO coupon_batches (id, template_id, total_quantity, remaining_quantity, receive_times_limit, receive_times_daily_limit, starts_at, ends_at, status)
SELECT ${B} + 1 + s.g / 6, ${B} + 1 + s.g / 6, 500, floor(500 * ${u('s.g', 29)})::int, 1, -1,
  timestamptz '2026-01-01 00:00:00+07', timestamptz '2030-12-31 23:59:59+07', 'ON'
FROM b_store s WHERE s.g % 6 = 3;
INSERT INTO coupon_template_stores (template_id, store_id)
SELECT ${B} + 1 + s.g / 6, s.id FROM b_store s WHERE s.g % 6 = 3;
`;
}

/** A connection to the target: PostgreSQL by URL, or the PGlite folder of a server DATA_DIR. */
async function connect(target) {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    return {
      run: async (text) => {
        await client.query(text);
      },
      rows: async (text) => (await client.query(text)).rows,
      close: () => client.end(),
    };
  }
  const db = new PGlite({
    dataDir: join(target.dataDir, 'pglite'),
    extensions: { cube, earthdistance, pg_trgm },
  });
  await db.waitReady;
  return {
    run: async (text) => {
      await db.exec(text);
    },
    rows: async (text) => (await db.query(text)).rows,
    close: () => db.close(),
  };
}

/** What the target holds: whether it is migrated, its bench store count and marker. */
async function inspect(target, storeCount) {
  if (target.dataDir && !existsSync(join(target.dataDir, 'pglite'))) return { migrated: false };
  const db = await connect(target);
  try {
    const [{ migrated }] = await db.rows(
      `SELECT to_regclass('public.stores') IS NOT NULL AND to_regclass('public.seed_runs') IS NOT NULL AS migrated`,
    );
    if (!migrated) return { migrated: false };
    const [{ stores }] = await db.rows(
      `SELECT count(*)::int AS stores FROM stores WHERE id > ${BENCH_ID_BASE}`,
    );
    const [{ marked }] = await db.rows(
      `SELECT count(*)::int AS marked FROM seed_runs WHERE name = ${lit(markerName(storeCount))}`,
    );
    return { migrated: true, stores, ready: marked === 1 && stores === storeCount };
  } finally {
    await db.close();
  }
}

/**
 * The plain (non-constraint) indexes of the tables the generator fills. Dropping them for the
 * load and building each once afterwards is several times faster than updating a trigram GIN
 * index row by row, and re-running the definitions the database holds keeps any index a later
 * migration adds.
 */
async function plainIndexes(db) {
  const names = TABLES.map(lit).join(',');
  return db.rows(`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN (${names})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.indexname`);
}

/**
 * Makes sure the target holds the bench data set: reuses it when its marker and store count are
 * there; otherwise migrates (by starting the server once), removes any partial bench rows and
 * generates. Answers what it did and how long the generation took.
 */
export async function ensureDiscoveryData(
  target,
  { storeCount = BENCH_STORE_COUNT, log = console.log } = {},
) {
  const before = await inspect(target, storeCount);
  if (before.ready) {
    log(`  discovery data set already there (${storeCount} bench stores)`);
    return { reused: true, seconds: 0 };
  }
  const started = performance.now();
  // The server applies the migrations and the demo seed as a production start with DEMO_DATA=1 does.
  const server = await startLahap(target);
  await server.stop();
  await fillDiscoveryData(target, { storeCount, log });
  const seconds = (performance.now() - started) / 1000;
  log(`  discovery data set generated in ${seconds.toFixed(0)} s`);
  return { reused: false, seconds };
}

/** Replaces the bench rows of a migrated database with a freshly generated set. */
export async function fillDiscoveryData(target, { storeCount = BENCH_STORE_COUNT, log = console.log } = {}) {
  const db = await connect(target);
  try {
    const indexes = await plainIndexes(db);
    const step = async (label, text) => {
      const t = performance.now();
      await db.run(text);
      log(`  ${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    };
    // Foreign keys hold by construction; skipping their per-row triggers halves the load time.
    const noTriggers = 'SET LOCAL session_replication_role = replica';
    await step(
      'drop old bench rows',
      [
        'BEGIN',
        noTriggers,
        ...TABLES.map((t) => `DELETE FROM ${t} WHERE ${ID_COLUMN[t] ?? 'id'} > ${BENCH_ID_BASE}`),
        `DELETE FROM seed_runs WHERE name LIKE 'bench-discovery-%'`,
        'COMMIT',
      ].join(';\n'),
    );
    // The space the old set took is given back, so a set generated for the fifth time lies on
    // disk as the first did: how far a scan reads depends on it (ADR 025).
    await step('compact the emptied tables', `VACUUM FULL ${TABLES.join(', ')}`);
    await step(
      'begin, drop plain indexes',
      ['BEGIN', noTriggers, ...indexes.map((i) => `DROP INDEX ${i.name}`)].join(';\n'),
    );
    await step(`generate ${storeCount} stores`, generationSql(storeCount));
    await step(`rebuild ${indexes.length} indexes`, indexes.map((i) => i.definition).join(';\n'));
    await step(
      'mark and commit',
      `INSERT INTO seed_runs (name) VALUES (${lit(markerName(storeCount))}); COMMIT`,
    );
    // Fresh statistics and a visibility map, as a settled production table would have.
    await step('vacuum analyze', 'VACUUM ANALYZE');
  } catch (error) {
    await db.run('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      pglite: { type: 'string' },
      stores: { type: 'string', default: String(BENCH_STORE_COUNT) },
    },
  });
  const databaseUrl = values['database-url'];
  if (!databaseUrl === !values.pglite) {
    console.error(
      'Usage: node bench/discovery-data.mjs (--database-url postgres://… | --pglite <data dir>) [--stores N]',
    );
    process.exit(2);
  }
  const storeCount = Number(values.stores);
  if (!Number.isInteger(storeCount) || storeCount < 1 || storeCount > 1_000_000) {
    console.error('--stores must be a whole number from 1 to 1000000');
    process.exit(2);
  }
  const target = databaseUrl ? { databaseUrl } : { dataDir: resolve(values.pglite) };
  await ensureDiscoveryData(target, { storeCount });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
