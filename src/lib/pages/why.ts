/**
 * The why page's words (public-site.md §2 "/why-{product}"): its hero, the six service benefits,
 * the customer quotes with their ratings, the comparison with legacy software, the FAQ (whose
 * answers must state go-live in many cases within 3-4 weeks, data export on cancellation, and
 * enterprise-grade security with regular backups and vulnerability tests) and the closing call to
 * action. `WHY_DEFAULTS` is the copy the site shipped with.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import {
  choice,
  iconCard,
  labelled,
  line,
  list,
  paragraph,
  rating,
  richText,
  sectionHeading,
} from './fields';
import { pageSeo, seoDefaults } from './seo';

/** How a product supports a capability, as the comparison table shows it. */
export const SUPPORT_VALUES = ['yes', 'limited', 'no'] as const;
const support = choice(SUPPORT_VALUES);

/** The why page's content, section by section. */
export const whyContent = z.object({
  hero: z.object({ eyebrow: line(40), title: line(90), lead: paragraph(360) }),
  benefits: sectionHeading.extend({ cards: list(iconCard, 3, 6) }),
  quotes: z.object({
    eyebrow: line(40),
    title: line(90),
    items: list(
      z.object({
        quote: paragraph(260),
        role: line(40),
        company: line(60),
        rating,
      }),
      1,
      6,
    ),
  }),
  comparison: sectionHeading.extend({
    rows: list(
      z.object({
        capability: line(80),
        ours: labelled(support, siteConfig.name),
        legacy: labelled(support, 'Legacy rental software'),
      }),
      3,
      10,
    ),
  }),
  faq: sectionHeading.extend({
    items: labelled(
      list(z.object({ question: line(120), answer: richText(2000) }), 3, 12),
      'Questions',
    ),
  }),
  cta: z.object({ title: line(70), text: paragraph(200) }),
  /** What search engines and social networks show of the page. */
  seo: pageSeo,
});

/** The why page's content; see {@link whyContent}. */
export type WhyContent = z.infer<typeof whyContent>;

const name = siteConfig.name;
const { goLive } = siteConfig.figures;

/** The copy the why page shipped with (and shows until the team changes it). */
export const WHY_DEFAULTS: WhyContent = {
  hero: {
    eyebrow: `Why ${name}`,
    title: `Why rental companies choose ${name}`,
    lead: `${name} is built for rental yards, not adapted from generic business software. You get a platform that understands availability, contracts, deposits and maintenance, and a team that gets you live in weeks.`,
  },
  benefits: {
    eyebrow: 'The service',
    title: 'More than software: a partner for your rental business',
    intro:
      'Switching systems is a big decision. Here is what you can count on when you move your yard to us.',
    cards: [
      {
        icon: 'Rocket',
        title: `Live in ${goLive}`,
        text: 'A dedicated onboarding specialist configures your contracts, rates and locations with you, so you are renting on the new system in weeks, not months.',
      },
      {
        icon: 'DatabaseBackup',
        title: 'Free data migration',
        text: 'We import your equipment, customers and rates from spreadsheets or your old system at no extra cost, and check the result with you.',
      },
      {
        icon: 'Handshake',
        title: 'Built with real operators',
        text: 'Every workflow was shaped with rental owners, counter staff and mechanics, so it matches how a yard actually runs.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Enterprise-grade security',
        text: 'Regular backups and regular vulnerability tests protect your customer, contract and payment records.',
      },
      {
        icon: 'Download',
        title: 'Your data stays yours',
        text: 'No lock-in: if you ever cancel, a full export of your data is available to take with you.',
      },
      {
        icon: 'Cloud',
        title: 'Fully cloud-based',
        text: 'Nothing to install or maintain. Use it at the counter, in the yard or at home, on any computer, tablet or phone.',
      },
    ],
  },
  quotes: {
    eyebrow: 'Customer voices',
    title: 'What rental operators say',
    items: [
      {
        quote:
          'Quotes used to take most of an hour. Now they go out in a few minutes, straight from live availability, and far more of them turn into rentals.',
        role: 'Owner',
        company: 'Heavy equipment rental company',
        rating: 4.8,
      },
      {
        quote:
          'Customers sign their contract on their phone before they reach the counter, and their ID is already verified. The paperwork pile is gone.',
        role: 'Counter manager',
        company: 'Tool and light equipment rental store',
        rating: 4.7,
      },
      {
        quote:
          'The team imported our whole inventory from spreadsheets and we were taking bookings on the new system within a month.',
        role: 'General manager',
        company: 'Party and event rental company',
        rating: 5,
      },
    ],
  },
  comparison: {
    eyebrow: 'How we compare',
    title: `${name} vs legacy rental software`,
    intro:
      'Older rental systems were built for a single desktop in the back office. Here is where the difference shows.',
    rows: [
      {
        capability: 'Real-time availability across every location',
        ours: 'yes',
        legacy: 'limited',
      },
      {
        capability: 'Digital contracts with e-signature and ID verification',
        ours: 'yes',
        legacy: 'no',
      },
      {
        capability: 'Quotes, invoicing and card payments in one flow',
        ours: 'yes',
        legacy: 'limited',
      },
      {
        capability: 'Maintenance tracking with spare parts and technician time',
        ours: 'yes',
        legacy: 'limited',
      },
      {
        capability: 'Fully cloud-based, on any computer, tablet or phone',
        ours: 'yes',
        legacy: 'no',
      },
      {
        capability: `Go-live in ${goLive} with free data migration`,
        ours: 'yes',
        legacy: 'no',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    intro: 'The questions rental owners ask us most before they switch.',
    items: [
      {
        question: `How long does it take to go live with ${name}?`,
        answer: `<p>In many cases our customers are live <strong>within ${goLive}</strong>. A dedicated onboarding specialist plans the rollout with you:</p><ul><li>import of your equipment, customers and rates</li><li>setup of your contracts, pricing and locations</li><li>training for your counter, yard and office staff</li></ul>`,
      },
      {
        question: 'Can you move our data from spreadsheets or our current system?',
        answer: `<p>Yes. We migrate your equipment list, customer records and rates <strong>free of charge</strong>, whether they live in spreadsheets or in another rental system, and we check the import with you before you go live.</p>`,
      },
      {
        question: 'What happens to our data if we cancel?',
        answer: `<p>Your data belongs to you. If you cancel, a <strong>full data export is available</strong> so you can take your equipment, customer and rental records with you.</p>`,
      },
      {
        question: 'How secure is our data?',
        answer: `<p>${name} is built with <strong>enterprise-grade security</strong>: your data is <strong>backed up regularly</strong>, and the platform is checked with <strong>regular vulnerability tests</strong>.</p>`,
      },
      {
        question: `Does ${name} handle several yards or store locations?`,
        answer: `<p>Yes. Inventory is tracked per location with <strong>real-time availability</strong> across all of them, so any branch can see what is free at another and promise it with confidence.</p>`,
      },
      {
        question: 'How do digital contracts and ID verification work?',
        answer: `<p>A quote the customer accepts becomes a rental contract with your terms. The customer signs it electronically on a phone, tablet or computer, and their identity is <strong>verified through our signature provider</strong>. The signed copy is stored with the rental and the customer record.</p>`,
      },
      {
        question: 'Which payment and accounting tools do you connect to?',
        answer: `<p>Card payments and deposits are taken through our <strong>card payment provider</strong>, and invoices and payments sync to your accounting software through our <strong>accounting integration</strong>. Tell us what you use today and we will confirm the setup during your demo.</p>`,
      },
      {
        question: 'Do we need to install anything or buy new hardware?',
        answer: `<p>No. ${name} is <strong>fully cloud-based</strong> and runs in the web browser on the computers, tablets and phones you already have, at the counter and in the yard.</p>`,
      },
      {
        question: `Can we see ${name} before we commit?`,
        answer: `<p>Yes. We offer a <strong>live demo</strong> built around your equipment categories and a <strong>trial</strong> so your team can try it. <a href="/contact">Contact us</a> or schedule a demo to get started.</p>`,
      },
    ],
  },
  cta: {
    title: 'See the difference with your own equipment',
    text: 'A live demo around your categories and locations, with answers from people who know rental.',
  },
  seo: seoDefaults(
    'why',
    `Why rental companies choose ${siteConfig.name}: live in ${siteConfig.figures.goLive}, free data migration, enterprise-grade security, and a comparison with legacy rental software.`,
    [
      'best rental management software',
      'rental software comparison',
      'legacy rental software alternative',
      'cloud rental software',
      'rental software data migration',
      'rental software FAQ',
    ],
  ),
};
