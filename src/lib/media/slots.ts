/**
 * The fixed catalogue of 28 page slots (back-office.md §3 "Page slot catalogue") with the
 * default image each public slot shows until an admin assigns media. The three
 * solutions slots have no such fallback: an empty one shows the spec's placeholder
 * (public-site.md §2 "/solutions"). They ship an image all the same, placed
 * in the slot as its media item (`shippedUrl`) by migration 0010 and the Migration tool, so a
 * new site shows it and an admin who clears the slot gets the placeholder back.
 */

export type SlotPage = 'homepage' | 'product' | 'solutions' | 'why' | 'about' | 'global';

export type SlotDefinition = {
  id: string;
  name: string;
  description: string;
  page: SlotPage;
  /** The part of the page the slot is in, e.g. "Team" (the placement chooser groups by it). */
  section: string;
  /** Short name inside its section, e.g. "Team photo 2" (the chooser's button text). */
  label: string;
  /** Shipped default under /public (image path or, for video slots, a video URL); null = none. */
  defaultUrl: string | null;
  /**
   * A shipped image placed in the slot as its media item rather than shown as a fallback
   * (migration 0010 and the Migration tool put it there; clearing the slot shows the page's
   * placeholder). Only for slots with no `defaultUrl`: the three solutions slots.
   */
  shippedUrl?: string;
  /** Alt text of the default (or of the shipped image). */
  defaultAlt: string;
  /** Intrinsic size of the rendered box, to reserve space and avoid layout shift. */
  width: number;
  height: number;
  /** Shown in the summary's quick-assign (back-office.md §9). */
  priority?: boolean;
};

const cra = 'Canadian Rental Association';
const ara = 'American Rental Association';

const moduleSlot = (key: string, label: string): SlotDefinition => ({
  id: `homepage-module-${key}`,
  name: `Homepage ${label} module preview`,
  description: `Preview image of the ${label.toLowerCase()} module on the homepage`,
  page: 'homepage',
  section: 'Modules',
  label: `${label} preview`,
  defaultUrl: `/defaults/module-${key}.webp`,
  defaultAlt: `Lizit ${label.toLowerCase()} module screen`,
  width: 800,
  height: 560,
});

const teamSlot = (n: number): SlotDefinition => ({
  id: `about-team-${n}`,
  name: `About team member ${n} photo`,
  description: `Photo of founder ${n} on the About page`,
  page: 'about',
  section: 'Team',
  label: `Team photo ${n}`,
  defaultUrl: `/defaults/team-${n}.svg`,
  defaultAlt: `Portrait of Lizit founder ${n}`,
  width: 400,
  height: 400,
});

/**
 * The CRA and ARA logo slots of one place on the site (they always come as a pair, 200×80):
 * ids `{id}-cra-logo`, names "{name} CRA logo (colour)", the logo file of that colour (white has
 * no suffix in the names, the plain logo none at all).
 */
const associationSlots = (
  place: {
    id: string;
    name: string;
    colour?: 'gray' | 'navy' | 'white';
    label?: string;
    priority?: true;
  },
  where: (full: string) => Pick<SlotDefinition, 'description' | 'page' | 'section'>,
): SlotDefinition[] =>
  (
    [
      ['cra', 'CRA', cra],
      ['ara', 'ARA', ara],
    ] as const
  ).map(([key, short, full]) => {
    const suffix = place.colour && place.colour !== 'white' ? ` (${place.colour})` : '';
    return {
      id: `${place.id}-${key}-logo`,
      name: `${place.name} ${short} logo${suffix}`,
      ...where(full),
      label: `${place.label ?? ''}${short} logo${suffix}`,
      defaultUrl: `/defaults/${key}-logo${place.colour ? `-${place.colour}` : ''}.svg`,
      defaultAlt: `${full} member`,
      width: 200,
      height: 80,
      ...(place.priority ? { priority: true } : {}),
    };
  });

export const slotCatalogue: readonly SlotDefinition[] = [
  // Homepage (9)
  {
    id: 'homepage-hero-dashboard',
    name: 'Homepage hero dashboard',
    description: 'Dashboard image in the homepage hero',
    page: 'homepage',
    section: 'Hero',
    label: 'Dashboard image',
    defaultUrl: '/defaults/hero-dashboard.webp',
    defaultAlt:
      'Lizit rental management dashboard showing utilization, rentals, quotes and availability',
    width: 1200,
    height: 750,
    priority: true,
  },
  ...associationSlots({ id: 'homepage-hero', name: 'Homepage hero', colour: 'gray' }, (full) => ({
    description: `Gray logo of the ${full} in the homepage hero`,
    page: 'homepage',
    section: 'Hero',
  })),
  moduleSlot('inventory', 'Inventory'),
  moduleSlot('contracts', 'Contracts'),
  moduleSlot('billing', 'Billing'),
  moduleSlot('analytics', 'Analytics'),
  moduleSlot('mobile', 'Mobile'),
  moduleSlot('support', 'Support'),
  // Product (4)
  {
    id: 'product-demo-video',
    name: 'Product demo video',
    description: 'Embedded demo video on the product page',
    page: 'product',
    section: 'Demo',
    label: 'Demo video',
    defaultUrl: null, // the configured demo video URL is used (src/config/site.ts)
    defaultAlt: 'Lizit product demo video',
    width: 1280,
    height: 720,
  },
  {
    id: 'product-integration-accounting',
    name: 'Product accounting integration logo',
    description: 'Logo of the accounting integration on the product page',
    page: 'product',
    section: 'Integrations',
    label: 'Accounting logo',
    defaultUrl: '/defaults/integration-accounting.svg',
    defaultAlt: 'Accounting integration',
    width: 240,
    height: 80,
  },
  {
    id: 'product-integration-esignature',
    name: 'Product e-signature integration logo',
    description: 'Logo of the e-signature and ID verification integration on the product page',
    page: 'product',
    section: 'Integrations',
    label: 'E-signature logo',
    defaultUrl: '/defaults/integration-esignature.svg',
    defaultAlt: 'E-signature and ID verification integration',
    width: 240,
    height: 80,
  },
  {
    id: 'product-integration-payments',
    name: 'Product payments integration logo',
    description: 'Logo of the card payments integration on the product page',
    page: 'product',
    section: 'Integrations',
    label: 'Payments logo',
    defaultUrl: '/defaults/integration-payments.svg',
    defaultAlt: 'Card payments integration',
    width: 240,
    height: 80,
  },
  // Solutions (3): no fallback (the placeholder shows when empty); a shipped image placed as media
  {
    id: 'solutions-heavy-equipment',
    name: 'Solutions heavy equipment image',
    description: 'Image of the Heavy Equipment Rentals block',
    page: 'solutions',
    section: 'Industries',
    label: 'Heavy equipment',
    defaultUrl: null,
    shippedUrl: '/defaults/solutions-heavy-equipment.webp',
    defaultAlt: 'Heavy equipment rental yard',
    width: 800,
    height: 560,
  },
  {
    id: 'solutions-light-tools',
    name: 'Solutions light tools image',
    description: 'Image of the Light Equipment & Tools block',
    page: 'solutions',
    section: 'Industries',
    label: 'Light tools',
    defaultUrl: null,
    shippedUrl: '/defaults/solutions-light-tools.webp',
    defaultAlt: 'Light equipment and tool rental counter',
    width: 800,
    height: 560,
  },
  {
    id: 'solutions-party-events',
    name: 'Solutions party events image',
    description: 'Image of the Party & Event Rentals block',
    page: 'solutions',
    section: 'Industries',
    label: 'Party & events',
    defaultUrl: null,
    shippedUrl: '/defaults/solutions-party-events.webp',
    defaultAlt: 'Party and event rental setup',
    width: 800,
    height: 560,
  },
  // Why page (2)
  ...associationSlots({ id: 'why', name: 'Why page', colour: 'navy' }, (full) => ({
    description: `Navy logo of the ${full} on the why page`,
    page: 'why',
    section: 'Associations',
  })),
  // About (6)
  teamSlot(1),
  teamSlot(2),
  teamSlot(3),
  teamSlot(4),
  ...associationSlots({ id: 'about', name: 'About' }, (full) => ({
    description: `Logo of the ${full} on the About page`,
    page: 'about',
    section: 'Associations',
  })),
  // Global (4)
  {
    id: 'global-header-logo',
    name: 'Header logo',
    description: 'Logo in the site header',
    page: 'global',
    section: 'Header',
    label: 'Header logo',
    defaultUrl: '/defaults/lizit-logo.svg',
    defaultAlt: 'Lizit',
    width: 240,
    height: 64,
    priority: true,
  },
  {
    id: 'global-footer-logo',
    name: 'Footer product logo',
    description: 'Product logo in the site footer',
    page: 'global',
    section: 'Footer',
    label: 'Footer logo',
    defaultUrl: '/defaults/lizit-logo-footer.svg',
    defaultAlt: 'Lizit',
    width: 240,
    height: 64,
    priority: true,
  },
  ...associationSlots(
    { id: 'global-footer', name: 'Footer', colour: 'white', label: 'Footer ', priority: true },
    (full) => ({
      description: `Logo of the ${full} in the footer`,
      page: 'global',
      section: 'Footer',
    }),
  ),
];

export type SlotId = string;

/**
 * The shipped image of a slot: its fallback default, else the image placed in it as media
 * (`shippedUrl`, the solutions slots); null for the demo video slot. What the media migration
 * fills an empty slot with (back-office.md §4 "Migration tool").
 * @param slot - a catalogue slot
 * @returns the image's URL under /defaults/, or null
 */
export function shippedImageOf(slot: SlotDefinition): string | null {
  return slot.defaultUrl ?? slot.shippedUrl ?? null;
}

const byId = new Map(slotCatalogue.map((s) => [s.id, s]));

/**
 * Looks a slot up by id.
 * @throws Error for an id outside the catalogue (a programming error in a page)
 */
export function getSlot(id: SlotId): SlotDefinition {
  const slot = byId.get(id);
  if (!slot) throw new Error(`Unknown media slot: ${id}`);
  return slot;
}
