import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { moveSourceMaps, sourceMapDirOf } from './private-source-maps';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lahap-build-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('names the private folder beside the dist folder', () => {
  expect(sourceMapDirOf('/repo/apps/web/dist')).toBe('/repo/apps/web/dist-sourcemaps');
  expect(sourceMapDirOf('/repo/apps/web/dist/')).toBe('/repo/apps/web/dist-sourcemaps');
});

it('moves every map out of the dist folder, keeping its path, and nothing else', async () => {
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets', 'nested'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<html>');
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'x()');
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3}');
  await writeFile(path.join(dist, 'assets', 'nested', 'style-Zz99Yy88.css.map'), '{"version":3}');

  const maps = sourceMapDirOf(dist);
  expect(await moveSourceMaps(dist, maps)).toEqual([
    path.join('assets', 'index-Ab12Cd34.js.map'),
    path.join('assets', 'nested', 'style-Zz99Yy88.css.map'),
  ]);
  const left = await readdir(dist, { recursive: true });
  expect(left.filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(left).toContain(path.join('assets', 'index-Ab12Cd34.js'));
  expect(await readFile(path.join(maps, 'assets', 'index-Ab12Cd34.js.map'), 'utf8')).toBe('{"version":3}');
});
