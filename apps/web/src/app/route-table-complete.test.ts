import { APP_PAGE_PATTERNS, isAppPagePath } from '@lahap/contract/app-pages';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/config/paths';
import { SCREEN_ROUTES } from './route-table';

describe('the route table', () => {
  // Every screen of spec §2 has its real page: an entry without `load` shows the placeholder.
  it('gives every screen a page of its own (no placeholder left)', () => {
    const placeholders = SCREEN_ROUTES.filter((route) => !route.load).map((route) => route.path);
    expect(placeholders, 'screens still showing the placeholder').toEqual([]);
  });

  // The server answers a page's HTML (with its link preview) to any request for these paths.
  it('names only paths the server knows as pages, and the server knows no other', () => {
    const routed = [...Object.values(paths).map((page) => page.path), ...SCREEN_ROUTES.map((r) => r.path)];
    for (const path of routed) {
      expect(
        (APP_PAGE_PATTERNS as readonly string[]).includes(path) || isAppPagePath(path),
        `${path} is missing from packages/contract/src/app-pages.ts`,
      ).toBe(true);
    }
    const spelled = new Set(Object.values(paths).map((page) => page.path));
    for (const pattern of APP_PAGE_PATTERNS) {
      expect(spelled.has(pattern), `${pattern} is not a path of shared/config/paths.ts`).toBe(true);
    }
  });
});
