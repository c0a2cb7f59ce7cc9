// Where the bytes of a first load come from: each script the page loaded is read back through its
// source map (the build keeps the maps in apps/web/dist-sourcemaps, never in dist) with
// source-map-explorer, and its modules are summed by package (node_modules/<name>) or by app area
// (src/features/<feature>, src/shared/<area>, the contract). Each module is gzipped on its own, so
// the sums run above the files' real gzip sizes (a file compresses better whole); they tell the
// shares apart, not the total, which `firstLoadSize` measures on the wire.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { explore } from 'source-map-explorer';
import { ROOT } from '../scripts/build-state.mjs';

const WEB_DIST = join(ROOT, 'apps/web/dist');
const WEB_MAPS = join(ROOT, 'apps/web/dist-sourcemaps');

/** Bytes the map gives no source for: the bundler's glue, and JSON inlined (the catalogues). */
const NO_SOURCE = 'no source (bundler glue, inlined JSON)';
/** source-map-explorer's own entries that are no code: the map's address, line ends. */
const NOT_CODE = new Set(['[sourceMappingURL]', '[EOLs]']);

/** The group a source of a map belongs to. */
export function groupOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  if (/packages\/contract\//.test(source)) return '@lahap/contract';
  const app = /(?:^|\/)src\/((?:features|shared)\/[^/]+|[^/]+)/.exec(source);
  return app ? `src/${app[1].replace(/\.[cm]?[jt]sx?$/, '')}` : NO_SOURCE;
}

/**
 * The gzip bytes of each group across the loaded scripts (`files` as `firstLoadSize` answers them),
 * largest first; scripts without a map (none expected) are listed apart.
 */
export async function bundleShares(files) {
  const totals = new Map();
  const unmapped = [];
  for (const { path, type } of files) {
    if (type !== 'script') continue;
    const code = join(WEB_DIST, path);
    const map = join(WEB_MAPS, `${path}.map`);
    if (!existsSync(code) || !existsSync(map)) {
      unmapped.push(path);
      continue;
    }
    const result = await explore(
      { code, map },
      { output: { format: 'json' }, gzip: true, noBorderChecks: true },
    );
    for (const [source, { size }] of Object.entries(result.bundles[0]?.files ?? {})) {
      if (NOT_CODE.has(source)) continue;
      const group = source.startsWith('[') ? NO_SOURCE : groupOf(source);
      totals.set(group, (totals.get(group) ?? 0) + size);
    }
  }
  const groups = [...totals].map(([group, gzip]) => ({ group, gzip })).sort((a, b) => b.gzip - a.gzip);
  return { groups, unmapped };
}
