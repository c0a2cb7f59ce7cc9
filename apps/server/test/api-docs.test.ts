import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './helper.js';

const API_DOC = new URL('../../../docs/api.md', import.meta.url);

let built: TestApp;
beforeAll(async () => {
  built = await buildTestApp();
});
afterAll(async () => built.close());

/** The path as docs/api.md spells it in code: the mounted URL, a wildcard as its `<key>` segment. */
function documentedForm(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\*', '<[a-z]+>');
  return new RegExp(`\`${escaped}(?:\`|\\?)`);
}

it('lists every mounted /api path in docs/api.md', async () => {
  const doc = await readFile(API_DOC, 'utf8');
  const paths = [...new Set(built.app.apiRoutes.map((route) => route.url))];
  expect(paths.length).toBeGreaterThan(30);
  // The check itself: a path the document does not name is caught, a wildcard matches `<key>`.
  expect(documentedForm('/api/market/coupon/not_yet_built').test(doc)).toBe(false);
  expect(documentedForm('/api/images/*').test(doc)).toBe(true);
  const missing = paths.filter((path) => !documentedForm(path).test(doc));
  expect(missing, 'mounted but not in docs/api.md').toEqual([]);
});
