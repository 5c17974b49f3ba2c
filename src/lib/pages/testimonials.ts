/**
 * The testimonials page's words (public-site.md §2 "/testimonials"): its hero with four statistic
 * tiles, the testimonial cards (role and industry rather than names, with a rating in tenths, half
 * stars shown for fractions) and the closing call to action. `TESTIMONIALS_DEFAULTS` is the copy
 * the site shipped with.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { labelled, line, list, paragraph, rating, sectionHeading, statTile } from './fields';
import { pageSeo, seoDefaults } from './seo';

/** The testimonials page's content, section by section. */
export const testimonialsContent = z.object({
  hero: z.object({
    eyebrow: line(40),
    title: line(90),
    lead: paragraph(320),
    stats: list(statTile, 4, 4),
  }),
  cards: sectionHeading.extend({
    items: labelled(
      list(
        z.object({
          quote: paragraph(320),
          role: line(40),
          industry: line(48),
          initials: line(3),
          rating,
        }),
        2,
        12,
      ),
      'Testimonials',
    ),
  }),
  cta: z.object({ title: line(70), text: paragraph(200) }),
  /** What search engines and social networks show of the page. */
  seo: pageSeo,
});

/** The testimonials page's content; see {@link testimonialsContent}. */
export type TestimonialsContent = z.infer<typeof testimonialsContent>;

const name = siteConfig.name;
const { figures } = siteConfig;

/** The copy the testimonials page shipped with (and shows until the team changes it). */
export const TESTIMONIALS_DEFAULTS: TestimonialsContent = {
  hero: {
    eyebrow: 'Customer stories',
    title: `Rental companies run their yards on ${name}`,
    lead: 'Owners, managers and yard crews from equipment, tool, construction and party rental businesses on what changed when they left spreadsheets and paper contracts behind.',
    stats: [
      { value: figures.rentalYards, label: `Rental yards run on ${name}` },
      { value: figures.rentalsManaged, label: 'Rentals managed' },
      { value: figures.fasterQuotes, label: 'Faster quote generation' },
      { value: figures.higherUtilization, label: 'Higher utilization' },
    ],
  },
  cards: {
    eyebrow: 'In their words',
    title: 'What our customers say',
    intro:
      'Owners, managers and fleet leads describe their day-to-day with the platform. We show roles and industries rather than names, to respect our customers’ privacy.',
    items: [
      {
        quote:
          'We used to spend the first hour of every day reconciling the whiteboard with the spreadsheet. Now the counter and the yard look at the same live availability, and double bookings have stopped.',
        role: 'Owner',
        industry: 'Heavy equipment rental',
        initials: 'RB',
        rating: 5,
      },
      {
        quote:
          'Contracts go out for e-signature before the customer reaches the yard. ID verification is built in, so nobody photocopies licences at the counter any more.',
        role: 'Operations Manager',
        industry: 'Construction equipment rental',
        initials: 'ML',
        rating: 4.9,
      },
      {
        quote:
          'A busy weekend means hundreds of tables, chairs and tents going out at once. Having bulk items and kits in one catalogue finally made our Friday load-outs predictable.',
        role: 'General Manager',
        industry: 'Party & event rentals',
        initials: 'JT',
        rating: 4.8,
      },
      {
        quote:
          'Quotes used to take most of an afternoon. Now I build one from live rates while the contractor is still on the phone, and far more of them turn into bookings.',
        role: 'Owner',
        industry: 'Tool rental',
        initials: 'KS',
        rating: 4.7,
      },
      {
        quote:
          'Service intervals by engine hours bring machines into the shop before they break down on a job site, and every work order records the parts and technician time.',
        role: 'Fleet & Maintenance Lead',
        industry: 'Heavy equipment rental',
        initials: 'AH',
        rating: 5,
      },
      {
        quote:
          'Card payments, deposits and invoices live in one place now, so month-end is no longer a chase. Our bookkeeper stopped retyping invoices once the accounting sync was on.',
        role: 'Office Manager',
        industry: 'Light equipment & tools',
        initials: 'CP',
        rating: 4.6,
      },
      {
        quote:
          'With three branches we needed one view of the fleet. We move equipment between locations and see utilization per branch, so we know exactly where the next machine should go.',
        role: 'Co-owner',
        industry: 'Multi-location equipment rental',
        initials: 'DW',
        rating: 4.9,
      },
      {
        quote:
          'The easiest software switch we have made. The team imported our customers and inventory at no cost, trained our staff, and we were live within a few weeks.',
        role: 'Owner',
        industry: 'Party & event rentals',
        initials: 'NG',
        rating: 4.8,
      },
    ],
  },
  cta: {
    title: `See what ${name} can do for your yard`,
    text: `Book a live demo with your own equipment categories, and leave with a go-live plan. Most customers are live in ${figures.goLive}.`,
  },
  seo: seoDefaults(
    'testimonials',
    `Read how equipment, tool, construction and party rental companies use ${siteConfig.name} to end double bookings, sign contracts digitally and quote faster.`,
    [
      'rental software reviews',
      'equipment rental software testimonials',
      'party rental software reviews',
      'tool rental software',
      `${siteConfig.name} customer stories`,
    ],
  ),
};
