import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type TestApp, buildTestApp, tempDir } from './helper.js';

/** A built page as the build writes it: the client config's tag, the module script and one preload. */
export const BUILT_INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta name="lahap-client" content="{}" />
    <script type="module" crossorigin src="/assets/index-Bx7f9a1c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cc0ffee1.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

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
