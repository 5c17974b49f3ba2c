import { ABOUT_DEFAULTS } from '@/lib/pages/about';

/**
 * The founding team on the About page (public-site.md §2 "/about"), each with the photo slot that
 * shows their portrait. The shipped default of each slot (public/defaults/team-N.svg) is drawn to
 * match the founder of the shipped copy and names them in its <title> (founders.test.ts checks
 * that); the team may change the words (the Pages section), the slots stay in this order.
 */
export type Founder = { name: string; role: string; bio: string; slotId: string };

/** The photo slot of each founder, in order (src/lib/media/slots.ts). */
export const TEAM_SLOTS = ['about-team-1', 'about-team-2', 'about-team-3', 'about-team-4'] as const;

/** The founders of the shipped copy, with their photo slots. */
export const founders: readonly Founder[] = ABOUT_DEFAULTS.team.members.map((m, i) => ({
  ...m,
  slotId: TEAM_SLOTS[i]!,
}));
