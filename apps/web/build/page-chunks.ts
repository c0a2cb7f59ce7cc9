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
 * The first-load chunk of a module, so that no page ever loads another's start-up code: `app`
 * for what only the customer app loads first and no other page ever loads, `staff` and `ordering`
 * the same for the staff console and the ordering site; `app-shared` for what every page loads
 * first (the API transport, storage, shared UI), and `<a>-<b>-shared` for what two of three pages
 * load first (`app-staff-shared`…), so the third does not fetch it for nothing. What one page loads
 * first and another only later (a customer page's code the console loads at start) gets a chunk
 * of its own, `<page>-start` (`app-start`: the customer app's start-up that another page loads
 * later; `staff-start`, `ordering-start`): a page's chunk holds its entry, and a chunk of another
 * page importing it would start that page too. One group for all pages would make one chunk of
 * them; rolldown's `entriesAware` would also split by every lazily loaded page. Only first-load
 * modules (tag `$initial`) are asked. Without `ordering`, the two-page split of before.
 */
export function pageChunkOf(id: string, index: PageGraph, staff: PageGraph, ordering?: PageGraph): string {
  const pages: [string, PageGraph][] = [
    ['app', index],
    ['staff', staff],
    ...(ordering ? [['ordering', ordering] as [string, PageGraph]] : []),
  ];
  const starting = pages.filter(([, graph]) => graph.initial.has(id)).map(([name]) => name);
  // None: a module the walk from the pages did not see (a virtual one); no entry goes with it.
  if (starting.length === 0 || starting.length === pages.length) return 'app-shared';
  if (starting.length > 1) return `${starting.join('-')}-shared`;
  const [only] = starting as [string];
  const laterElsewhere = pages.some(([name, graph]) => name !== only && graph.all.has(id));
  return laterElsewhere ? `${only}-start` : only;
}
