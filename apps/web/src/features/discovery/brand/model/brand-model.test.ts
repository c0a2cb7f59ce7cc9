import { describe, expect, it } from 'vitest';
import { resolveBrandLink } from './brand-link';
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

describe('brand links', () => {
  it('opens /platform/ urls in the app, from the marker on', () => {
    expect(resolveBrandLink('https://lahap.id/platform/brandsHomepage?brandId=3')).toEqual({
      kind: 'inApp',
      to: '/platform/brandsHomepage?brandId=3',
    });
    expect(resolveBrandLink('/platform/mall?id=1')).toEqual({ kind: 'inApp', to: '/platform/mall?id=1' });
  });

  it('opens other urls outside, adding https when the protocol is missing', () => {
    expect(resolveBrandLink('www.example.com/promo')).toEqual({
      kind: 'external',
      url: 'https://www.example.com/promo',
    });
    expect(resolveBrandLink('http://example.com')).toEqual({ kind: 'external', url: 'http://example.com' });
  });

  it('does nothing without a url', () => {
    expect(resolveBrandLink(undefined)).toEqual({ kind: 'none' });
    expect(resolveBrandLink('  ')).toEqual({ kind: 'none' });
  });
});
