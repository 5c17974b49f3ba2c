import { StarRating } from '@/components/site/star-rating';
import { StatTiles } from '@/components/ui/stat-tiles';
import { siteConfig } from '@/config/site';
import { Section } from '../section';
import { CardList } from '../sections/card-list';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';
import { QuoteAuthor, QuoteCard } from '../sections/quote-card';
import { heroStats } from '../sections/stat-tiles';

type Testimonial = {
  quote: string;
  role: string;
  industry: string;
  initials: string;
  rating: number;
};

const testimonials: Testimonial[] = [
  {
    quote:
      'We used to spend the first hour of every day reconciling the whiteboard with the spreadsheet. Now the counter and the yard look at the same live availability, and double bookings have stopped.',
    role: 'Owner',
    industry: 'Heavy equipment rental',
    initials: 'RB',
    rating: 5,
  },
  {
    quote:
      'Contracts go out for e-signature before the customer reaches the yard. ID verification is built in, so nobody photocopies licences at the counter any more.',
    role: 'Operations Manager',
    industry: 'Construction equipment rental',
    initials: 'ML',
    rating: 4.9,
  },
  {
    quote:
      'A busy weekend means hundreds of tables, chairs and tents going out at once. Having bulk items and kits in one catalogue finally made our Friday load-outs predictable.',
    role: 'General Manager',
    industry: 'Party & event rentals',
    initials: 'JT',
    rating: 4.8,
  },
  {
    quote:
      'Quotes used to take most of an afternoon. Now I build one from live rates while the contractor is still on the phone, and far more of them turn into bookings.',
    role: 'Owner',
    industry: 'Tool rental',
    initials: 'KS',
    rating: 4.7,
  },
  {
    quote:
      'Service intervals by engine hours bring machines into the shop before they break down on a job site, and every work order records the parts and technician time.',
    role: 'Fleet & Maintenance Lead',
    industry: 'Heavy equipment rental',
    initials: 'AH',
    rating: 5,
  },
  {
    quote:
      'Card payments, deposits and invoices live in one place now, so month-end is no longer a chase. Our bookkeeper stopped retyping invoices once the accounting sync was on.',
    role: 'Office Manager',
    industry: 'Light equipment & tools',
    initials: 'CP',
    rating: 4.6,
  },
  {
    quote:
      'With three branches we needed one view of the fleet. We move equipment between locations and see utilization per branch, so we know exactly where the next machine should go.',
    role: 'Co-owner',
    industry: 'Multi-location equipment rental',
    initials: 'DW',
    rating: 4.9,
  },
  {
    quote:
      'The easiest software switch we have made. The team imported our customers and inventory at no cost, trained our staff, and we were live within a few weeks.',
    role: 'Owner',
    industry: 'Party & event rentals',
    initials: 'NG',
    rating: 4.8,
  },
];

const stats = heroStats({
  value: siteConfig.figures.fasterQuotes,
  label: 'Faster quote generation',
});

/** Page hero with the average rating and four statistic tiles (public-site.md §2 "/testimonials"). */
export function TestimonialsHero() {
  return (
    <PageHero
      titleId="testimonials-title"
      containerClassName="mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 lg:px-8 lg:pt-20"
      columnClassName="mx-auto max-w-3xl text-center"
      eyebrow="Customer stories"
      title={<>Rental companies run their yards on {siteConfig.name}</>}
      lead="Owners, managers and yard crews from equipment, tool, construction and party rental businesses on what changed when they left spreadsheets and paper contracts behind."
      aside={
        <StatTiles
          stats={stats}
          className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4"
          testId="stats"
        />
      }
    >
      <div className="mt-6 inline-flex flex-wrap items-center justify-center gap-3 rounded-full bg-white px-5 py-2 shadow-sm ring-1 ring-slate-200">
        <StarRating rating={siteConfig.rating.value} />
        <span className="text-sm font-medium text-slate-700" aria-hidden="true">
          {siteConfig.rating.value} out of 5 from {siteConfig.rating.count} reviews
        </span>
      </div>
    </PageHero>
  );
}

/** The eight testimonial cards, with half stars for fractional ratings (public-site.md §2, §9). */
export function TestimonialGrid() {
  return (
    <Section
      id="testimonial-cards"
      eyebrow="In their words"
      title="What our customers say"
      intro="Owners, managers and fleet leads describe their day-to-day with the platform. We show roles and industries rather than names, to respect our customers’ privacy."
      tone="slate"
    >
      <CardList
        items={testimonials}
        itemKey={(t) => t.initials}
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
        testId="testimonials"
        itemData={(t) => ({ 'data-rating': t.rating })}
        render={(t) => (
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
        )}
      />
    </Section>
  );
}

/** Closing call to action of the testimonials page. */
export function TestimonialsCta() {
  return (
    <CtaBand
      titleId="testimonials-cta-title"
      title={<>See what {siteConfig.name} can do for your yard</>}
      text={
        <>
          Book a live demo with your own equipment categories, and leave with a go-live plan. Most
          customers are live in {siteConfig.figures.goLive}.
        </>
      }
      compact
      demo={{
        source: 'testimonials_cta',
        link: { href: '/product', label: 'Explore the product' },
      }}
    />
  );
}
