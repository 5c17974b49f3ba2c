import { describe, expect, it } from 'vitest';
import { mediaItem as item, type TestMediaItem as Item } from './test-items';
import { filterByUsage, HERO_BADGE_IMAGES, mediaUsage, type UsageContext } from './usage';

const noUsage: UsageContext = { bannerImageUrls: new Set(), heroBadgeUrls: HERO_BADGE_IMAGES };

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
