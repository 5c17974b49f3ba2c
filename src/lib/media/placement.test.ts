import { describe, expect, it } from 'vitest';
import {
  getPlacementTarget,
  PLACEMENT_PAGES,
  PLACEMENT_TARGETS,
  slotUsageLocation,
  usageLocation,
} from './placement';

describe('PLACEMENT_TARGETS', () => {
  it('lists the 25 targets of the spec with unique page:section keys', () => {
    expect(PLACEMENT_TARGETS).toHaveLength(7 + 5 + 4 + 3 + 3 + 3);
    const keys = PLACEMENT_TARGETS.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of PLACEMENT_TARGETS) {
      expect(t.key).toBe(`${t.page}:${t.section}`);
      expect(t.section).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(PLACEMENT_PAGES[t.page]).toBeDefined();
    }
  });

  it('names the sections as the spec does', () => {
    expect(PLACEMENT_TARGETS.filter((t) => t.page === 'homepage').map((t) => t.label)).toEqual([
      'Hero',
      'Banner Carousel',
      'Industry Changing',
      'Product Overview',
      'Testimonials',
      'Blog Preview',
      'CTA',
    ]);
    expect(getPlacementTarget('homepage:banner-carousel')?.label).toBe('Banner Carousel');
    expect(getPlacementTarget('product:faq')?.label).toBe('FAQ');
    expect(getPlacementTarget('resources:downloads')).toBeDefined();
    expect(getPlacementTarget('homepage:nope')).toBeUndefined();
  });

  it('links only the single-slot targets to a slot', () => {
    const linked = PLACEMENT_TARGETS.filter((t) => t.slotId).map((t) => [t.key, t.slotId]);
    expect(linked).toEqual([
      ['homepage:hero', 'homepage-hero-dashboard'],
      ['product:demo', 'product-demo-video'],
    ]);
    expect(getPlacementTarget('about:team-photos')).not.toHaveProperty('slotId');
  });
});

describe('usage locations', () => {
  it('builds page:section:slot and page:section', () => {
    expect(usageLocation('homepage', 'hero', 'homepage-hero-dashboard')).toBe(
      'homepage:hero:homepage-hero-dashboard',
    );
    expect(usageLocation('about', 'team-photos')).toBe('about:team-photos');
    expect(usageLocation('about', 'team-photos', null)).toBe('about:team-photos');
    expect(usageLocation('about', 'team-photos', '  ')).toBe('about:team-photos');
  });

  it('refuses blank parts and parts containing a colon', () => {
    expect(() => usageLocation('', 'hero')).toThrow();
    expect(() => usageLocation('homepage', ' ')).toThrow();
    expect(() => usageLocation('homepage', 'a:b')).toThrow();
  });

  it('builds page:slotId from the catalogue page for slot assignment', () => {
    expect(slotUsageLocation('global-header-logo')).toBe('global:global-header-logo');
    expect(slotUsageLocation('about-team-3')).toBe('about:about-team-3');
    expect(() => slotUsageLocation('no-such-slot')).toThrow(/Unknown media slot/);
  });
});

describe('view in place', () => {
  it('links Blog to the article list that exists, not the dead /articles', async () => {
    const { PLACEMENT_PAGES } = await import('./placement');
    expect(PLACEMENT_PAGES.blog.path).toBe('/resources/articles');
    expect(PLACEMENT_PAGES.homepage.path).toBe('/');
  });
});
