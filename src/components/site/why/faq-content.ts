import type { FAQPage, WithContext } from 'schema-dts';

/** One FAQ entry: the question and its answer as lightly formatted HTML (sanitised before display). */
export type FaqEntry = { question: string; answerHtml: string };

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
