import type { FAQPage, WithContext } from 'schema-dts';
import { siteConfig } from '@/config/site';

/** One FAQ entry: the question and its answer as lightly formatted HTML (sanitised before display). */
export type FaqEntry = { question: string; answerHtml: string };

const name = siteConfig.name;

/**
 * The nine questions of the why page (public-site.md §2 "/why-{product}"). The answers must state
 * go-live in many cases within 3-4 weeks, data export on cancellation, and enterprise-grade
 * security with regular backups and vulnerability tests.
 */
export const whyFaq: readonly FaqEntry[] = [
  {
    question: `How long does it take to go live with ${name}?`,
    answerHtml: `<p>In many cases our customers are live <strong>within ${siteConfig.figures.goLive}</strong>. A dedicated onboarding specialist plans the rollout with you:</p><ul><li>import of your equipment, customers and rates</li><li>setup of your contracts, pricing and locations</li><li>training for your counter, yard and office staff</li></ul>`,
  },
  {
    question: 'Can you move our data from spreadsheets or our current system?',
    answerHtml: `<p>Yes. We migrate your equipment list, customer records and rates <strong>free of charge</strong>, whether they live in spreadsheets or in another rental system, and we check the import with you before you go live.</p>`,
  },
  {
    question: 'What happens to our data if we cancel?',
    answerHtml: `<p>Your data belongs to you. If you cancel, a <strong>full data export is available</strong> so you can take your equipment, customer and rental records with you.</p>`,
  },
  {
    question: 'How secure is our data?',
    answerHtml: `<p>${name} is built with <strong>enterprise-grade security</strong>: your data is <strong>backed up regularly</strong>, and the platform is checked with <strong>regular vulnerability tests</strong>.</p>`,
  },
  {
    question: `Does ${name} handle several yards or store locations?`,
    answerHtml: `<p>Yes. Inventory is tracked per location with <strong>real-time availability</strong> across all of them, so any branch can see what is free at another and promise it with confidence.</p>`,
  },
  {
    question: 'How do digital contracts and ID verification work?',
    answerHtml: `<p>A quote the customer accepts becomes a rental contract with your terms. The customer signs it electronically on a phone, tablet or computer, and their identity is <strong>verified through our signature provider</strong>. The signed copy is stored with the rental and the customer record.</p>`,
  },
  {
    question: 'Which payment and accounting tools do you connect to?',
    answerHtml: `<p>Card payments and deposits are taken through our <strong>card payment provider</strong>, and invoices and payments sync to your accounting software through our <strong>accounting integration</strong>. Tell us what you use today and we will confirm the setup during your demo.</p>`,
  },
  {
    question: 'Do we need to install anything or buy new hardware?',
    answerHtml: `<p>No. ${name} is <strong>fully cloud-based</strong> and runs in the web browser on the computers, tablets and phones you already have, at the counter and in the yard.</p>`,
  },
  {
    question: `Can we see ${name} before we commit?`,
    answerHtml: `<p>Yes. We offer a <strong>live demo</strong> built around your equipment categories and a <strong>trial</strong> so your team can try it. <a href="/contact">Contact us</a> or schedule a demo to get started.</p>`,
  },
];

/** Plain text of a small, trusted HTML answer (for structured data): tags removed, spacing kept. */
export function answerText(html: string): string {
  const text = html
    .replace(/<\/li>\s*<li>/gi, '; ')
    .replace(/<\/(p|li|ul|ol|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** FAQPage structured data for the FAQ entries, answers as plain text. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(entry.answerHtml) },
    })),
  };
}
