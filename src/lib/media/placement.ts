/**
 * Placement and usage locations of the media system (back-office.md §3, §4). The
 * Upload & Place chooser offers the 28 catalogue slots, by page and section. Pure: the admin
 * screens and the server actions both read them. Slot ids always come from `./slots`.
 */
import { getSlot, slotCatalogue, type SlotDefinition, type SlotId, type SlotPage } from './slots';

/** The public pages back-office.md §2 names when viewing media in place. */
export type PlacementPage = 'homepage' | 'product' | 'about' | 'blog' | 'contact' | 'resources';

/** The pages both lists below name, the same way. */
const SHARED_PAGES = {
  homepage: { label: 'Homepage', path: '/' },
  product: { label: 'Product Page', path: '/product' },
  about: { label: 'About', path: '/about' },
} as const;

/**
 * Display name and public path of each placement page, as the back office names them when
 * viewing media in place (back-office.md §2: Homepage at /, Product Page at /product, About at
 * /about, Blog at /articles, Contact at /contact, Resources at /resources). Blog links to
 * /resources/articles, where the site's article list is (the original's /articles is a
 * dead link).
 */
export const PLACEMENT_PAGES: Readonly<Record<PlacementPage, { label: string; path: string }>> = {
  ...SHARED_PAGES,
  blog: { label: 'Blog', path: '/resources/articles' },
  contact: { label: 'Contact', path: '/contact' },
  resources: { label: 'Resources', path: '/resources' },
};

/**
 * Display name and public path of each slot page (the catalogue's pages), for "view in place"
 * links and the placement chooser. The global slots (header and footer) show on every page.
 */
export const SLOT_PAGES: Readonly<Record<SlotPage, { label: string; path: string }>> = {
  homepage: SHARED_PAGES.homepage,
  product: SHARED_PAGES.product,
  solutions: { label: 'Solutions', path: '/solutions' },
  why: { label: 'Why Lizit', path: '/why-lizit' },
  about: SHARED_PAGES.about,
  global: { label: 'Every page', path: '/' },
};

/** One section of a page in the placement chooser, with its slots in catalogue order. */
export type PlacementSection = { section: string; slots: readonly SlotDefinition[] };

/** One page of the placement chooser. */
export type PlacementGroup = {
  page: SlotPage;
  label: string;
  path: string;
  sections: readonly PlacementSection[];
};

/**
 * The Upload & Place chooser "Where should this media be placed?" (a departure from
 * back-office.md §3's 25 section targets, most of which were no slot): the 28 catalogue slots,
 * grouped by page and then section, in catalogue order. Every target is one slot, so placing
 * always fills a slot.
 */
export const PLACEMENT_GROUPS: readonly PlacementGroup[] = [
  ...new Set(slotCatalogue.map((s) => s.page)),
].map((page) => {
  const slots = slotCatalogue.filter((s) => s.page === page);
  const sections = [...new Set(slots.map((s) => s.section))].map((section) => ({
    section,
    slots: slots.filter((s) => s.section === section),
  }));
  return { page, ...SLOT_PAGES[page], sections };
});

/**
 * Where a slot is, as a person reads it: "About › Team › Team photo 2".
 * @param slotId - a catalogue slot id
 * @throws Error for an id outside the catalogue
 */
export function placementLabel(slotId: SlotId): string {
  const slot = getSlot(slotId);
  return `${SLOT_PAGES[slot.page].label} › ${slot.section} › ${slot.label}`;
}

const kebab = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The usage_locations entry of media placed through Upload & Place (back-office.md §3 "list of
 * page:section:slot strings"): the slot's page, its section in kebab case, and the slot id.
 * @param slotId - a catalogue slot id
 * @returns e.g. "about:team:about-team-2"
 * @throws Error for an id outside the catalogue
 */
export function placementUsageLocation(slotId: SlotId): string {
  const slot = getSlot(slotId);
  return usageLocation(slot.page, kebab(slot.section), slotId);
}

function assertLocationPart(part: string, what: string): string {
  const value = part.trim();
  if (value === '' || value.includes(':')) {
    throw new Error(`Invalid usage location ${what}: "${part}"`);
  }
  return value;
}

/**
 * A usage_locations entry (back-office.md §3 "usage_locations (list of page:section:slot
 * strings)"): `page:section:slotId`, or `page:section` without a slot (no empty third part).
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
