import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type TestApp, buildTestApp, tempDir } from './helper.js';

/**
 * A test app serving a built web app whose index.html is `index`, for the suite it is called in:
 * made before its tests, closed and removed after them. Answers a getter, valid once they run.
 */
export function appWithBuiltPage(index: string): () => TestApp {
  let dist: Awaited<ReturnType<typeof tempDir>> | undefined;
  let built: TestApp | undefined;
  beforeAll(async () => {
    dist = await tempDir('lahap-dist-');
    await mkdir(join(dist.path, 'assets'));
    await writeFile(join(dist.path, 'index.html'), index);
    built = await buildTestApp({ env: { WEB_DIST_DIR: dist.path } });
  });
  afterAll(async () => {
    await built?.close();
    await dist?.remove();
  });
  return () => {
    if (!built) throw new Error('the test app is made before the tests run');
    return built;
  };
}
