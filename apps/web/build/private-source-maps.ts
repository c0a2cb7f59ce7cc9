import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';

/**
 * The web build's source maps stay private (docs/monitoring.md "Source maps"): the build writes
 * `hidden` maps (no sourceMappingURL comment in the scripts), and this plugin moves every `.map`
 * out of the dist folder into `<outDir>-sourcemaps` (apps/web/dist-sourcemaps), the folder the
 * server reads (SOURCEMAP_DIR) to make the team's error stacks readable. What the server serves
 * and what the service worker precaches is then free of them; the server refuses `.map` paths
 * besides.
 */

/** Where the maps of a build into `outDir` go. */
export function sourceMapDirOf(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

async function mapsUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Moves every `.map` under `outDir` to the same place under `mapsDir`; answers the moved paths
 * (relative, sorted).
 */
export async function moveSourceMaps(outDir: string, mapsDir: string): Promise<string[]> {
  const moved = (await mapsUnder(outDir)).sort();
  for (const relative of moved) {
    const target = path.join(mapsDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(outDir, relative), target);
  }
  return moved;
}

export function privateSourceMaps(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'lahap:private-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // The maps of the build before go with it, as its scripts do (emptyOutDir).
    async buildStart() {
      await rm(sourceMapDirOf(outDir), { recursive: true, force: true });
    },
    // After every other plugin has written its files (the service worker is written at close).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const moved = await moveSourceMaps(outDir, sourceMapDirOf(outDir));
        const left = await mapsUnder(outDir);
        if (left.length > 0) throw new Error(`source maps left in ${outDir}: ${left.join(', ')}`);
        logger?.info(`${moved.length} source maps moved to ${sourceMapDirOf(outDir)} (private)`);
      },
    },
  };
}
