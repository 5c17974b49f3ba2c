/**
 * Placement targets and usage locations of the media system (issue #8; back-office.md §3
 * "Placement targets for Upload & Use Now", §4). Pure: the admin screens and the server actions
 * both read them. Slot ids always come from the catalogue in `./slots`.
 */
import { getSlot, type SlotId } from './slots';

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
 * @returns e.g. "homepage:hero:homepage-hero-dashboard" or "about:team-photos"
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
 * @returns `page:slotId`
 * @throws Error for an id outside the catalogue
 */
export function slotUsageLocation(slotId: SlotId): string {
  return `${getSlot(slotId).page}:${slotId}`;
}
