import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATTERNS, isAppPagePath } from './app-pages.js';

describe('isAppPagePath', () => {
  it('knows the pages, their optional segment and a trailing slash', () => {
    for (const path of [
      '/',
      '/platform',
      '/platform/home',
      '/platform/home/account',
      '/platform/payPage/cashier',
      '/platform/merchant',
      '/platform/merchant/',
      '/platform/inviteFriends/friendActivity',
    ]) {
      expect(isAppPagePath(path), path).toBe(true);
    }
  });

  it('refuses everything else: files, deeper paths, look-alikes', () => {
    for (const path of [
      '/favicon.ico',
      '/robots.txt',
      '/platform/merchant/extra',
      '/platform/home/account/more',
      '/platform/merchantX',
      '/assets/index.js',
      '/api/healthz',
      '/staff',
      '//',
    ]) {
      expect(isAppPagePath(path), path).toBe(false);
    }
  });

  it('lists each pattern once', () => {
    expect(new Set(APP_PAGE_PATTERNS).size).toBe(APP_PAGE_PATTERNS.length);
  });
});
