import type { Rolldown } from 'vite';

/*
 * How the build splits the two pages' first loads (the customer app's index.html and the store
 * staff console's staff.html) into chunks: used by vite.config.ts, tested with a made-up graph
 * in src/staff/app/page-chunks.test.ts.
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
 * The first-load chunk of a module, so that neither page ever loads the other's start-up code:
 * `app` for what only the customer app loads first and the console never loads, `staff` the
 * same for the console, `app-shared` for what both load first (the API transport, storage,
 * shared UI). What one page loads first and the other only later (a customer page's code the
 * console loads at start) gets a chunk of its own, `app-start` (the customer app's start-up that
 * the console loads later) or `staff-start` (the reverse): a page's chunk holds its entry, and a
 * chunk of the other app importing it would start that app too. One group for both pages would
 * make one chunk of the two; rolldown's `entriesAware` would also split by every lazily loaded
 * page. Only first-load modules (tag `$initial`) are asked.
 */
export function pageChunkOf(id: string, index: PageGraph, staff: PageGraph): string {
  const inIndex = index.initial.has(id);
  const inStaff = staff.initial.has(id);
  // Neither: a module the walk from the pages did not see (a virtual one); no entry goes with it.
  if (inIndex === inStaff) return 'app-shared';
  if (inIndex) return staff.all.has(id) ? 'app-start' : 'app';
  return index.all.has(id) ? 'staff-start' : 'staff';
}
