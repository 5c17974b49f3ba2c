/**
 * The product page's words (public-site.md §2 "/product"): its hero and the caption under the demo
 * video, the six feature cards with three benefits each, the five-step workflow, the three
 * integrations (one per logo slot of the design) and the closing call to action.
 * `PRODUCT_DEFAULTS` is the copy the site shipped with.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { iconCard, iconName, line, list, paragraph, sectionHeading } from './fields';
import { pageSeo, seoDefaults } from './seo';

/** The product page's content, section by section. */
export const productContent = z.object({
  hero: z.object({
    eyebrow: line(40),
    title: line(90),
    lead: paragraph(360),
    videoCaption: line(120),
  }),
  features: sectionHeading.extend({
    cards: list(
      z.object({
        icon: iconName,
        title: line(40),
        text: paragraph(200),
        benefits: list(line(90), 3, 3),
      }),
      6,
      6,
    ),
  }),
  workflow: sectionHeading.extend({ steps: list(iconCard, 5, 5) }),
  /** Exactly three, one per logo slot. */
  integrations: sectionHeading.extend({
    items: list(z.object({ title: line(48), text: paragraph(200) }), 3, 3),
  }),
  cta: z.object({ title: line(70), text: paragraph(200) }),
  /** What search engines and social networks show of the page. */
  seo: pageSeo,
});

/** The product page's content; see {@link productContent}. */
export type ProductContent = z.infer<typeof productContent>;

const name = siteConfig.name;
const { figures } = siteConfig;

/** The copy the product page shipped with (and shows until the team changes it). */
export const PRODUCT_DEFAULTS: ProductContent = {
  hero: {
    eyebrow: `The ${name} platform`,
    title: 'Rental management software that runs your whole operation',
    lead: 'Inventory, contracts, quotes, invoicing, payments, customers and maintenance in one cloud platform built for equipment, tool, construction and party rental companies. Every module shares the same live data, so the counter, the yard and the office always agree.',
    videoCaption: `Watch a short walkthrough of ${name}, from quote to signed contract.`,
  },
  features: {
    eyebrow: 'Features',
    title: 'Six modules, one source of truth',
    intro:
      'Each module works on its own and gets better with the others: a quote reserves inventory, a signed contract starts the rental, a return schedules maintenance.',
    cards: [
      {
        icon: 'Boxes',
        title: 'Smart Inventory',
        text: 'Every serialized machine, bulk item and accessory with its live status, across all of your locations.',
        benefits: [
          'Real-time availability by date, category and location',
          'Multi-location stock in one shared catalogue',
          `${figures.fewerDoubleBookings} fewer double bookings reported by customers`,
        ],
      },
      {
        icon: 'FileSignature',
        title: 'Digital Contracts',
        text: 'Rental agreements signed on any device, with the identity of the renter verified before the equipment leaves.',
        benefits: [
          'E-signature and ID verification through our signature partner',
          'Your own terms, damage waivers and checklists on every contract',
          `${figures.fasterContracts} faster contract processing`,
        ],
      },
      {
        icon: 'Receipt',
        title: 'Streamline Transactions',
        text: 'Quotes, invoices and card payments in a single flow, without re-typing anything between steps.',
        benefits: [
          `${figures.fasterQuotes} faster quote generation from live rates and availability`,
          `${figures.quoteConversion} quote conversion`,
          'Card payments and deposits through our payment partner, synced to accounting',
        ],
      },
      {
        icon: 'UsersRound',
        title: 'Customer Hub',
        text: 'One record per customer with everything your team needs at the counter or on the phone.',
        benefits: [
          'Complete rental history for every customer',
          'Quotes, signed contracts and invoices kept on the customer record',
          'Repeat rentals booked in a few clicks from past orders',
        ],
      },
      {
        icon: 'Wrench',
        title: 'Maintenance Tracking',
        text: 'Preventive maintenance that keeps machines earning instead of breaking down on a job site.',
        benefits: [
          'Service intervals by engine hours, days or number of rentals',
          'Spare parts and technician time logged on every work order',
          'Equipment held back from rental until it is ready to go out',
        ],
      },
      {
        icon: 'Hammer',
        title: 'Service Module',
        text: 'Turn your workshop into a revenue line by repairing customer-owned equipment and billing for it.',
        benefits: [
          'Work orders for billable repairs on customer equipment',
          'Parts and labour carried straight onto the invoice',
          'Repair history saved with the customer record',
        ],
      },
    ],
  },
  workflow: {
    eyebrow: 'How it flows',
    title: 'From first quote to the next rental, in five steps',
    intro:
      'One connected workflow replaces the spreadsheets, paper forms and separate payment terminal most yards still juggle.',
    steps: [
      {
        icon: 'ClipboardCheck',
        title: 'Create quote',
        text: 'Pick equipment from live availability, apply your rates and send a professional quote in minutes.',
      },
      {
        icon: 'Send',
        title: 'Send and sign',
        text: 'The accepted quote becomes a contract that the customer signs electronically, with ID verification.',
      },
      {
        icon: 'CreditCard',
        title: 'Collect payment',
        text: 'Take deposits and card payments, issue the invoice and let it sync to your accounting.',
      },
      {
        icon: 'Warehouse',
        title: 'Manage inventory',
        text: 'Check equipment out and back in, and availability updates at every location at once.',
      },
      {
        icon: 'Wrench',
        title: 'Log service and maintenance',
        text: 'Returns trigger inspections and scheduled service, with parts and technician time on record.',
      },
    ],
  },
  integrations: {
    eyebrow: 'Integrations',
    title: 'Connected to the tools you already rely on',
    intro:
      'Accounting, signatures and payments are built in, so there is no copying data between systems.',
    items: [
      {
        title: 'Accounting',
        text: 'Invoices and payments flow into your accounting software, so the books match the rental counter without re-keying.',
      },
      {
        title: 'E-signature & ID verification',
        text: 'Contracts are signed electronically and renters verify their identity through our signature provider.',
      },
      {
        title: 'Card payments',
        text: 'Deposits, rental charges and damage fees are collected by card through our payment provider.',
      },
    ],
  },
  cta: {
    title: `See ${name} with your own fleet`,
    text: `Book a live demo set up around your equipment categories, and leave with a plan to go live in ${figures.goLive}.`,
  },
  seo: seoDefaults(
    'product',
    `See every ${siteConfig.name} module: real-time inventory, digital contracts with e-signature, quotes, invoicing, card payments, customer records and maintenance tracking.`,
    [
      'rental management software features',
      'rental inventory software',
      'digital rental contracts',
      'rental invoicing and payments',
      'equipment maintenance tracking',
      'rental service module',
    ],
  ),
};
