import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minifySync, type Plugin, type Rolldown } from 'vite';

/*
 * What analytics costs the customer app's first load (goal ≤ 3 KiB gzip before idle), written by
 * the build for the benchmark (bench/run.mjs) to report. Analytics shares its first-load chunks
 * with the rest of start-up, so its part is measured from its own modules' code in them, minified
 * and gzipped on its own: a little more than it adds to the chunk, which compresses it together
 * with its neighbours. The lazy part is its own chunk, measured as it is.
 */

/** Where the report goes: beside dist/ rather than in it, as the server serves all of dist/. */
export const ANALYTICS_SIZE_FILE = fileURLToPath(
  new URL('../build-report/analytics-size.json', import.meta.url),
);

/** The modules that are analytics: its folder, its catalogue, the router's page views, web-vitals. */
export const ANALYTICS_MODULE =
  /[\\/]src[\\/]shared[\\/]analytics[\\/]|[\\/]src[\\/]locales[\\/]id-ID[\\/]analytics\.json$|[\\/]src[\\/]app[\\/]page-views\.ts$|[\\/]node_modules[\\/]web-vitals[\\/]/;

export interface AnalyticsSize {
  /** Analytics modules in the first load of the page, and their size. */
  firstLoad: { modules: string[]; minifiedBytes: number; gzipBytes: number };
  /** The chunks analytics loads later, and their size as served. */
  lazy: { files: string[]; bytes: number; gzipBytes: number };
}

const gzipLength = (code: string) => gzipSync(code, { level: 9 }).length;

/** The chunks a page's first load fetches: its entry and everything that imports statically. */
function firstLoadChunks(bundle: Rolldown.OutputBundle, page: string): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId === page);
  const seen = new Map<string, Rolldown.OutputChunk>();
  const pending = entry ? [entry] : [];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) pending.push(imported);
    }
  }
  return [...seen.values()];
}

/** The report of one build's output for `page` (an entry's absolute path). */
export function measureAnalytics(bundle: Rolldown.OutputBundle, page: string): AnalyticsSize {
  const initial = firstLoadChunks(bundle, page);
  const modules: string[] = [];
  const code: string[] = [];
  for (const chunk of initial) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!ANALYTICS_MODULE.test(id) || !module.code) continue;
      modules.push(id.replace(/^.*?[\\/](src|node_modules)[\\/]/, '$1/'));
      code.push(module.code);
    }
  }
  const minified = code.length > 0 ? minifySync('analytics.js', code.join('\n')).code : '';
  const initialFiles = new Set(initial.map((chunk) => chunk.fileName));
  const lazy = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk =>
      output.type === 'chunk' &&
      !initialFiles.has(output.fileName) &&
      Object.keys(output.modules).some((id) => ANALYTICS_MODULE.test(id)) &&
      Object.keys(output.modules).every((id) => ANALYTICS_MODULE.test(id)),
  );
  return {
    firstLoad: {
      modules: modules.sort(),
      minifiedBytes: Buffer.byteLength(minified),
      gzipBytes: minified ? gzipLength(minified) : 0,
    },
    lazy: {
      files: lazy.map((chunk) => chunk.fileName).sort(),
      bytes: lazy.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
      gzipBytes: lazy.reduce((sum, chunk) => sum + gzipLength(chunk.code), 0),
    },
  };
}

/** Writes {@link ANALYTICS_SIZE_FILE} for the customer app's page `page`. */
export function analyticsSize(page: string): Plugin {
  return {
    name: 'lahap:analytics-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      mkdirSync(dirname(ANALYTICS_SIZE_FILE), { recursive: true });
      writeFileSync(ANALYTICS_SIZE_FILE, `${JSON.stringify(measureAnalytics(bundle, page), null, 2)}\n`);
    },
  };
}
