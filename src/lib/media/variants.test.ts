import { describe, expect, it } from 'vitest';
import { isVariantPath, srcSetFor, variantKey, variantWidthsFor } from './variants';

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

  it('builds srcset for the shipped raster illustrations from their manifest width', () => {
    expect(srcSetFor('/defaults/hero-dashboard.webp', null)).toBe(
      '/defaults/hero-dashboard.w480.webp 480w, /defaults/hero-dashboard.w960.webp 960w, /defaults/hero-dashboard.webp 1200w',
    );
    // The recorded width of a site_media row pointing at it does not override the manifest.
    expect(srcSetFor('/defaults/module-billing.webp', 3000)).toBe(
      '/defaults/module-billing.w480.webp 480w, /defaults/module-billing.webp 800w',
    );
    // Its SVG source and other shipped files have none.
    expect(srcSetFor('/defaults/hero-dashboard.svg', 1200)).toBeUndefined();
    expect(srcSetFor('/defaults/other.webp', 1200)).toBeUndefined();
  });

  it('tells variant files from originals', () => {
    expect(isVariantPath('banners/banner-1.w480.webp')).toBe(true);
    expect(isVariantPath('a.W1600.WEBP')).toBe(true);
    expect(isVariantPath('banner-1.webp')).toBe(false);
    expect(isVariantPath('w480.png')).toBe(false);
  });
});
