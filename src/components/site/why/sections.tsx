import { Check, Minus, X, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import { siteConfig } from '@/config/site';
import type { CrossLink } from '@/lib/cross-links';
import type { WhyContent } from '@/lib/pages/why';
import { crossLinkPages } from '../cross-link-pages';
import { ICONS } from '../icons';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { Section } from '../section';
import { DemoActions } from '../sections/actions';
import { AssociationLogos } from '../sections/association-logos';
import { CardList } from '../sections/card-list';
import { IconCardGrid, type IconCardItem } from '../sections/cards';
import { CtaBand } from '../sections/cta-band';
import { FaqList } from '../sections/faq-list';
import { PageHero } from '../sections/page-hero';
import { QuoteAuthor, QuoteCard } from '../sections/quote-card';
import { StarRating } from '../star-rating';
import type { FaqEntry } from './faq-content';

/** Hero of the why page with the two association logos (public-site.md §2 "/why-{product}"). */
export function WhyHero({ content }: { content: WhyContent['hero'] }) {
  return (
    <PageHero
      titleId="why-hero-title"
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
    >
      <DemoActions
        source="why_hero"
        centered
        link={{ href: '#comparison-title', label: 'See how we compare' }}
      />
      <div
        className="mt-10 flex flex-wrap items-center justify-center gap-6"
        data-testid="why-associations"
      >
        <span className="text-sm font-medium text-slate-600">Proud member of</span>
        <AssociationLogos
          slotIds={['why-cra-logo', 'why-ara-logo']}
          imgClassName="h-12 w-auto"
          linkClassName="rounded-md"
        />
      </div>
    </PageHero>
  );
}

/** Six service benefits (public-site.md §2 "/why-{product}"). */
export function ServiceBenefits({ content }: { content: WhyContent['benefits'] }) {
  const cards: IconCardItem[] = content.cards.map((c) => ({ ...c, icon: ICONS[c.icon] }));
  return (
    <Section id="benefits" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <IconCardGrid
        items={cards}
        tone="brand"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        testId="benefits"
      />
    </Section>
  );
}

/** Three customer quotes with their ratings (public-site.md §2 "/why-{product}"). */
export function CustomerQuotes({ content }: { content: WhyContent['quotes'] }) {
  return (
    <Section id="quotes" eyebrow={content.eyebrow} title={content.title} tone="slate">
      <CardList
        items={content.items}
        itemKey={(q) => q.role}
        className="grid gap-6 lg:grid-cols-3"
        testId="quotes"
        itemClassName="flex"
        render={(q) => (
          <QuoteCard quote={q.quote} rating={<StarRating rating={q.rating} />}>
            <QuoteAuthor role={q.role} detail={q.company} />
          </QuoteCard>
        )}
      />
    </Section>
  );
}

type Support = WhyContent['comparison']['rows'][number]['ours'];

const supportDisplay: Record<Support, { icon: LucideIcon; label: string; className: string }> = {
  yes: { icon: Check, label: 'Yes', className: 'bg-green-50 text-green-700' },
  no: { icon: X, label: 'No', className: 'bg-red-50 text-red-700' },
  limited: { icon: Minus, label: 'Limited', className: 'bg-amber-50 text-amber-800' },
};

function SupportCell({ value }: { value: Support }) {
  const { icon: Icon, label, className } = supportDisplay[value];
  return (
    <td className="px-4 py-4 text-center" data-value={value}>
      <span className={`inline-flex size-8 items-center justify-center rounded-full ${className}`}>
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </span>
    </td>
  );
}

/** Comparison with legacy rental software, six rows (public-site.md §2 "/why-{product}"). */
export function ComparisonTable({ content }: { content: WhyContent['comparison'] }) {
  return (
    <Section id="comparison" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-xl border border-slate-200 shadow-sm">
        <table className="w-full border-collapse text-left text-sm" data-testid="comparison">
          <caption className="sr-only">{content.title}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-navy-900">
                Capability
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold text-navy-900">
                {siteConfig.name}
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold text-navy-900">
                Legacy rental software
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {content.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row" className="px-4 py-4 font-medium text-slate-800">
                  {row.capability}
                </th>
                <SupportCell value={row.ours} />
                <SupportCell value={row.legacy} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* A visual legend; each cell already carries its own text for assistive technology. */}
      <p aria-hidden="true" className="mt-4 text-center text-sm text-slate-600">
        <Check aria-hidden="true" className="inline size-4 text-green-700" /> Yes
        <span className="mx-3">·</span>
        <Minus aria-hidden="true" className="inline size-4 text-amber-800" /> Limited
        <span className="mx-3">·</span>
        <X aria-hidden="true" className="inline size-4 text-red-700" /> No
      </p>
    </Section>
  );
}

/**
 * The nine-question FAQ: one item open at a time, collapsible (public-site.md §2, §4). Answers are
 * sanitised here on the server (§5) and the closed panels stay in the HTML.
 */
export function WhyFaq({ content }: { content: WhyContent['faq'] }) {
  return (
    <Section
      id="faq"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      tone="slate"
    >
      <FaqList name="why-faq" entries={faqEntries(content)} data-testid="faq" />
    </Section>
  );
}

/** Closing demo call to action of the why page. */
export function WhyCta({ content }: { content: WhyContent['cta'] }) {
  return (
    <CtaBand
      titleId="why-cta-title"
      title={content.title}
      text={content.text}
      demo={{ source: 'why_cta' }}
    />
  );
}

/** The FAQ's entries as the accordion and the FAQPage structured data take them. */
export function faqEntries(content: WhyContent['faq']): FaqEntry[] {
  return content.items.map((i) => ({ question: i.question, answerHtml: i.answer }));
}

/**
 * The why page's sections (public-site.md §2 "/why-{product}") with the words of `content`: the
 * public page's, or a draft's in the preview.
 */
export function WhySections({ content, wrap = asIs }: { content: WhyContent; wrap?: SectionWrap }) {
  return (
    <Fragment>
      {wrap('hero', <WhyHero content={content.hero} />)}
      {wrap('benefits', <ServiceBenefits content={content.benefits} />)}
      {wrap('quotes', <CustomerQuotes content={content.quotes} />)}
      {wrap('comparison', <ComparisonTable content={content.comparison} />)}
      {wrap('faq', <WhyFaq content={content.faq} />)}
      {wrap('cta', <WhyCta content={content.cta} />)}
    </Fragment>
  );
}

/** The why page's Continue Exploring cards. */
export const WHY_CROSS_LINKS: CrossLink[] = [
  crossLinkPages.product,
  crossLinkPages.testimonials,
  crossLinkPages.solutions,
];
