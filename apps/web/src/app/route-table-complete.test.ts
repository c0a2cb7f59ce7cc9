import { APP_PAGE_PATTERNS, isAppPagePath } from '@lahap/contract/app-pages';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/config/paths';
import { SCREEN_ROUTES } from './route-table';

describe('the route table', () => {
  // Every entry imports its page (`load` is required): no screen can fall back to a placeholder,
  // and routes.test.tsx renders each path of spec §2 to its page.
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
