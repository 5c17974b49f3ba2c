/**
 * The solutions page's words (public-site.md §2 "/solutions"): its hero, the three industry blocks
 * (one per image slot of the design, five key features each), the three reasons and the closing
 * call to action. `SOLUTIONS_DEFAULTS` is the copy the site shipped with.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { iconCard, iconName, line, list, paragraph, sectionHeading } from './fields';
import { pageSeo, seoDefaults } from './seo';

/** The solutions page's content, section by section. */
export const solutionsContent = z.object({
  hero: z.object({ eyebrow: line(40), title: line(90), lead: paragraph(320) }),
  /** Exactly three blocks, one per image slot; five key features each. */
  industries: sectionHeading.extend({
    blocks: list(
      z.object({
        icon: iconName,
        title: line(48),
        text: paragraph(220),
        features: list(line(90), 5, 5),
      }),
      3,
      3,
    ),
  }),
  reasons: z.object({ eyebrow: line(40), title: line(90), cards: list(iconCard, 3, 3) }),
  cta: z.object({ title: line(80), text: paragraph(200) }),
  /** What search engines and social networks show of the page. */
  seo: pageSeo,
});

/** The solutions page's content; see {@link solutionsContent}. */
export type SolutionsContent = z.infer<typeof solutionsContent>;

const name = siteConfig.name;

/** The copy the solutions page shipped with (and shows until the team changes it). */
export const SOLUTIONS_DEFAULTS: SolutionsContent = {
  hero: {
    eyebrow: 'Solutions',
    title: 'Rental software shaped around what you rent',
    lead: `An excavator, a pressure washer and two hundred folding chairs are rented in very different ways. ${name} adapts to your industry, with the same real-time inventory, digital contracts and payments underneath.`,
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Built for three kinds of rental business',
    intro:
      'Pick the block that looks like your yard. Most of our customers rent across more than one.',
    blocks: [
      {
        icon: 'Forklift',
        title: 'Heavy Equipment Rentals',
        text: 'Excavators, loaders, lifts and compaction equipment are high-value assets: every idle day and every missed service costs real money.',
        features: [
          'Hour-meter and fuel readings captured at check-out and return',
          'Preventive maintenance by engine hours, with spare parts and technician time',
          'Digital contracts with damage waivers, e-signature and ID verification',
          'Deposits and card payments collected before the machine leaves the yard',
          'Utilization and revenue per machine across every location',
        ],
      },
      {
        icon: 'Drill',
        title: 'Light Equipment & Tools',
        text: 'Tool rental lives on speed at the counter: many short rentals, walk-in customers and a shelf of small items that must always be accounted for.',
        features: [
          'Fast counter checkout for serialized tools and bulk items',
          'Real-time availability across every store',
          'Quotes in minutes for walk-in and phone customers',
          'Contracts signed on a tablet or on the customer’s own phone',
          'Billable repairs for customer-owned tools through the service module',
        ],
      },
      {
        icon: 'PartyPopper',
        title: 'Party & Event Rentals',
        text: 'Tents, tables, chairs and linens are booked months ahead for a single date, and every piece has to come back counted and clean.',
        features: [
          'Date-based availability for large quantities of tents, tables and chairs',
          'Quotes that become confirmed bookings in one click',
          'Deposits and balance payments taken by card',
          'Damage and cleaning notes recorded on return',
          'Customer records with past events and rental history',
        ],
      },
    ],
  },
  reasons: {
    eyebrow: `Why ${name}`,
    title: 'One platform, whatever you rent',
    cards: [
      {
        icon: 'Cloud',
        title: 'Fully cloud-based',
        text: 'Nothing to install or maintain. Your team works from any computer, tablet or phone, at the counter, in the yard or on a job site.',
      },
      {
        icon: 'Handshake',
        title: 'Built with real operators',
        text: 'Designed together with rental owners, counter staff and mechanics, so every screen follows the way a rental yard actually works.',
      },
      {
        icon: 'Rocket',
        title: 'Fast setup',
        text: `Free data migration and a dedicated onboarding specialist: in many cases you are live within ${siteConfig.figures.goLive}.`,
      },
    ],
  },
  cta: {
    title: `See how ${name} fits your rental business`,
    text: 'We will walk through a demo built around your industry, your categories and your locations.',
  },
  seo: seoDefaults(
    'solutions',
    `${siteConfig.name} for heavy equipment rentals, light equipment and tool rentals, and party and event rentals: real-time inventory, digital contracts and payments.`,
    [
      'heavy equipment rental software',
      'tool rental software',
      'light equipment rental software',
      'party rental software',
      'event rental software',
      'construction equipment rental software',
    ],
  ),
};
