import { describe, expect, it } from 'vitest';
import { srcSetFor, variantKey, variantWidthsFor } from './variants';

describe('image variants', () => {
  it('names variants next to the original', () => {
    expect(variantKey('featured/17-ab.png', 480)).toBe('featured/17-ab.w480.webp');
    expect(variantKey('/storage/site-media/slot-x.JPEG', 960)).toBe(
      '/storage/site-media/slot-x.w960.webp',
    );
  });

  it('makes only variants smaller than the original', () => {
    expect(variantWidthsFor(2000)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(960)).toEqual([480]);
    expect(variantWidthsFor(480)).toEqual([]);
    expect(variantWidthsFor(null)).toEqual([]);
  });

  it('builds srcset for stored raster images with a known width only', () => {
    expect(srcSetFor('/storage/site-media/a.png', 1200)).toBe(
      '/storage/site-media/a.w480.webp 480w, /storage/site-media/a.w960.webp 960w, /storage/site-media/a.png 1200w',
    );
    expect(srcSetFor('/defaults/hero.svg', 1200)).toBeUndefined();
    expect(srcSetFor('/storage/site-media/a.gif', 1200)).toBeUndefined();
    expect(srcSetFor('https://cdn.example/a.png', 1200)).toBeUndefined();
    expect(srcSetFor('/storage/site-media/a.png', null)).toBeUndefined();
    expect(srcSetFor('/storage/site-media/a.png', 400)).toBeUndefined();
    expect(
      srcSetFor('https://cdn.example/site-media/a.png', 1200, 'https://cdn.example/'),
    ).toContain('a.w480.webp 480w');
  });
});
