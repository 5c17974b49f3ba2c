/**
 * The home page's words (public-site.md §2 "Home"): what each of its sections says, as content.
 * The sections, their order, look and media slots are the design and stay in code
 * (components/site/home); `HOME_DEFAULTS` is the copy the site shipped with.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { iconCard, line, list, paragraph, sectionHeading, statTile } from './fields';
import { pageSeo, seoDefaults } from './seo';

/** The home page's content, section by section. */
export const homeContent = z.object({
  hero: z.object({
    eyebrow: line(40),
    title: line(100),
    lead: paragraph(260),
    /** The checkmarked claims under the lead. */
    claims: list(line(70), 3, 5),
    /** The four tiles under the hero. */
    stats: list(statTile, 4, 4),
  }),
  /** The six challenges of rental companies. */
  challenges: sectionHeading.extend({ cards: list(iconCard, 3, 6) }),
  /** The product's modules: exactly six, one per media slot of the design. */
  modules: sectionHeading.extend({
    blocks: list(
      z.object({
        eyebrow: line(40),
        title: line(70),
        text: paragraph(220),
        points: list(line(80), 2, 4),
      }),
      6,
      6,
    ),
  }),
  howItWorks: sectionHeading.extend({ steps: list(iconCard, 3, 3) }),
  closingCta: z.object({
    title: line(70),
    text: paragraph(200),
    quote: paragraph(220),
    attribution: line(80),
  }),
  /** What search engines and social networks show of the page. */
  seo: pageSeo,
});

/** The home page's content; see {@link homeContent}. */
export type HomeContent = z.infer<typeof homeContent>;

const { figures } = siteConfig;

/** The copy the home page shipped with (and shows until the team changes it). */
export const HOME_DEFAULTS: HomeContent = {
  hero: {
    eyebrow: 'Rental management software',
    title: 'Run your rental business from one place, and keep every asset earning',
    lead: `${siteConfig.name} is the cloud platform equipment, tool, construction and party rental companies use to book, contract, bill and maintain their fleet without spreadsheets, paper or double bookings.`,
    claims: [
      'Real-time availability across every yard and location',
      'Digital contracts with e-signature and ID verification',
      'Quotes, invoices and card payments in one flow',
      `Go live in ${figures.goLive} with free data migration`,
    ],
    stats: [
      { value: figures.rentalYards, label: `Rental yards run on ${siteConfig.name}` },
      { value: figures.rentalsManaged, label: 'Rentals managed' },
      { value: figures.fewerDoubleBookings, label: 'Fewer double bookings' },
      { value: figures.higherUtilization, label: 'Higher utilization' },
    ],
  },
  challenges: {
    eyebrow: 'Sound familiar?',
    title: 'The challenges holding rental companies back',
    intro:
      'Generic software and paper processes were never built for the way a rental yard works. These are the problems we hear about every week.',
    cards: [
      {
        icon: 'CalendarX2',
        title: 'Double bookings',
        text: 'Whiteboards and spreadsheets fall out of sync, and the same excavator gets promised to two customers.',
      },
      {
        icon: 'FileSignature',
        title: 'Paper contracts',
        text: 'Printing, signing and scanning contracts keeps customers waiting at the counter and loses paperwork.',
      },
      {
        icon: 'ClipboardList',
        title: 'Slow quotes',
        text: 'Building a quote by hand takes an hour, and the contractor has already booked with the yard down the road.',
      },
      {
        icon: 'Wrench',
        title: 'Missed maintenance',
        text: 'Service intervals live in someone’s head, so machines break down on the job instead of in the shop.',
      },
      {
        icon: 'CreditCard',
        title: 'Chasing payments',
        text: 'Deposits, damage charges and late returns are billed late or not at all, and cash flow suffers.',
      },
      {
        icon: 'Gauge',
        title: 'No view of utilization',
        text: 'Without clear numbers you cannot tell which assets earn their keep and which ones to sell.',
      },
    ],
  },
  modules: {
    eyebrow: 'One platform',
    title: 'Everything a rental company runs on',
    intro:
      'Inventory, contracts, quotes, invoicing, payments, customers and maintenance working together, instead of five tools that never agree.',
    blocks: [
      {
        eyebrow: 'Smart Inventory',
        title: 'Know what is available, everywhere, in real time',
        text: 'Every asset, bulk item and kit with its live status across all of your locations, so the counter can promise with confidence.',
        points: [
          'Real-time availability by location, date and category',
          'Serialized equipment and bulk items in one catalogue',
          `${figures.fewerDoubleBookings} fewer double bookings reported by customers`,
        ],
      },
      {
        eyebrow: 'Digital Contracts',
        title: 'Contracts signed in minutes, not at the counter',
        text: 'Send rental agreements for e-signature with built-in ID verification, and keep every signed copy attached to the rental.',
        points: [
          'E-signature and ID verification through our signature partner',
          'Your own terms, damage waivers and checklists',
          `${figures.fasterContracts} faster contract processing`,
        ],
      },
      {
        eyebrow: 'Quotes, Invoicing & Payments',
        title: 'From quote to paid invoice in one flow',
        text: 'Build a quote from live rates and availability, turn it into a rental with one click, and collect by card when it suits the customer.',
        points: [
          `${figures.fasterQuotes} faster quote generation`,
          `${figures.quoteConversion} quote conversion`,
          'Card payments, deposits and automatic invoices, synced to accounting',
        ],
      },
      {
        eyebrow: 'Reporting',
        title: 'See which assets earn, and which ones sit',
        text: 'Utilization, revenue per asset and time-on-rent reports that show where to invest and what to retire.',
        points: [
          'Utilization by asset, category and location',
          'Revenue and rental history per customer',
          `Customers report ${figures.higherUtilization} higher utilization`,
        ],
      },
      {
        eyebrow: 'In the Yard',
        title: 'Check equipment out and in from any device',
        text: 'Your yard crew records check-outs, returns, photos and meter readings on a phone or tablet, and the office sees it at once.',
        points: [
          'Check-out and return with photos and condition notes',
          'Hour-meter and fuel readings captured on return',
          'Works in the browser on phones, tablets and desktops',
        ],
      },
      {
        eyebrow: 'Maintenance & Service',
        title: 'Keep machines earning with planned maintenance',
        text: 'Schedule preventive maintenance, log spare parts and technician time, and bill customer repairs from the service module.',
        points: [
          'Service intervals by hours, days or rentals',
          'Spare parts and technician time on every work order',
          'Billable repairs for customer-owned equipment',
        ],
      },
    ],
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: `Live in ${figures.goLive}, not months`,
    intro:
      'A dedicated onboarding specialist takes you from first call to your first digital contract.',
    steps: [
      {
        icon: 'Upload',
        title: 'Quick setup and data import',
        text: 'We import your equipment, customers and rates from spreadsheets or your old system at no cost, and configure your contracts and pricing with you.',
      },
      {
        icon: 'Settings2',
        title: 'Automate operations',
        text: 'Quotes, contracts, invoices, payments and maintenance reminders run themselves, so your team spends its time renting, not typing.',
      },
      {
        icon: 'Rocket',
        title: 'Scale',
        text: 'Add locations, users and categories as you grow, with reporting that shows where the next investment pays off.',
      },
    ],
  },
  closingCta: {
    title: 'Ready to stop juggling spreadsheets?',
    text: `See ${siteConfig.name} with your own equipment categories in a live demo, and get a go-live plan for your yard.`,
    quote:
      '“We cut our quote time from an hour to a few minutes, and we haven’t had a double booking since we switched.”',
    attribution: 'Owner, multi-location equipment rental company',
  },
  seo: seoDefaults(
    'home',
    'Lizit replaces spreadsheets and paper with real-time inventory, digital contracts with e-signature, fast quotes, invoicing, card payments and maintenance tracking. Go live in 3-4 weeks.',
    [
      'rental management software',
      'equipment rental software',
      'tool rental software',
      'party rental software',
      'construction equipment rental',
      'rental contracts e-signature',
    ],
  ),
};
