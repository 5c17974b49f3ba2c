import { Fragment } from 'react';
import { StarRating } from '@/components/site/star-rating';
import { StatTiles } from '@/components/ui/stat-tiles';
import type { TestimonialsContent } from '@/lib/pages/testimonials';
import { getSiteSettings } from '@/server/pages/queries';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { Section } from '../section';
import { CardList } from '../sections/card-list';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';
import { QuoteAuthor, QuoteCard } from '../sections/quote-card';

/** Page hero with the average rating and four statistic tiles (public-site.md §2 "/testimonials"). */
export async function TestimonialsHero({ content }: { content: TestimonialsContent['hero'] }) {
  const { rating } = await getSiteSettings();
  return (
    <PageHero
      titleId="testimonials-title"
      containerClassName="mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 lg:px-8 lg:pt-20"
      columnClassName="mx-auto max-w-3xl text-center"
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      aside={
        <StatTiles
          stats={content.stats}
          className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4"
          testId="stats"
        />
      }
    >
      <div className="mt-6 inline-flex flex-wrap items-center justify-center gap-3 rounded-full bg-white px-5 py-2 shadow-sm ring-1 ring-slate-200">
        <StarRating rating={rating.value} />
        <span className="text-sm font-medium text-slate-700" aria-hidden="true">
          {rating.value} out of 5 from {rating.count} reviews
        </span>
      </div>
    </PageHero>
  );
}

/** The eight testimonial cards, with half stars for fractional ratings (public-site.md §2, §9). */
export function TestimonialGrid({ content }: { content: TestimonialsContent['cards'] }) {
  return (
    <Section
      id="testimonial-cards"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      tone="slate"
    >
      <CardList
        items={content.items}
        itemKey={(t) => t.quote}
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
        testId="testimonials"
        itemData={(t) => ({ 'data-rating': t.rating })}
        render={(t) => <TestimonialCard card={t} />}
      />
    </Section>
  );
}

/** One testimonial card: the rating in stars and tenths, the quote, the initials, role and industry. */
export function TestimonialCard({
  card: t,
}: {
  card: TestimonialsContent['cards']['items'][number];
}) {
  return (
    <QuoteCard
      quote={t.quote}
      variant="compact"
      rating={
        <div className="flex items-center justify-between gap-2">
          <StarRating rating={t.rating} starClassName="size-4" />
          <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
            {t.rating.toFixed(1)}
          </span>
        </div>
      }
    >
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
      >
        {t.initials}
      </span>
      <span className="text-sm">
        <QuoteAuthor role={t.role} detail={t.industry} />
      </span>
    </QuoteCard>
  );
}

/** Closing call to action of the testimonials page. */
export function TestimonialsCta({ content }: { content: TestimonialsContent['cta'] }) {
  return (
    <CtaBand
      titleId="testimonials-cta-title"
      title={content.title}
      text={content.text}
      compact
      demo={{
        source: 'testimonials_cta',
        link: { href: '/product', label: 'Explore the product' },
      }}
    />
  );
}

/**
 * The testimonials page's sections (public-site.md §2 "/testimonials") with the words of
 * `content`: the public page's, or a draft's in the preview.
 */
export function TestimonialsSections({
  content,
  wrap = asIs,
}: {
  content: TestimonialsContent;
  wrap?: SectionWrap;
}) {
  return (
    <Fragment>
      {wrap('hero', <TestimonialsHero content={content.hero} />)}
      {wrap('cards', <TestimonialGrid content={content.cards} />)}
      {wrap('cta', <TestimonialsCta content={content.cta} />)}
    </Fragment>
  );
}
