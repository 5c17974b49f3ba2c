/**
 * The usage rules of the media system (back-office.md §2 usage filter, §7
 * "homepage_banners rows matching an image_url", §9): what counts as in use, and the media
 * library's usage filter. Pure: the admin screens and the server actions both read them.
 */
import { findDuplicates, type DuplicateCandidate } from './duplicates';
import { getSlot } from './slots';
import { hasText, trimmed } from './text';

/**
 * The two badge images the homepage hero shows (back-office.md §9 "The media usage check
 * recognizes two hardcoded badge images on the homepage hero"): the gray CRA and ARA logos,
 * i.e. the shipped defaults of the `homepage-hero-cra-logo` and `homepage-hero-ara-logo` slots
 * (`src/components/site/home/hero.tsx`). Read from the catalogue so the paths cannot drift:
 * `/defaults/cra-logo-gray.svg` and `/defaults/ara-logo-gray.svg`.
 */
export const HERO_BADGE_IMAGES: readonly string[] = [
  'homepage-hero-cra-logo',
  'homepage-hero-ara-logo',
].map((id) => {
  const url = getSlot(id).defaultUrl;
  if (!url) throw new Error(`Hero badge slot ${id} has no default image`);
  return url;
});

/** Why an item counts as in use. */
export type UsageReason = 'slot' | 'banner' | 'hero-badge';

/** The fields of a site_media row the usage rule reads. */
export type UsageCandidate = { slot_id: string | null; file_url: string };

/** What usage is measured against. */
export type UsageContext = {
  /** image_url of the active homepage banners (back-office.md §7). */
  bannerImageUrls: ReadonlySet<string>;
  /** Usually {@link HERO_BADGE_IMAGES}. */
  heroBadgeUrls: readonly string[];
};

/** The answer of {@link mediaUsage}. */
export type MediaUsage = { inUse: boolean; reasons: UsageReason[] };

/**
 * Whether a media item is in use (back-office.md §2 "In Use"/"Unused", §7, §9): assigned to a
 * slot (slot_id set and not blank), its file_url is the image of an active banner, or it is one
 * of the hero badge images.
 *
 * Decisions: URLs are compared exactly after trimming (no host or query normalisation); a blank
 * file_url is never in use through a banner or badge; is_active is not read (an archived item
 * that still holds a slot_id is reported as in use, so the list shows what still points at it).
 * @param item - slot_id and file_url of the item
 * @param ctx - banner image URLs and hero badge URLs
 * @returns inUse plus every reason that applies, in the order slot, banner, hero-badge
 */
export function mediaUsage(item: UsageCandidate, ctx: UsageContext): MediaUsage {
  const reasons: UsageReason[] = [];
  if (hasText(item.slot_id)) reasons.push('slot');
  const url = trimmed(item.file_url);
  if (url !== '') {
    if (ctx.bannerImageUrls.has(url) || ctx.bannerImageUrls.has(item.file_url)) {
      reasons.push('banner');
    }
    if (ctx.heroBadgeUrls.some((badge) => badge.trim() === url)) reasons.push('hero-badge');
  }
  return { inUse: reasons.length > 0, reasons };
}

/** The usage filter of the media library (back-office.md §2): All Media, In Use, Unused, Duplicates. */
export type UsageFilter = 'all' | 'in-use' | 'unused' | 'duplicates';

/**
 * Applies the media library's usage filter (back-office.md §2 "a usage filter (All Media, In
 * Use, Unused, Duplicates)"), keeping the input order.
 * @param items - the media list
 * @param filter - which items to keep
 * @param ctx - what usage is measured against (see {@link mediaUsage})
 * @returns a new array (a copy of `items` for 'all')
 */
export function filterByUsage<T extends UsageCandidate & DuplicateCandidate>(
  items: readonly T[],
  filter: UsageFilter,
  ctx: UsageContext,
): T[] {
  switch (filter) {
    case 'all':
      return [...items];
    case 'in-use':
      return items.filter((item) => mediaUsage(item, ctx).inUse);
    case 'unused':
      return items.filter((item) => !mediaUsage(item, ctx).inUse);
    case 'duplicates': {
      const ids = findDuplicates(items);
      return items.filter((item) => ids.has(item.id));
    }
  }
}
