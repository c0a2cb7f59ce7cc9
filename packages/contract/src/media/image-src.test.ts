import { describe, expect, it } from 'vitest';
import { imageSrc } from './image-src.js';

describe('imageSrc', () => {
  it('asks our own images at the named width', () => {
    expect(imageSrc('/api/images/a/b.webp', 'logo')).toBe('/api/images/a/b.webp?w=320');
    expect(imageSrc('/api/images/a/b.webp', 'banner')).toBe('/api/images/a/b.webp?w=1440');
    expect(imageSrc('/api/images/a/b.webp', 'bannerPhone')).toBe('/api/images/a/b.webp?w=780');
  });

  it('keeps http(s) addresses and refuses anything else', () => {
    expect(imageSrc('https://cdn.example/x.png', 'thumbnail')).toBe('https://cdn.example/x.png');
    expect(imageSrc('javascript:alert(1)', 'thumbnail')).toBeNull();
    expect(imageSrc('', 'thumbnail')).toBeNull();
  });
});
