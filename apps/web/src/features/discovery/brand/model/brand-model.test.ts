import { describe, expect, it } from 'vitest';
import { brandPageStatus } from './brand-page-status';

describe('brand page status', () => {
  it('is LOADING before the first page and EMPTY or SUCCESS after it', () => {
    expect(brandPageStatus({ pagesLoaded: 0, brandCount: 0, errorCode: null })).toBe('LOADING');
    expect(brandPageStatus({ pagesLoaded: 1, brandCount: 0, errorCode: null })).toBe('EMPTY');
    expect(brandPageStatus({ pagesLoaded: 1, brandCount: 6, errorCode: null })).toBe('SUCCESS');
  });

  it('is RATE_LIMIT on 429 on any page', () => {
    expect(brandPageStatus({ pagesLoaded: 0, brandCount: 0, errorCode: '429' })).toBe('RATE_LIMIT');
    expect(brandPageStatus({ pagesLoaded: 2, brandCount: 12, errorCode: '429' })).toBe('RATE_LIMIT');
  });

  it('is ERROR for other failures on page one, LOADING later', () => {
    expect(brandPageStatus({ pagesLoaded: 0, brandCount: 0, errorCode: 'network' })).toBe('ERROR');
    expect(brandPageStatus({ pagesLoaded: 1, brandCount: 6, errorCode: '5001000' })).toBe('LOADING');
  });
});
