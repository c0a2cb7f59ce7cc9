import type { Rolldown } from 'vite';

/*
 * How the build splits the pages' first loads (the customer app's index.html, the store staff
 * console's staff.html and the ordering site's ordering.html) into chunks: used by vite.config.ts,
 * tested with made-up graphs in src/staff/app/page-chunks.test.ts (two pages) and
 * src/ordering/app/page-chunks.test.ts (three).
 */

export interface PageGraph {
  /** What the page's first load imports (static imports, followed from the page). */
  initial: Set<string>;
  /** Everything the page may ever load (static and dynamic imports). */
  all: Set<string>;
}

/** The modules `from` reaches through static imports, and dynamic ones too when `dynamic`. */
export function reachedFrom(
  from: string,
  ctx: Pick<Rolldown.ChunkingContext, 'getModuleInfo'>,
  dynamic: boolean,
): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The first-load chunk of a module, so that no page ever loads another's start-up code, nor code
 * it needs only later: `app` for what only the customer app loads and loads first, `staff` and
 * `ordering` the same for the staff console and the ordering site; `app-shared` for what every page
 * loads first (the API transport, storage, shared UI), and `<a>-<b>-shared` for what two of three
 * pages load first and the third never loads (`app-staff-shared`…). What one page loads first and
 * another only later (the redemption code the console starts with, which the customer app needs
 * only on a coupon's page) is no page's first-load chunk: `null` leaves it to route splitting, a
 * chunk per set of entries (pages and lazily loaded routes) that reach it. Named, it went where
 * the first page's start-up went, and a later page that needed one of its modules fetched all of
 * them (the home fetched the console's code entry, crypto included, for a nav bar). A page's chunk
 * holds its entry, so that a chunk of another page importing it would start that page too. Only
 * first-load modules (tag `$initial`) are asked. Without `ordering`, the two-page split of before.
 */
export function pageChunkOf(
  id: string,
  index: PageGraph,
  staff: PageGraph,
  ordering?: PageGraph,
): string | null {
  const pages: [string, PageGraph][] = [
    ['app', index],
    ['staff', staff],
    ...(ordering ? [['ordering', ordering] as [string, PageGraph]] : []),
  ];
  const starting = pages.filter(([, graph]) => graph.initial.has(id)).map(([name]) => name);
  // None: a module the walk from the pages did not see (a virtual one); no entry goes with it.
  if (starting.length === 0) return 'app-shared';
  const laterElsewhere = pages.some(([name, graph]) => !starting.includes(name) && graph.all.has(id));
  if (laterElsewhere) return null;
  if (starting.length === pages.length) return 'app-shared';
  return starting.length > 1 ? `${starting.join('-')}-shared` : (starting[0] as string);
}
