import { describe, expect, it } from 'vitest';
import {
  articleImagePath,
  isSitePageKey,
  postSocialImage,
  sitePageImagePath,
} from './social-pages';

describe('social images of pages and posts', () => {
  const post = {
    slug: 'double-bookings',
    updated_at: new Date(1_764_000_000_000),
    featured_image_url: '/storage/blog/cover.webp' as string | null,
    social_image: 'generated' as 'generated' | 'featured',
  };

  it('names the site pages and versions an article image by its last change', () => {
    expect(isSitePageKey('product')).toBe(true);
    expect(isSitePageKey('toString')).toBe(false);
    expect(sitePageImagePath('home')).toBe('/og/home.png');
    expect(articleImagePath('a b', 5)).toBe('/resources/a%20b/og.png?v=5');
  });

  it('shares the generated image unless the featured one is chosen and networks can show it', () => {
    expect(postSocialImage(post)).toEqual({
      url: '/resources/double-bookings/og.png?v=1764000000000',
      source: 'generated',
    });
    expect(postSocialImage({ ...post, social_image: 'featured' })).toEqual({
      url: '/storage/blog/cover.webp',
      source: 'featured',
    });
    for (const featured_image_url of [null, '/defaults/blog/guides.svg', '  '])
      expect(
        postSocialImage({ ...post, social_image: 'featured', featured_image_url }).source,
      ).toBe('generated');
  });
});
