// Knows which workspace builds are missing or older than their sources, so `npm start` and the
// benchmarks build only what they must.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's folder, without a trailing slash: ESLint's TypeScript resolver given a `cwd`
 * ending in one resolves no `@/` import, so lint probes would silently pass.
 */
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Workspaces in build order, each with the sources it builds from and a file its build writes. */
export const BUILDS = [
  {
    workspace: '@lahap/contract',
    sources: ['packages/contract/src'],
    output: 'packages/contract/dist/constants.js',
  },
  {
    workspace: '@lahap/web',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/staff.html',
      'apps/web/build',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
    output: 'apps/web/dist/index.html',
  },
  {
    workspace: '@lahap/server',
    sources: ['apps/server/src', 'packages/contract/src'],
    output: 'apps/server/dist/main.js',
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The builds whose output is missing or older than any of their sources. */
export function staleBuilds() {
  return BUILDS.filter(({ sources, output }) => {
    const out = join(ROOT, output);
    if (!existsSync(out)) return true;
    const built = statSync(out).mtimeMs;
    return sources.some((source) => newestMtime(join(ROOT, source)) > built);
  });
}
