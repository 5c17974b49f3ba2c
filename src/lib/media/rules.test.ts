import { describe, expect, it } from 'vitest';
import {
  canAssign,
  checkDimensions,
  filterByUsage,
  findDuplicates,
  getPlacementTarget,
  HERO_BADGE_IMAGES,
  isBrokenUrl,
  isDuplicate,
  isSeoMissing,
  mediaUsage,
  PLACEMENT_PAGES,
  PLACEMENT_TARGETS,
  PRIORITY_SLOT_IDS,
  QUICK_ASSIGN_IN_SUMMARY,
  QUICK_ASSIGN_PER_ITEM,
  quickAssignSlots,
  RECOMMENDED_SIZES,
  seoBadge,
  seoScore,
  slotUsageLocation,
  storedMediaFileName,
  truncateVideoId,
  usageLocation,
  type UsageContext,
} from './rules';
import { slotCatalogue } from './slots';

const catalogueIds = new Set(slotCatalogue.map((s) => s.id));

type Item = {
  id: number;
  name: string;
  file_size: string | null;
  slot_id: string | null;
  file_url: string;
};
const item = (over: Partial<Item> & { id: number }): Item => ({
  name: `item-${over.id}`,
  file_size: '1.00 MB',
  slot_id: null,
  file_url: `/storage/site-assets/item-${over.id}.png`,
  ...over,
});

const noUsage: UsageContext = { bannerImageUrls: new Set(), heroBadgeUrls: HERO_BADGE_IMAGES };

describe('isDuplicate', () => {
  it('matches two items with the same name and file size', () => {
    expect(isDuplicate(item({ id: 1, name: 'logo' }), item({ id: 2, name: 'logo' }))).toBe(true);
  });

  it('ignores surrounding whitespace in name and size', () => {
    const a = item({ id: 1, name: ' logo ', file_size: '2.10 MB ' });
    const b = item({ id: 2, name: 'logo', file_size: '2.10 MB' });
    expect(isDuplicate(a, b)).toBe(true);
  });

  it('is case-sensitive on the name', () => {
    expect(isDuplicate(item({ id: 1, name: 'Logo' }), item({ id: 2, name: 'logo' }))).toBe(false);
  });

  it('needs the same file size', () => {
    const a = item({ id: 1, name: 'logo', file_size: '2.10 MB' });
    const b = item({ id: 2, name: 'logo', file_size: '2.11 MB' });
    expect(isDuplicate(a, b)).toBe(false);
  });

  it('never matches on a null or blank file size', () => {
    expect(
      isDuplicate(
        item({ id: 1, name: 'x', file_size: null }),
        item({ id: 2, name: 'x', file_size: null }),
      ),
    ).toBe(false);
    expect(
      isDuplicate(
        item({ id: 1, name: 'x', file_size: ' ' }),
        item({ id: 2, name: 'x', file_size: '' }),
      ),
    ).toBe(false);
  });

  it('never matches on a blank name', () => {
    expect(isDuplicate(item({ id: 1, name: '  ' }), item({ id: 2, name: '' }))).toBe(false);
  });

  it('does not call an item a duplicate of itself', () => {
    const a = item({ id: 1 });
    expect(isDuplicate(a, { ...a })).toBe(false);
  });
});

describe('findDuplicates', () => {
  it('returns every member of each group of twins and nothing else', () => {
    const items = [
      item({ id: 1, name: 'a' }),
      item({ id: 2, name: 'b' }),
      item({ id: 3, name: 'a' }),
      item({ id: 4, name: 'a', file_size: '9.99 MB' }),
      item({ id: 5, name: 'b' }),
      item({ id: 6, name: 'c', file_size: null }),
      item({ id: 7, name: 'c', file_size: null }),
    ];
    expect([...findDuplicates(items)].sort()).toEqual([1, 2, 3, 5]);
  });

  it('returns an empty set when there are no twins (or no items)', () => {
    expect(findDuplicates([item({ id: 1 }), item({ id: 2 })]).size).toBe(0);
    expect(findDuplicates([]).size).toBe(0);
  });

  it('does not count the same row listed twice as a duplicate', () => {
    const a = item({ id: 1 });
    expect(findDuplicates([a, a]).size).toBe(0);
  });

  it('keeps names containing separators apart', () => {
    const items = [
      item({ id: 1, name: 'a|b', file_size: 'c' }),
      item({ id: 2, name: 'a', file_size: 'b|c' }),
    ];
    expect(findDuplicates(items).size).toBe(0);
  });
});

describe('HERO_BADGE_IMAGES', () => {
  it('are the gray CRA and ARA logos the homepage hero shows', () => {
    expect(HERO_BADGE_IMAGES).toEqual([
      '/defaults/cra-logo-gray.svg',
      '/defaults/ara-logo-gray.svg',
    ]);
  });
});

describe('mediaUsage', () => {
  it('reports an unassigned, unreferenced item as unused', () => {
    expect(mediaUsage(item({ id: 1 }), noUsage)).toEqual({ inUse: false, reasons: [] });
  });

  it('counts a slot assignment', () => {
    expect(mediaUsage(item({ id: 1, slot_id: 'about-team-1' }), noUsage)).toEqual({
      inUse: true,
      reasons: ['slot'],
    });
  });

  it('treats a blank slot_id as unassigned', () => {
    expect(mediaUsage(item({ id: 1, slot_id: '  ' }), noUsage).inUse).toBe(false);
  });

  it('counts a banner using the file url (after trimming)', () => {
    const ctx = { ...noUsage, bannerImageUrls: new Set(['/storage/home-banners/b.png']) };
    expect(
      mediaUsage(item({ id: 1, file_url: ' /storage/home-banners/b.png ' }), ctx).reasons,
    ).toEqual(['banner']);
    expect(mediaUsage(item({ id: 2, file_url: '/storage/home-banners/B.png' }), ctx).inUse).toBe(
      false,
    );
  });

  it('counts the hero badge images', () => {
    expect(
      mediaUsage(item({ id: 1, file_url: '/defaults/ara-logo-gray.svg' }), noUsage).reasons,
    ).toEqual(['hero-badge']);
    // The navy logos of the why page are not hero badges.
    expect(
      mediaUsage(item({ id: 2, file_url: '/defaults/ara-logo-navy.svg' }), noUsage).inUse,
    ).toBe(false);
  });

  it('lists every reason that applies, in order', () => {
    const url = '/defaults/cra-logo-gray.svg';
    const ctx = { ...noUsage, bannerImageUrls: new Set([url]) };
    expect(
      mediaUsage(item({ id: 1, slot_id: 'homepage-hero-cra-logo', file_url: url }), ctx),
    ).toEqual({
      inUse: true,
      reasons: ['slot', 'banner', 'hero-badge'],
    });
  });

  it('never matches a blank file url', () => {
    const ctx = { bannerImageUrls: new Set(['', ' ']), heroBadgeUrls: [''] };
    expect(mediaUsage(item({ id: 1, file_url: ' ' }), ctx).inUse).toBe(false);
  });
});

describe('filterByUsage', () => {
  const ctx = { ...noUsage, bannerImageUrls: new Set(['/b.png']) };
  const items = [
    item({ id: 1, slot_id: 'global-header-logo' }),
    item({ id: 2, file_url: '/b.png' }),
    item({ id: 3, name: 'twin' }),
    item({ id: 4, name: 'twin' }),
    item({ id: 5 }),
  ];
  const ids = (list: Item[]) => list.map((i) => i.id);

  it('keeps everything for "all", as a copy', () => {
    const all = filterByUsage(items, 'all', ctx);
    expect(ids(all)).toEqual([1, 2, 3, 4, 5]);
    expect(all).not.toBe(items);
  });

  it('splits in-use and unused', () => {
    expect(ids(filterByUsage(items, 'in-use', ctx))).toEqual([1, 2]);
    expect(ids(filterByUsage(items, 'unused', ctx))).toEqual([3, 4, 5]);
  });

  it('keeps only items with a twin for "duplicates"', () => {
    expect(ids(filterByUsage(items, 'duplicates', ctx))).toEqual([3, 4]);
  });
});

describe('seoScore and isSeoMissing', () => {
  it('scores 85 when alt text and SEO title are both present', () => {
    expect(seoScore({ alt_text: 'Team photo', seo_title: 'Our team' })).toBe(85);
    expect(isSeoMissing({ alt_text: 'Team photo', seo_title: 'Our team' })).toBe(false);
  });

  it.each([
    [null, 'Title'],
    ['Alt', null],
    [undefined, undefined],
    ['', 'Title'],
    ['Alt', '   '],
    ['\n\t', '\n'],
  ])('scores 60 and flags SEO missing for alt %j / title %j', (alt, title) => {
    expect(seoScore({ alt_text: alt, seo_title: title })).toBe(60);
    expect(isSeoMissing({ alt_text: alt, seo_title: title })).toBe(true);
  });
});

describe('seoBadge', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
    [null, 'grey'],
    [undefined, 'grey'],
    [Number.NaN, 'grey'],
  ] as const)('colours %s as %s', (score, colour) => {
    expect(seoBadge(score)).toBe(colour);
  });
});

describe('checkDimensions', () => {
  it('maps the four recommended sizes of the spec onto placement targets', () => {
    expect(RECOMMENDED_SIZES).toEqual({
      'homepage:hero': { width: 1440, height: 600 },
      'homepage:banner-carousel': { width: 1200, height: 400 },
      'about:team-photos': { width: 400, height: 400 },
      'blog:featured-posts': { width: 800, height: 450 },
    });
    for (const key of Object.keys(RECOMMENDED_SIZES)) {
      expect(getPlacementTarget(key), key).toBeDefined();
    }
  });

  it('accepts the exact size', () => {
    expect(checkDimensions('homepage:hero', { width: 1440, height: 600 })).toBeNull();
  });

  it.each([
    [1728, 600],
    [1152, 600],
    [1440, 720],
    [1440, 480],
    [1728, 720],
  ])('accepts exactly 20 %% off on the homepage hero (%i×%i)', (width, height) => {
    expect(checkDimensions('homepage:hero', { width, height })).toBeNull();
  });

  it.each([
    [1729, 600],
    [1151, 600],
    [1440, 721],
    [1440, 479],
  ])('warns just beyond 20 %% on the homepage hero (%i×%i)', (width, height) => {
    expect(checkDimensions('homepage:hero', { width, height })?.title).toBe('Dimension Warning');
  });

  it('applies the boundary to the team photo size too (320–480 pass)', () => {
    expect(checkDimensions('about:team-photos', { width: 480, height: 320 })).toBeNull();
    expect(checkDimensions('about:team-photos', { width: 481, height: 400 })).not.toBeNull();
    expect(checkDimensions('about:team-photos', { width: 400, height: 319 })).not.toBeNull();
  });

  it('names the actual and recommended sizes and the placement in the description', () => {
    const warning = checkDimensions('blog:featured-posts', { width: 1920, height: 1080 });
    expect(warning).toEqual({ title: 'Dimension Warning', description: expect.any(String) });
    expect(warning?.description).toContain('1920×1080');
    expect(warning?.description).toContain('800×450');
    expect(warning?.description).toContain('Blog → Featured Posts');
  });

  it('says nothing for placements without a recommendation', () => {
    expect(checkDimensions('contact:map', { width: 10, height: 10 })).toBeNull();
    expect(checkDimensions('nowhere', { width: 10, height: 10 })).toBeNull();
    expect(checkDimensions(null, { width: 10, height: 10 })).toBeNull();
  });

  it('skips the check when the size is unknown or invalid', () => {
    expect(checkDimensions('homepage:hero', { width: null, height: null })).toBeNull();
    expect(checkDimensions('homepage:hero', { width: 0, height: 600 })).toBeNull();
    expect(checkDimensions('homepage:hero', { width: Number.NaN, height: 600 })).toBeNull();
  });
});

describe('storedMediaFileName', () => {
  it('lowercases, hyphenates and keeps the original extension', () => {
    expect(storedMediaFileName('Team Photo', 'IMG_0042.JPG')).toBe('team-photo.jpg');
  });

  it('keeps hyphens and digits', () => {
    expect(storedMediaFileName('hero-2024-v2', 'x.png')).toBe('hero-2024-v2.png');
  });

  it('collapses runs of hyphens and trims them at both ends', () => {
    expect(storedMediaFileName('  --Team  &  Photo!!-- ', 'a.webp')).toBe('team-photo.webp');
  });

  it('removes accents and turns other non-ASCII characters into hyphens', () => {
    expect(storedMediaFileName('Équipe Café', 'a.png')).toBe('equipe-cafe.png');
    expect(storedMediaFileName('logo™ 日本 v2', 'a.png')).toBe('logo-v2.png');
  });

  it('falls back to "media" when nothing is left', () => {
    expect(storedMediaFileName('!!!', 'a.gif')).toBe('media.gif');
    expect(storedMediaFileName('', 'a.gif')).toBe('media.gif');
  });

  it('takes only the last extension of the original, lower-cased', () => {
    expect(storedMediaFileName('clip', 'my.video.MP4')).toBe('clip.mp4');
  });

  it('adds no extension when the original has none', () => {
    expect(storedMediaFileName('clip', 'README')).toBe('clip');
    expect(storedMediaFileName('clip', '.hidden')).toBe('clip');
  });

  it('keeps a dot typed in the name as a hyphen, as the rule says', () => {
    expect(storedMediaFileName('hero.png', 'hero.png')).toBe('hero-png.png');
  });
});

describe('isBrokenUrl and canAssign', () => {
  it.each([
    ['blob:http://localhost:3000/1234', true],
    ['BLOB:https://x/1', true],
    ['  blob:https://x/1', true],
    ['https://cdn.example.com/blob:1', false],
    ['/storage/site-assets/blob.png', false],
    ['', false],
    [null, false],
  ])('isBrokenUrl(%j) is %s', (url, broken) => {
    expect(isBrokenUrl(url)).toBe(broken);
  });

  const ok = { slot_id: null, is_active: true, file_url: '/storage/site-assets/a.png' };

  it('lets an active, unassigned item with a real URL be assigned', () => {
    expect(canAssign(ok)).toBe(true);
    expect(canAssign({ ...ok, slot_id: ' ' })).toBe(true);
  });

  it('refuses assigned, archived and broken items', () => {
    expect(canAssign({ ...ok, slot_id: 'about-team-1' })).toBe(false);
    expect(canAssign({ ...ok, is_active: false })).toBe(false);
    expect(canAssign({ ...ok, file_url: 'Blob:http://localhost/x' })).toBe(false);
  });
});

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

describe('priority slots and quick assign', () => {
  it('lists the five priority slots in the order of the spec', () => {
    expect(PRIORITY_SLOT_IDS).toEqual([
      'global-header-logo',
      'global-footer-logo',
      'global-footer-cra-logo',
      'global-footer-ara-logo',
      'homepage-hero-dashboard',
    ]);
  });

  it('agrees with the priority flags of the catalogue', () => {
    const flagged = slotCatalogue.filter((s) => s.priority).map((s) => s.id);
    expect([...PRIORITY_SLOT_IDS].sort()).toEqual(flagged.sort());
  });

  it('offers the empty priority slots in priority order, up to the limit', () => {
    const empty = [
      'homepage-hero-dashboard',
      'about-team-1',
      'global-footer-ara-logo',
      'global-header-logo',
    ];
    expect(quickAssignSlots(empty, QUICK_ASSIGN_PER_ITEM)).toEqual([
      'global-header-logo',
      'global-footer-ara-logo',
      'homepage-hero-dashboard',
    ]);
    expect(quickAssignSlots(empty, 2)).toEqual(['global-header-logo', 'global-footer-ara-logo']);
  });

  it('caps the summary at 4 even when all five are empty', () => {
    expect(quickAssignSlots(new Set(PRIORITY_SLOT_IDS), QUICK_ASSIGN_IN_SUMMARY)).toEqual(
      PRIORITY_SLOT_IDS.slice(0, 4),
    );
  });

  it('returns nothing for a zero, negative or NaN limit, or when no priority slot is empty', () => {
    expect(quickAssignSlots(PRIORITY_SLOT_IDS, 0)).toEqual([]);
    expect(quickAssignSlots(PRIORITY_SLOT_IDS, -1)).toEqual([]);
    expect(quickAssignSlots(PRIORITY_SLOT_IDS, Number.NaN)).toEqual([]);
    expect(quickAssignSlots(['about-team-1'], 4)).toEqual([]);
  });
});

describe('catalogue references', () => {
  it('uses only slot ids that exist in the catalogue', () => {
    const referenced = [
      ...PRIORITY_SLOT_IDS,
      ...PLACEMENT_TARGETS.flatMap((t) => (t.slotId ? [t.slotId] : [])),
    ];
    expect(referenced.length).toBeGreaterThan(5);
    for (const id of referenced) expect(catalogueIds.has(id), id).toBe(true);
  });
});

describe('videos', () => {
  it('truncates ids to their first 8 characters', () => {
    expect(truncateVideoId('aqz-KE-bpKQ')).toBe('aqz-KE-b');
    expect(truncateVideoId('12345678')).toBe('12345678');
    expect(truncateVideoId('1234')).toBe('1234');
    expect(truncateVideoId(null)).toBe('');
  });
});

describe('view in place', () => {
  it('links Blog to the article list that exists, not the dead /articles', async () => {
    const { PLACEMENT_PAGES } = await import('./rules');
    expect(PLACEMENT_PAGES.blog.path).toBe('/resources/articles');
    expect(PLACEMENT_PAGES.homepage.path).toBe('/');
  });
});
