import { describe, expect, it } from 'vitest';
import {
  PLACEMENT_GROUPS,
  placementLabel,
  placementUsageLocation,
  slotUsageLocation,
  usageLocation,
} from './placement';
import { slotCatalogue } from './slots';

describe('PLACEMENT_GROUPS (the Upload & Place chooser)', () => {
  it('offers exactly the 28 catalogue slots, each once, by page and section', () => {
    const ids = PLACEMENT_GROUPS.flatMap((g) =>
      g.sections.flatMap((s) => s.slots.map((x) => x.id)),
    );
    expect(ids).toHaveLength(28);
    expect(new Set(ids)).toEqual(new Set(slotCatalogue.map((s) => s.id)));
    expect(PLACEMENT_GROUPS.map((g) => g.label)).toEqual([
      'Homepage',
      'Product Page',
      'Solutions',
      'Why Lizit',
      'About',
      'Every page',
    ]);
    for (const g of PLACEMENT_GROUPS) {
      for (const s of g.sections) for (const slot of s.slots) expect(slot.page).toBe(g.page);
    }
  });

  it('names sections the site has, and short labels unique within a page', () => {
    const about = PLACEMENT_GROUPS.find((g) => g.page === 'about')!;
    expect(about.sections.map((s) => s.section)).toEqual(['Team', 'Associations']);
    expect(about.sections[0]!.slots.map((s) => s.label)).toEqual([
      'Team photo 1',
      'Team photo 2',
      'Team photo 3',
      'Team photo 4',
    ]);
    for (const g of PLACEMENT_GROUPS) {
      const labels = g.sections.flatMap((s) => s.slots.map((x) => x.label));
      expect(new Set(labels).size, g.page).toBe(labels.length);
    }
  });

  it('reads a slot as page › section › label', () => {
    expect(placementLabel('about-team-2')).toBe('About › Team › Team photo 2');
    expect(placementLabel('global-header-logo')).toBe('Every page › Header › Header logo');
    expect(() => placementLabel('about:team-photos')).toThrow(/Unknown media slot/);
  });

  it('records page:section:slot for a placed item', () => {
    expect(placementUsageLocation('about-team-2')).toBe('about:team:about-team-2');
    expect(placementUsageLocation('homepage-module-billing')).toBe(
      'homepage:modules:homepage-module-billing',
    );
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
