/**
 * The privacy policy's words (public-site.md §2 "/privacy-policy"): its title, last-updated date
 * and introduction, then its sections, each a title (with the anchor the contents list links to)
 * and a rich text body. `PRIVACY_DEFAULTS` is the policy the site shipped with: what is collected
 * (demo requests, newsletter, contact, account), how it is used, sharing, security, the six
 * rights, the contact address and the date June 9, 2025.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { dateField, labelled, line, list, paragraph, richText, type FieldMeta } from './fields';
import { pageSeo, seoDefaults } from './seo';
import { SITE_DEFAULTS } from './site';

/** The anchor of a section ("your-rights"): what a link to it ends with after "#". */
const anchor = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(40, 'At most 40 characters')
  .regex(/^[a-z][a-z0-9-]*$/, 'Lowercase letters, digits and dashes, starting with a letter')
  .meta({ field: 'line', max: 40, label: 'Link name (after #)' } satisfies FieldMeta);

const section = z.object({
  title: labelled(line(80), 'Section title'),
  anchor,
  body: labelled(richText(8000), 'Text'),
});

/** The privacy policy's content. */
export const privacyContent = z.object({
  hero: z.object({
    eyebrow: line(40),
    title: line(90),
    updated: labelled(dateField, 'Last updated'),
    intro: paragraph(700),
  }),
  sections: list(section, 1, 20).refine(
    (sections) => new Set(sections.map((s) => s.anchor)).size === sections.length,
    'Each section needs a link name of its own',
  ),
  seo: pageSeo,
});

/** The privacy policy's content; see {@link privacyContent}. */
export type PrivacyContent = z.infer<typeof privacyContent>;

const { name } = siteConfig;
const email = SITE_DEFAULTS.contact.email;
const mail = `<a href="mailto:${email}">${email}</a>`;

const rights: [string, string][] = [
  ['Access', 'ask for a copy of the personal information we hold about you.'],
  ['Correction', 'ask us to correct information that is inaccurate or incomplete.'],
  [
    'Deletion',
    'ask us to delete your personal information when we no longer need it or you withdraw your consent.',
  ],
  [
    'Objection',
    'object to our use of your information, including for direct marketing, at any time.',
  ],
  [
    'Restriction',
    'ask us to limit how we use your information while a concern you raised is being resolved.',
  ],
  [
    'Portability',
    'receive the information you gave us in a structured, commonly used, machine-readable format.',
  ],
];

/** The policy the site shipped with (and shows until the team changes it). */
export const PRIVACY_DEFAULTS: PrivacyContent = {
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    updated: '2025-06-09',
    intro: `${name} provides cloud rental management software to equipment, tool, construction and party rental companies. This policy explains what personal information we collect through this website, why we collect it, who we share it with, how we protect it and the choices you have. It covers our public website, its forms and newsletter, and the administrator accounts used to manage the site.`,
  },
  sections: [
    {
      title: 'Information we collect',
      anchor: 'information-we-collect',
      body: [
        '<p>We collect only the information you choose to give us, plus a small amount of technical information that every website receives. Specifically:</p>',
        '<h3>Demo requests</h3>',
        '<p>When you request a demo, we collect your first and last name, business e-mail address, company name and, if you provide it, your phone number. If you book a time through our external scheduling page, the scheduling provider also receives the details you enter there.</p>',
        '<h3>Newsletter</h3>',
        '<p>When you subscribe to our newsletter, we collect your name and e-mail address. To prevent abuse of the sign-up form, we look up your IP address and keep a count of recent sign-up attempts in your browser’s local storage.</p>',
        '<h3>Contact messages</h3>',
        '<p>When you send us a message, we collect your full name, e-mail address and message, and your company name and phone number if you include them.</p>',
        '<h3>Administrator accounts</h3>',
        '<p>For the members of our team who manage this website, we store their work e-mail address, a securely hashed password (never the password itself), whether the account has administrator rights, and the session information needed to keep them signed in.</p>',
        '<h3>Technical information</h3>',
        '<p>Like most websites, our servers record technical details of each visit, such as your IP address, browser type, the pages you request and the time of the request. We use analytics and advertising tools that may collect similar information, as described under <a href="#cookies-and-tracking">Cookies and tracking technologies</a>.</p>',
      ].join(''),
    },
    {
      title: 'How we use your information',
      anchor: 'how-we-use-information',
      body: [
        '<p>We use personal information to:</p>',
        '<ul>',
        '<li>schedule and run the demos you request, and follow up on them;</li>',
        '<li>answer your messages, usually within 2 hours during business hours;</li>',
        '<li>send you the newsletter you subscribed to, until you unsubscribe;</li>',
        '<li>operate administrator accounts and keep the website secure;</li>',
        '<li>understand how visitors use the website so that we can improve its content;</li>',
        '<li>measure the effectiveness of our advertising; and</li>',
        '<li>comply with our legal obligations and protect our rights.</li>',
        '</ul>',
        '<p>We process your information because you asked us to (for example, to arrange a demo), because you consented (for example, to receive the newsletter), or because we have a legitimate interest in running and improving our business, which we balance against your rights. We do not sell your personal information and we do not use it for automated decisions that affect you.</p>',
      ].join(''),
    },
    {
      title: 'Cookies and tracking technologies',
      anchor: 'cookies-and-tracking',
      body: [
        '<p>Our website may load visitor analytics, an advertising pixel and a lead-tracking script. These tools use cookies or similar technologies to count visits, understand which pages are useful and measure whether our advertising leads to demo requests. They may receive your IP address, device and browser details and the pages you view.</p>',
        "<p>To know which campaigns bring requests, our own site notes how your first and latest visits arrived: the page you landed on, the website that linked to it (its address without the query), the campaign tags in the link (utm_source, utm_medium, utm_campaign, utm_term, utm_content), whether an ad click identifier was present (not its value) and when. This note is kept in your browser's own storage for 90 days (no cookie, nothing sent to anyone else) and is stored with a form only when you send one. If your browser sends the Global Privacy Control signal, nothing is kept in your browser and a form carries only the page you landed on and its campaign tags.</p>",
        "<p>Our own server also counts page views, with no cookie, no browser storage and no script. For each page it serves it notes the page's address (without its query), the host name of the website that linked to it, the campaign tags in the link (utm_source, utm_medium, utm_campaign), the kind of device (mobile, tablet or desktop, read from your browser's description of itself) and a visitor code: a one-way hash of your IP address and browser description, mixed with a random value that changes every day and is deleted when the day ends, so the code cannot be traced back to you nor linked to your visits on other days. Your IP address itself is not stored. If your browser sends the Global Privacy Control signal, the visit is not counted at all. These counts are kept individually for 30 days; after that only daily totals per page, linking website, campaign and device remain.</p>",
        '<p>You can block or delete cookies in your browser settings, and most browsers let you refuse third-party cookies altogether. The website keeps working if you do; only our statistics become less complete.</p>',
      ].join(''),
    },
    {
      title: 'How we share information',
      anchor: 'sharing',
      body: [
        '<p>We share personal information only with:</p>',
        '<ul>',
        '<li><strong>Service providers</strong> that host our website and database, deliver e-mail, schedule demos and provide analytics and advertising measurement, each bound to use the information only to provide their service to us;</li>',
        `<li><strong>Professional advisers and authorities</strong> when the law requires it, or when needed to protect the rights, property or safety of ${name}, our customers or others; and</li>`,
        `<li><strong>A successor organisation</strong> if ${name} is involved in a merger, acquisition or sale of assets, in which case this policy continues to apply to your information.</li>`,
        '</ul>',
        '<p>Some of our service providers may process information outside your country. When they do, we require safeguards that protect your information to the standard described in this policy.</p>',
      ].join(''),
    },
    {
      title: 'How long we keep information',
      anchor: 'retention',
      body: '<p>We keep demo requests and contact messages for as long as we need them to respond to you and to manage our relationship with your company. Newsletter details are kept until you unsubscribe, which you can do at any time with the link in every newsletter. Administrator accounts are kept while the account is active. After that, we delete or anonymise the information unless the law requires us to keep it longer. Our own page-view counts are kept individually for 30 days, then only as daily totals (see <a href="#cookies-and-tracking">Cookies and tracking technologies</a>).</p>',
    },
    {
      title: 'How we protect your information',
      anchor: 'security',
      body: [
        '<p>We protect personal information with technical and organisational measures appropriate to its sensitivity: encrypted connections (HTTPS) for all traffic, hashed passwords, access to stored submissions limited to authorised administrators, input validation and sanitisation on every form, rate limits against automated abuse, and regular backups.</p>',
        '<p>No method of transmission or storage is completely secure. If we learn of a security incident that affects your personal information, we will notify you and the relevant authorities as the law requires.</p>',
      ].join(''),
    },
    {
      title: 'Your rights',
      anchor: 'your-rights',
      body: [
        '<p>Depending on where you live, you may have the following rights over your personal information. We honour these requests wherever we reasonably can, whatever your location. You have the right of:</p>',
        '<ul>',
        ...rights.map(([right, text]) => `<li><strong>${right}</strong>: ${text}</li>`),
        '</ul>',
        `<p>To exercise any of these rights, e-mail us at ${mail}. We may need to verify your identity before acting on a request, and we will answer without undue delay and within the time limits set by applicable law. You can also complain to your local data protection authority.</p>`,
      ].join(''),
    },
    {
      title: 'Changes to this policy',
      anchor: 'changes',
      body: '<p>We may update this policy as our website and services change. When we do, we will revise the “Last updated” date at the top of this page, and we will point out significant changes on this website before they take effect.</p>',
    },
    {
      title: 'Contact us',
      anchor: 'contact',
      body: `<p>If you have questions about this policy or how we handle your personal information, contact us at ${mail} or through our <a href="/contact">contact page</a>.</p>`,
    },
  ],
  seo: seoDefaults(
    'privacy',
    `How ${name} collects, uses, shares and protects the personal information you give us through our website, and the rights you have over it.`,
    [`${name} privacy policy`, 'personal information', 'data protection', 'privacy rights'],
  ),
};
