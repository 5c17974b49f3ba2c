/**
 * The contact page's words (public-site.md §2 "/contact", also served at /demo): its hero, the
 * Schedule a Demo card's text and points, the reply time under the contact details, and the FAQ
 * grid. The cards' headings and the form are the design's (the spec's own texts).
 * `CONTACT_DEFAULTS` is the copy the site shipped with.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { labelled, line, list, paragraph, sectionHeading } from './fields';
import { pageSeo, seoDefaults } from './seo';

/** The contact page's content, section by section. */
export const contactContent = z.object({
  hero: z.object({ eyebrow: line(40), title: line(90), lead: paragraph(320) }),
  demo: z.object({
    text: paragraph(240),
    points: list(line(60), 3, 6),
    responseTime: line(60),
  }),
  faq: sectionHeading.extend({
    items: labelled(
      list(z.object({ question: line(100), answer: paragraph(400) }), 3, 9),
      'Questions',
    ),
  }),
  /** What search engines and social networks show of the page. */
  seo: pageSeo,
});

/** The contact page's content; see {@link contactContent}. */
export type ContactContent = z.infer<typeof contactContent>;

const name = siteConfig.name;

/** The copy the contact page shipped with (and shows until the team changes it). */
export const CONTACT_DEFAULTS: ContactContent = {
  hero: {
    eyebrow: 'Contact us',
    title: 'Let’s talk about your rental business',
    lead: `Questions about ${name}, pricing or moving off your current system? Send us a message or book a live demo with our team. We reply within 2 hours during business hours.`,
  },
  demo: {
    text: `See ${name} working with your own equipment categories and ask our team anything. Pick a time that suits you.`,
    points: [
      '30-minute live demo',
      'Industry-specific use cases',
      'Q&A with rental experts',
      'Custom implementation roadmap',
    ],
    responseTime: 'Within 2 hours during business hours',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'The questions rental owners ask us most before they book a demo.',
    items: [
      {
        question: 'How long does implementation take?',
        answer:
          'Most rental companies are up and running in 2-4 weeks. A dedicated onboarding specialist configures your categories, rates and contract templates with you and trains your team before go-live.',
      },
      {
        question: 'Do you help us move our existing data?',
        answer:
          'Yes, and data migration is free. We import your equipment, customers and rates from spreadsheets or your current rental system, and check the results with you before you switch over.',
      },
      {
        question: 'Can we try the software before we commit?',
        answer: `Yes. We offer a free live demo tailored to your type of rental business, followed by a trial so your team can work with ${name} before you decide.`,
      },
      {
        question: 'What types of rental businesses do you support?',
        answer:
          'Equipment, tool, construction and party rental companies, from a single counter to multi-location operations, with serialized equipment and bulk items in the same catalogue.',
      },
      {
        question: 'Does it work with our accounting and card payments?',
        answer: `Yes. ${name} takes card payments and deposits through our payment partner, and invoices flow to your accounting software through the accounting integration.`,
      },
      {
        question: 'How quickly will you reply to my message?',
        answer:
          'A member of our team replies within 2 hours during business hours. If your question is urgent, call us or book a demo slot directly.',
      },
    ],
  },
  seo: seoDefaults(
    'contact',
    `Send the ${siteConfig.name} team a message or book a 30-minute live demo of our rental management software. We reply within 2 hours during business hours.`,
    [
      `contact ${siteConfig.name}`,
      'rental software demo',
      'equipment rental software demo',
      'rental management software pricing',
      'rental software implementation',
    ],
  ),
};
