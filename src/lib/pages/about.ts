/**
 * The about page's words (public-site.md §2 "/about"): the company story, mission, vision and
 * promise, the four founders (one per photo slot of the design), the timeline, the two
 * associations' descriptions and the closing call to action. `ABOUT_DEFAULTS` is the copy the
 * site shipped with.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { iconCard, line, list, paragraph, sectionHeading, type FieldMeta } from './fields';
import { pageSeo, seoDefaults } from './seo';

/** A year of four digits, as a timeline entry names it. */
const year = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'A year of four digits, e.g. 2025')
  .meta({ field: 'line', max: 4 } satisfies FieldMeta);

/** The about page's content, section by section. */
export const aboutContent = z.object({
  hero: z.object({
    eyebrow: line(40),
    title: line(90),
    lead: paragraph(420),
    /** The paragraph under the story, with the figures. */
    today: paragraph(300),
  }),
  values: sectionHeading.extend({ cards: list(iconCard, 3, 3) }),
  /** Exactly four founders, one per photo slot. */
  team: sectionHeading.extend({
    members: list(z.object({ name: line(48), role: line(48), bio: paragraph(300) }), 4, 4),
  }),
  timeline: sectionHeading.extend({
    milestones: list(z.object({ year, title: line(70), text: paragraph(300) }), 3, 8),
  }),
  /** The two associations' descriptions, in the order of their logo slots (CRA, ARA). */
  associations: sectionHeading.extend({ descriptions: list(paragraph(200), 2, 2) }),
  cta: z.object({ title: line(70), text: paragraph(200) }),
  /** What search engines and social networks show of the page. */
  seo: pageSeo,
});

/** The about page's content; see {@link aboutContent}. */
export type AboutContent = z.infer<typeof aboutContent>;

const name = siteConfig.name;
const { figures } = siteConfig;

/** The copy the about page shipped with (and shows until the team changes it). */
export const ABOUT_DEFAULTS: AboutContent = {
  hero: {
    eyebrow: `About ${name}`,
    title: 'Built with rental operators, for rental operators',
    lead: `${name} started in a rental yard, not a boardroom. We watched equipment, tool, construction and party rental companies juggle whiteboards, paper contracts and software that was never designed for renting, and we set out to build one cloud platform that runs the whole business.`,
    today: `Today more than ${figures.rentalYards} rental yards manage their inventory, contracts, quotes, payments and maintenance with ${name}, with ${figures.rentalsManaged} rentals managed and counting.`,
  },
  values: {
    eyebrow: 'What drives us',
    title: 'Mission, vision and promise',
    intro: 'Three commitments that shape every feature we ship and every customer call we take.',
    cards: [
      {
        icon: 'Target',
        title: 'Our Mission',
        text: 'Give every rental company, from a single-counter tool shop to a multi-location equipment fleet, the software to book, contract, bill and maintain without paper or double bookings.',
      },
      {
        icon: 'Eye',
        title: 'Our Vision',
        text: 'A rental industry where the availability, condition and earnings of every asset are known in real time, and owners decide on numbers instead of guesswork.',
      },
      {
        icon: 'HeartHandshake',
        title: 'Our Promise',
        text: `Straight answers and a team that picks up the phone: go-live in ${figures.goLive}, free data migration, and replies within 2 hours during business hours.`,
      },
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'Meet the founding team',
    intro:
      'Rental operators, engineers and onboarding specialists who speak the language of the yard.',
    members: [
      {
        name: 'Daniel Mercer',
        role: 'Co-founder & CEO',
        bio: 'Daniel spent years on the operations side of equipment rental, from the counter to the yard. He started the company to give rental owners the software he always wished he had.',
      },
      {
        name: 'Priya Raman',
        role: 'Co-founder & CTO',
        bio: 'Priya has built cloud software for operations-heavy businesses throughout her career. She leads engineering, and with it the security, reliability and integrations of the platform.',
      },
      {
        name: 'Marc Tremblay',
        role: 'Head of Customer Success',
        bio: 'Marc leads onboarding, data migration and support. His team takes every new customer from kickoff to first digital contract, and makes sure questions never wait long.',
      },
      {
        name: 'Sofia Alvarez',
        role: 'Head of Product',
        bio: 'Sofia turns what she hears in rental yards into the roadmap, from Friday load-outs at party rental companies to maintenance schedules for heavy equipment fleets.',
      },
    ],
  },
  timeline: {
    eyebrow: 'Our journey',
    title: 'From one rental yard to a complete platform',
    intro: 'Every module was built with the rental companies that use it.',
    milestones: [
      {
        year: '2021',
        title: 'The company is founded',
        text: `Daniel and Priya start ${name} and build the first version of real-time inventory and availability side by side with a working rental yard.`,
      },
      {
        year: '2022',
        title: 'First customers go live',
        text: 'Digital rental contracts with e-signature and ID verification launch, and the first rental yards retire their paper contracts.',
      },
      {
        year: '2023',
        title: 'Quotes, invoicing and payments',
        text: 'Quotes that turn into rentals in one click, automatic invoices and card payments join the platform. Our customer success team is formed to run onboarding and free data migration.',
      },
      {
        year: '2024',
        title: 'Maintenance and multi-location',
        text: 'Maintenance tracking with spare parts and technician time arrives, along with multi-location support for companies running several branches.',
      },
      {
        year: '2025',
        title: 'Service module and accounting integration',
        text: `Billable repairs through the new service module and an accounting integration round out the suite, with ${figures.rentalYards} rental yards and ${figures.rentalsManaged} rentals managed.`,
      },
    ],
  },
  associations: {
    eyebrow: 'Industry memberships',
    title: 'Part of the rental industry',
    intro: `${name} is a proud member of both major rental associations in North America. We learn from their members and stay close to the operators we build for.`,
    descriptions: [
      'The voice of the rental industry in Canada, connecting equipment and party rental businesses across the country.',
      'The international trade association for equipment rental and event rental businesses and their suppliers.',
    ],
  },
  cta: {
    title: 'Meet the team in a 15-minute demo',
    text: `Tell us how your rental business runs today, and we will show you how ${name} fits, with no obligation.`,
  },
  seo: seoDefaults(
    'about',
    `Meet the team behind ${siteConfig.name}, the rental management software built with equipment, tool and party rental operators. Our story, mission and values.`,
    [
      `about ${siteConfig.name}`,
      'rental software company',
      'equipment rental software team',
      'Canadian Rental Association member',
      'American Rental Association member',
    ],
  ),
};
