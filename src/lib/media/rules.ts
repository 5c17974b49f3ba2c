/**
 * The pure rules of the media system (issue #8): duplicates, usage, SEO score and badge, the
 * advisory dimension check, stored file names, broken URLs, placement targets and usage
 * locations, priority slots and video thumbnails. back-office.md §3, §4, §5, §7 and §9.
 *
 * No React, no database and no server imports: the admin screens (browser) and the server
 * actions both read these. Slot ids always come from the catalogue in `./slots`.
 */
import { extensionOf } from '@/lib/validation/uploads';
import { getSlot, type SlotId } from './slots';

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();
const hasText = (value: string | null | undefined): boolean => trimmed(value) !== '';

// ---------------------------------------------------------------------------------------------
// Duplicates (back-office.md §5 "Duplicates")
// ---------------------------------------------------------------------------------------------

/** The fields of a site_media row the duplicate rule reads. */
export type DuplicateCandidate = {
  id: number | string;
  name: string;
  /** Megabytes with two decimals, as text (e.g. "2.10 MB"); null when unknown. */
  file_size: string | null;
};

/** The grouping key of an item, or null when it can never be a duplicate. */
function duplicateKey(item: Pick<DuplicateCandidate, 'name' | 'file_size'>): string | null {
  const name = trimmed(item.name);
  const size = trimmed(item.file_size);
  if (name === '' || size === '') return null;
  // JSON keeps the two parts apart whatever characters the name holds.
  return JSON.stringify([name, size]);
}

/**
 * Whether two different media items are duplicates (back-office.md §5 "Duplicates": "name and
 * file_size match").
 *
 * Decisions: both values are compared exactly (case-sensitive) after trimming surrounding
 * whitespace; an item whose file_size is null or blank, or whose name is blank, is never a
 * duplicate (an unknown size proves nothing); an item is not a duplicate of itself (same id).
 * @param a - one item
 * @param b - the other item
 * @returns true when they are distinct items with the same name and the same file size
 */
export function isDuplicate(a: DuplicateCandidate, b: DuplicateCandidate): boolean {
  if (a.id === b.id) return false;
  const key = duplicateKey(a);
  return key !== null && key === duplicateKey(b);
}

/**
 * The ids of the items that have at least one twin in `items` under {@link isDuplicate}
 * (back-office.md §2 usage filter "Duplicates", §5 "Duplicates"). Every member of a group of
 * twins is returned, the oldest as well as the copies. Runs in linear time.
 * @param items - the media list (rows repeated with the same id count once)
 * @returns the set of ids that have a twin; empty when there are none
 */
export function findDuplicates<T extends DuplicateCandidate>(items: readonly T[]): Set<T['id']> {
  const groups = new Map<string, Set<T['id']>>();
  for (const item of items) {
    const key = duplicateKey(item);
    if (key === null) continue;
    const ids = groups.get(key) ?? new Set<T['id']>();
    ids.add(item.id);
    groups.set(key, ids);
  }
  const result = new Set<T['id']>();
  for (const ids of groups.values()) {
    if (ids.size > 1) for (const id of ids) result.add(id);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Usage (back-office.md §2 usage filter, §7 "homepage_banners rows matching an image_url", §9)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// SEO (back-office.md §2 "SEO Missing", §9 SEO score and badge)
// ---------------------------------------------------------------------------------------------

/** The SEO fields of a media item. */
export type SeoFields = {
  alt_text: string | null | undefined;
  seo_title: string | null | undefined;
};

/** Score of slot media with both alt text and SEO title (back-office.md §9); also migrated media. */
export const SEO_SCORE_COMPLETE = 85;
/** Score of slot media missing alt text or SEO title (back-office.md §9). */
export const SEO_SCORE_INCOMPLETE = 60;

/**
 * The SEO score stored on slot upload or edit (back-office.md §9): 85 when alt text and SEO title
 * are both non-empty after trimming, otherwise 60.
 * @param fields - alt_text and seo_title (null, undefined and whitespace count as absent)
 * @returns {@link SEO_SCORE_COMPLETE} or {@link SEO_SCORE_INCOMPLETE}
 */
export function seoScore(fields: SeoFields): number {
  return isSeoMissing(fields) ? SEO_SCORE_INCOMPLETE : SEO_SCORE_COMPLETE;
}

/** Colour of the SEO score badge. */
export type SeoBadge = 'green' | 'yellow' | 'red' | 'grey';

/**
 * Colour of the SEO score badge (back-office.md §9): green at 80 or above, yellow at 60 or
 * above, red below 60, grey when absent. A non-finite number (NaN) counts as absent.
 * @param score - seo_score (0–100) or null/undefined
 */
export function seoBadge(score: number | null | undefined): SeoBadge {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'grey';
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/**
 * Whether a media card shows the "SEO Missing" warning (back-office.md §2: "when alt_text or
 * seo_title is absent"). Blank or whitespace-only values count as absent.
 * @param fields - alt_text and seo_title
 */
export function isSeoMissing(fields: SeoFields): boolean {
  return !hasText(fields.alt_text) || !hasText(fields.seo_title);
}

// ---------------------------------------------------------------------------------------------
// Placement targets and usage locations (back-office.md §3, §4)
// ---------------------------------------------------------------------------------------------

/** The pages of the Upload & Use Now placement chooser (back-office.md §3). */
export type PlacementPage = 'homepage' | 'product' | 'about' | 'blog' | 'contact' | 'resources';

/**
 * Display name and public path of each placement page, as the back office names them when
 * viewing media in place (back-office.md §2: Homepage at /, Product Page at /product, About at
 * /about, Blog at /articles, Contact at /contact, Resources at /resources). Blog links to
 * /resources/articles, where the site's article list is (issue #8: the original's /articles is a
 * dead link).
 */
export const PLACEMENT_PAGES: Readonly<Record<PlacementPage, { label: string; path: string }>> = {
  homepage: { label: 'Homepage', path: '/' },
  product: { label: 'Product Page', path: '/product' },
  about: { label: 'About', path: '/about' },
  blog: { label: 'Blog', path: '/resources/articles' },
  contact: { label: 'Contact', path: '/contact' },
  resources: { label: 'Resources', path: '/resources' },
};

/** One target of the placement chooser "Where should this media be placed?". */
export type PlacementTarget = {
  page: PlacementPage;
  /** Kebab-case section id, e.g. "banner-carousel". */
  section: string;
  /** `page:section`, e.g. "homepage:hero"; the key of {@link RECOMMENDED_SIZES}. */
  key: string;
  /** The section's display name, e.g. "Banner Carousel". */
  label: string;
  /** The catalogue slot the target fills, when it is exactly one slot. */
  slotId?: SlotId;
};

const SECTIONS: Readonly<Record<PlacementPage, readonly string[]>> = {
  homepage: [
    'Hero',
    'Banner Carousel',
    'Industry Changing',
    'Product Overview',
    'Testimonials',
    'Blog Preview',
    'CTA',
  ],
  product: ['Hero', 'Features', 'Demo', 'Pricing', 'FAQ'],
  about: ['Hero', 'Team Photos', 'Mission', 'Values'],
  blog: ['Hero', 'Featured Posts', 'Recent Posts'],
  contact: ['Hero', 'Form', 'Map'],
  resources: ['Hero', 'Categories', 'Downloads'],
};

/**
 * The targets that are exactly one catalogue slot. Every other target has none:
 * - homepage Hero → the hero dashboard image (the hero's two logos are badges, not the target);
 * - product Demo → the product demo video slot;
 * - homepage Banner Carousel: homepage_banners rows, not a slot;
 * - homepage Product Overview: six module-preview slots; about Team Photos: four team slots;
 * - product Hero: the page's hero shows the demo video, already targeted by Demo;
 * - the remaining sections have no slot in the catalogue.
 */
const TARGET_SLOTS: Readonly<Record<string, SlotId>> = {
  'homepage:hero': 'homepage-hero-dashboard',
  'product:demo': 'product-demo-video',
};

const kebab = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The Upload & Use Now placement targets (back-office.md §3 "Placement targets for Upload & Use
 * Now"), in the spec's order, 25 in all. `slotId` is set only where the target is exactly one of
 * the 28 catalogue slots (homepage:hero → homepage-hero-dashboard, product:demo →
 * product-demo-video); see the mapping notes in the source.
 */
export const PLACEMENT_TARGETS: readonly PlacementTarget[] = (
  Object.keys(SECTIONS) as PlacementPage[]
).flatMap((page) =>
  SECTIONS[page].map((label) => {
    const section = kebab(label);
    const key = `${page}:${section}`;
    const slotId = TARGET_SLOTS[key];
    return slotId ? { page, section, key, label, slotId } : { page, section, key, label };
  }),
);

/**
 * Looks a placement target up by key.
 * @param key - `page:section`, e.g. "about:team-photos"
 * @returns the target, or undefined for an unknown key
 */
export function getPlacementTarget(key: string): PlacementTarget | undefined {
  return PLACEMENT_TARGETS.find((t) => t.key === key);
}

function assertLocationPart(part: string, what: string): string {
  const value = part.trim();
  if (value === '' || value.includes(':')) {
    throw new Error(`Invalid usage location ${what}: "${part}"`);
  }
  return value;
}

/**
 * A usage_locations entry for media placed through Upload & Use Now (back-office.md §3
 * "usage_locations (list of page:section:slot strings)"): `page:section:slotId`, or
 * `page:section` when the target is not a single slot (no empty third part is stored).
 * @param page - e.g. "homepage"
 * @param section - kebab-case section, e.g. "hero"
 * @param slotId - the catalogue slot, when the target has one
 * @throws Error when a part is blank or contains ":" (a programming error)
 */
export function usageLocation(page: string, section: string, slotId?: SlotId | null): string {
  const parts = [assertLocationPart(page, 'page'), assertLocationPart(section, 'section')];
  if (slotId !== undefined && slotId !== null && slotId.trim() !== '') {
    parts.push(assertLocationPart(slotId, 'slot'));
  }
  return parts.join(':');
}

/**
 * The usage_locations entry written when media is assigned to a slot (back-office.md §4
 * "Assigning sets slot_id, sets usage_locations to page:slotId"): the slot's catalogue page
 * followed by its id, e.g. "global:global-header-logo".
 * @param slotId - a catalogue slot id
 * @throws Error for an id outside the catalogue
 */
export function slotUsageLocation(slotId: SlotId): string {
  return `${getSlot(slotId).page}:${slotId}`;
}

// ---------------------------------------------------------------------------------------------
// Dimension check (back-office.md §5 "Dimension check", §9 "Dimension tolerance 20%")
// ---------------------------------------------------------------------------------------------

/** The tolerance of the dimension check, in percent, on each axis (back-office.md §9). */
export const DIMENSION_TOLERANCE_PERCENT = 20;

/** A recommended pixel size. */
export type RecommendedSize = { width: number; height: number };

/**
 * Recommended image sizes (back-office.md §5 "Dimension check"), keyed by the placement target
 * ({@link PLACEMENT_TARGETS} key) they apply to:
 * - "homepage hero" → homepage:hero, 1440×600
 * - "homepage banner" → homepage:banner-carousel (the banners are the homepage carousel), 1200×400
 * - "about team" → about:team-photos, 400×400
 * - "blog featured" → blog:featured-posts, 800×450
 */
export const RECOMMENDED_SIZES: Readonly<Record<string, RecommendedSize>> = {
  'homepage:hero': { width: 1440, height: 600 },
  'homepage:banner-carousel': { width: 1200, height: 400 },
  'about:team-photos': { width: 400, height: 400 },
  'blog:featured-posts': { width: 800, height: 450 },
};

/** The advisory warning of the dimension check, shown as a destructive toast. */
export type DimensionWarning = { title: 'Dimension Warning'; description: string };

/** Whether `actual` is within the tolerance of `recommended` (integer arithmetic, exact). */
function withinTolerance(actual: number, recommended: number): boolean {
  return Math.abs(actual - recommended) * 100 <= recommended * DIMENSION_TOLERANCE_PERCENT;
}

/**
 * The advisory dimension check of an image uploaded for a placement (back-office.md §5
 * "Dimension check"): warns when the width or the height differs from the recommended size by
 * more than 20 % of the recommended value. Exactly 20 % off is still accepted (1440 wide: 1152
 * to 1728 pass, 1151 and 1729 warn). The upload proceeds either way.
 * @param placementKey - a placement target key such as "homepage:hero"; null/unknown = no check
 * @param size - measured pixel size; null, zero, negative or non-finite values (videos, unknown
 *   files) skip the check
 * @returns null when there is nothing to say, else the "Dimension Warning" toast content
 */
export function checkDimensions(
  placementKey: string | null | undefined,
  size: { width: number | null | undefined; height: number | null | undefined },
): DimensionWarning | null {
  const recommended = placementKey ? RECOMMENDED_SIZES[placementKey] : undefined;
  if (!recommended) return null;
  const { width, height } = size;
  const valid = (n: number | null | undefined): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!valid(width) || !valid(height)) return null;
  if (withinTolerance(width, recommended.width) && withinTolerance(height, recommended.height)) {
    return null;
  }
  const target = placementKey ? getPlacementTarget(placementKey) : undefined;
  const where = target ? `${PLACEMENT_PAGES[target.page].label} → ${target.label}` : placementKey;
  return {
    title: 'Dimension Warning',
    description:
      `This image is ${width}×${height} px. The recommended size for ${where} is ` +
      `${recommended.width}×${recommended.height} px (within ${DIMENSION_TOLERANCE_PERCENT}%). ` +
      'It will still be uploaded, but it may look cropped or blurry.',
  };
}

// ---------------------------------------------------------------------------------------------
// Stored file name (back-office.md §5 "Media form")
// ---------------------------------------------------------------------------------------------

/** The base name used when a name has no letter or digit left (see {@link storedMediaFileName}). */
export const FALLBACK_MEDIA_FILE_NAME = 'media';

/**
 * The file name a media upload is stored under (back-office.md §5 "Media form": "the name is
 * lowercased, non-alphanumeric characters other than hyphen become hyphens, and the original
 * extension is kept").
 *
 * Tidy-up departures from the literal rule: accents are removed first ("Équipe" → "equipe";
 * other non-ASCII characters such as "™" or "日" become hyphens like any non-alphanumeric);
 * runs of hyphens collapse into one and leading/trailing hyphens are dropped ("  Team  Photo! "
 * → "team-photo", not "--team--photo--"); a name left empty falls back to "media". The
 * extension is that of `originalFilename`, lower-cased, with anything but [a-z0-9] removed;
 * none is added when the original has none. A name that itself ends in ".jpg" keeps it as
 * "-jpg", as the rule says.
 * @param name - the name typed in the media form
 * @param originalFilename - the chosen file's name, e.g. "IMG_0042.JPG"
 * @returns e.g. "team-photo.jpg"
 */
export function storedMediaFileName(name: string, originalFilename: string): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || FALLBACK_MEDIA_FILE_NAME;
  const ext = extensionOf(originalFilename).replace(/[^a-z0-9]/g, '');
  return ext ? `${base}.${ext}` : base;
}

// ---------------------------------------------------------------------------------------------
// Broken URLs and assignment (back-office.md §4, §5 "Broken URL")
// ---------------------------------------------------------------------------------------------

/**
 * Whether a media URL is broken (back-office.md §5 "Broken URL": "URL begins with blob:"): a
 * browser-local `blob:` URL that nobody else can load. Case-insensitive, after trimming;
 * null/empty is not broken by this rule.
 * @param url - file_url
 */
export function isBrokenUrl(url: string | null | undefined): boolean {
  return trimmed(url).toLowerCase().startsWith('blob:');
}

/**
 * Whether a media item may be assigned to a slot (back-office.md §4 "Media is unassigned when
 * slot_id is empty", §5 "Broken URL ... cannot be assigned", §7 unassigned = no slot_id and
 * active): no slot_id (null or blank), active, and its URL is not broken.
 * @param item - slot_id, is_active and file_url of the item
 */
export function canAssign(item: {
  slot_id: string | null;
  is_active: boolean;
  file_url: string;
}): boolean {
  return !hasText(item.slot_id) && item.is_active && !isBrokenUrl(item.file_url);
}

// ---------------------------------------------------------------------------------------------
// Priority slots and quick assign (back-office.md §9)
// ---------------------------------------------------------------------------------------------

/**
 * The five priority slots, in the order back-office.md §9 lists them: header logo, footer
 * product logo, footer CRA logo, footer ARA logo, homepage hero dashboard. The same five carry
 * `priority: true` in the catalogue.
 */
export const PRIORITY_SLOT_IDS: readonly SlotId[] = [
  'global-header-logo',
  'global-footer-logo',
  'global-footer-cra-logo',
  'global-footer-ara-logo',
  'homepage-hero-dashboard',
];

/** Quick-assign buttons per unassigned item (back-office.md §9: "up to 3"). */
export const QUICK_ASSIGN_PER_ITEM = 3;
/** Quick-assign slots in the summary (back-office.md §9: "Up to 4"). */
export const QUICK_ASSIGN_IN_SUMMARY = 4;

/**
 * The priority slots still empty, in {@link PRIORITY_SLOT_IDS} order, at most `limit`
 * (back-office.md §9; pass {@link QUICK_ASSIGN_PER_ITEM} or {@link QUICK_ASSIGN_IN_SUMMARY}).
 * @param emptySlotIds - ids of the slots without active media
 * @param limit - maximum count; fractions round down, zero or less gives []
 */
export function quickAssignSlots(emptySlotIds: Iterable<SlotId>, limit: number): SlotId[] {
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  const empty = new Set(emptySlotIds);
  return PRIORITY_SLOT_IDS.filter((id) => empty.has(id)).slice(0, max);
}

// ---------------------------------------------------------------------------------------------
// Videos (back-office.md §2 "Video Content Management", §7 "File storage")
// ---------------------------------------------------------------------------------------------

/** How many characters of a video id the video cards show (back-office.md §2). */
export const VIDEO_ID_DISPLAY_LENGTH = 8;

/**
 * A video id as the video cards display it (back-office.md §2 "Video ids are displayed truncated
 * to 8 characters"): its first 8 characters, no ellipsis; '' for null.
 * @param id - video_id
 */
export function truncateVideoId(id: string | null | undefined): string {
  return trimmed(id).slice(0, VIDEO_ID_DISPLAY_LENGTH);
}
