import { describe, expect, it } from 'vitest';
import { resolveBrandLink } from './brand-link';

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
