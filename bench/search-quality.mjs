// The search-quality part of `npm run bench` (issue "Search that finds the right place"): the
// judged query set (search-judgements.json) asked through the real signed API of a server on a
// freshly seeded demo city, on PGlite and on PostgreSQL when one answers. It reports, per
// language, NDCG@10 of the stores tab (search_by_store) and the share of queries whose first
// store is relevant, and how often the vouchers tab (search_by_product) answers for the same words
// with a first voucher usable at a relevant store.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import { STORE_SEARCH_PAGE_SIZE } from '@lahap/contract/constants';
import { HEADERS } from '@lahap/contract/headers';
import { ROOT } from '../scripts/build-state.mjs';
import { signedCalls } from './discovery.mjs';
import { startLahap } from './servers.mjs';
import { fmt, freshPostgres } from './storm.mjs';
import { verdict } from './report-format.mjs';

export const SEARCH_QUALITY_HEADING = '## Search quality';
export const SEARCH_QUALITY_GOALS = { ndcgAt10: 0.9, firstRelevant: 0.95 };
const JUDGEMENTS = join(ROOT, 'bench/search-judgements.json');
const LANGUAGES = ['id-ID', 'en-US', 'zh-CN'];
const DEPTH = 10;
const DATABASE = 'lahap_bench_search';

/** The judged set: the position every query is asked from and the graded stores of each query. */
export function loadJudgements(path = JUDGEMENTS) {
  const file = JSON.parse(readFileSync(path, 'utf8'));
  return {
    position: { lat: file.position.lat, lng: file.position.lng },
    place: file.position.place,
    queries: file.queries.map((q) => ({
      ...q,
      grades: new Map(q.stores.map((s) => [s.id, s.grade])),
    })),
  };
}

const gain = (grade) => 2 ** grade - 1;
const discount = (rank) => 1 / Math.log2(rank + 2);

/** NDCG@k of a ranked list of ids against graded judgements (ungraded ids gain 0). */
export function ndcgAt(ids, grades, k = DEPTH) {
  const dcg = ids.slice(0, k).reduce((sum, id, i) => sum + gain(grades.get(id) ?? 0) * discount(i), 0);
  const ideal = [...grades.values()]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) * discount(i), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** A signed search call's answer data, asked in the query's language. */
async function ask(url, call, path, fields, lang) {
  const request = call(path, fields);
  const response = await fetch(`${url}${request.path}`, {
    method: 'POST',
    body: request.body,
    headers: { ...request.headers, [HEADERS.locale]: lang },
  });
  const answer = await response.json();
  if (!response.ok || answer?.success !== true) {
    throw new Error(
      `${path} "${fields.keywords}": HTTP ${response.status} ${JSON.stringify(answer).slice(0, 200)}`,
    );
  }
  return answer.data;
}

/** Every judged query through both tabs of one server; answers a row per query. */
export async function judgeServer(url, judgements = loadJudgements()) {
  const call = signedCalls();
  const { position } = judgements;
  const rows = [];
  for (const q of judgements.queries) {
    const fields = { keywords: q.query, ...position, pageSize: STORE_SEARCH_PAGE_SIZE, categoryIdList: [] };
    const stores = await ask(url, call, DISCOVERY_PATHS.searchByStore, fields, q.lang);
    const products = await ask(
      url,
      call,
      DISCOVERY_PATHS.searchByProduct,
      { keywords: q.query, ...position, pageNo: 1, pageSize: STORE_SEARCH_PAGE_SIZE },
      q.lang,
    );
    const ids = stores.storeList.map((card) => card.storeId);
    const firstVoucherStore = products.productList[0]?.storeInfo?.storeId;
    rows.push({
      lang: q.lang,
      query: q.query,
      algorithmId: stores.algorithmId,
      ndcg: ndcgAt(ids, q.grades),
      firstGrade: q.grades.get(ids[0]) ?? 0,
      top: stores.storeList.slice(0, 3).map((card) => ({
        name: card.storeName?.['id-ID'] ?? card.storeId,
        grade: q.grades.get(card.storeId) ?? 0,
      })),
      vouchers: products.productList.length,
      firstVoucherGrade: firstVoucherStore === undefined ? null : (q.grades.get(firstVoucherStore) ?? 0),
    });
  }
  return rows;
}

/** Per-language means (and all languages together) of the rows. */
export function summarise(rows) {
  const of = (subset) => ({
    queries: subset.length,
    ndcg: subset.reduce((sum, r) => sum + r.ndcg, 0) / subset.length,
    firstRelevant: subset.filter((r) => r.firstGrade >= 1).length / subset.length,
    firstGood: subset.filter((r) => r.firstGrade >= 2).length / subset.length,
    withVouchers: subset.filter((r) => r.vouchers > 0).length / subset.length,
    firstVoucherRelevant: subset.filter((r) => (r.firstVoucherGrade ?? 0) >= 1).length / subset.length,
  });
  return {
    languages: LANGUAGES.map((lang) => ({ lang, ...of(rows.filter((r) => r.lang === lang)) })),
    all: of(rows),
  };
}

async function judgeEngine(label, target) {
  console.log(`▸ search quality on ${label} (fresh demo city)`);
  const started = performance.now();
  const server = await startLahap(target);
  const seedSeconds = (performance.now() - started) / 1000;
  try {
    const rows = await judgeServer(server.url);
    return { label, rows, seedSeconds, ...summarise(rows) };
  } finally {
    await server.stop();
  }
}

/** The whole part: PGlite, then PostgreSQL in a fresh database (skipped, saying why, when unreachable). */
export async function runSearchQuality() {
  const notes = [`Load average when the part started: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`];
  const engines = [];
  try {
    engines.push(await judgeEngine('PGlite', {}));
  } catch (error) {
    engines.push({ label: 'PGlite', error: error.message });
  }
  const postgres = await freshPostgres(DATABASE);
  if (postgres.skipped) {
    notes.push(`PostgreSQL skipped: ${postgres.skipped}.`);
  } else {
    try {
      engines.push(await judgeEngine('PostgreSQL', { databaseUrl: postgres.databaseUrl }));
    } catch (error) {
      engines.push({ label: 'PostgreSQL', error: error.message });
    }
  }
  return { engines, notes, judgements: loadJudgements() };
}

const pct = (share) => `${fmt(share * 100, 1)} %`;

/** The report section, in the style of bench/results/latest.md. */
export function searchQualityReport({ engines, notes, judgements }) {
  const counts = LANGUAGES.map(
    (lang) => `${lang} ${judgements.queries.filter((q) => q.lang === lang).length}`,
  ).join(', ');
  const lines = [
    SEARCH_QUALITY_HEADING,
    '',
    `Measured ${new Date().toISOString()}. The judged set \`bench/search-judgements.json\`: ${judgements.queries.length} queries (${counts}), each asked from ${judgements.place} through the signed API of a server on a freshly seeded demo city, first page (${STORE_SEARCH_PAGE_SIZE}). NDCG@${DEPTH} with gain 2^grade − 1; "first relevant" counts a first store of grade ≥ 1, "first good" of grade ≥ 2. Vouchers: the same words on search_by_product — queries answering any voucher, and those whose first voucher's nearest store is a judged one.`,
    '',
    `| engine | algorithm | language | queries | NDCG@${DEPTH} | goal | first relevant | goal | first good | vouchers answered | first voucher at a judged store |`,
    '|---|---|---|---:|---:|---|---:|---|---:|---:|---:|',
  ];
  for (const engine of engines) {
    if (engine.error) {
      lines.push(
        `| ${engine.label} | not measured | | | | | | | | | ${engine.error.replaceAll('|', '\\|').slice(0, 160)} |`,
      );
      continue;
    }
    const algorithm = [...new Set(engine.rows.map((r) => r.algorithmId))].join(', ');
    for (const l of [...engine.languages, { lang: 'all', ...engine.all }]) {
      const goals = l.lang !== 'all';
      lines.push(
        `| ${engine.label} | ${algorithm} | ${l.lang} | ${l.queries} | ${fmt(l.ndcg, 3)} | ${goals ? `≥ ${SEARCH_QUALITY_GOALS.ndcgAt10} ${verdict(l.ndcg >= SEARCH_QUALITY_GOALS.ndcgAt10)}` : ''} | ${pct(l.firstRelevant)} | ${goals ? `≥ ${pct(SEARCH_QUALITY_GOALS.firstRelevant)} ${verdict(l.firstRelevant >= SEARCH_QUALITY_GOALS.firstRelevant)}` : ''} | ${pct(l.firstGood)} | ${pct(l.withVouchers)} | ${pct(l.firstVoucherRelevant)} |`,
      );
    }
  }
  const first = engines.find((e) => !e.error);
  if (first) {
    const weakest = [...first.rows].sort((a, b) => a.ndcg - b.ndcg).slice(0, 8);
    lines.push(
      '',
      `Weakest queries on ${first.label} (NDCG@${DEPTH}; the first three stores with their grades):`,
      '',
      ...weakest.map(
        (r) =>
          `- ${r.lang} “${r.query}”: ${fmt(r.ndcg, 3)} — ${r.top.map((t) => `${t.name} (${t.grade})`).join(', ') || 'no store'}`,
      ),
    );
  }
  lines.push(
    '',
    ...engines
      .filter((e) => !e.error)
      .map((e) => `${e.label}: server start with migrations and demo seed took ${fmt(e.seedSeconds, 0)} s.`),
    ...notes,
    '',
  );
  return lines;
}
