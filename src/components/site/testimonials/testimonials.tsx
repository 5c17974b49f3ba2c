import { SiteLink } from '@/components/site/site-link';
import { CalendarDays, Quote } from 'lucide-react';
import { StarRating } from '@/components/site/star-rating';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { Section } from '../section';

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

const stats = [
  { value: siteConfig.figures.rentalYards, label: `Rental yards run on ${siteConfig.name}` },
  { value: siteConfig.figures.rentalsManaged, label: 'Rentals managed' },
  { value: siteConfig.figures.fasterQuotes, label: 'Faster quote generation' },
  { value: siteConfig.figures.higherUtilization, label: 'Higher utilization' },
];

/** Page hero with the average rating and four statistic tiles (public-site.md §2 "/testimonials"). */
export function TestimonialsHero() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 lg:px-8 lg:pt-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Customer stories
          </p>
          <h1
            id="testimonials-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl"
          >
            Rental companies run their yards on {siteConfig.name}
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-600">
            Owners, managers and yard crews from equipment, tool, construction and party rental
            businesses on what changed when they left spreadsheets and paper contracts behind.
          </p>
          <div className="mt-6 inline-flex flex-wrap items-center justify-center gap-3 rounded-full bg-white px-5 py-2 shadow-sm ring-1 ring-slate-200">
            <StarRating rating={siteConfig.rating.value} />
            <span className="text-sm font-medium text-slate-700" aria-hidden="true">
              {siteConfig.rating.value} out of 5 from {siteConfig.rating.count} reviews
            </span>
          </div>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="stats">
          {stats.map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm"
            >
              <dt className="text-sm text-slate-600">{s.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-navy-900">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
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
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="testimonials">
        {testimonials.map((t) => (
          <li key={t.initials} data-rating={t.rating}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <StarRating rating={t.rating} starClassName="size-4" />
                <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
                  {t.rating.toFixed(1)}
                </span>
              </div>
              <Quote aria-hidden="true" className="mt-4 size-6 text-accent-500" />
              <blockquote className="mt-2 flex-1 text-sm leading-6 text-slate-700">
                “{t.quote}”
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
                >
                  {t.initials}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-navy-900">{t.role}</span>
                  <span className="block text-slate-600">{t.industry}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Closing call to action of the testimonials page. */
export function TestimonialsCta() {
  return (
    <section
      aria-labelledby="testimonials-cta-title"
      className="bg-navy-900 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="testimonials-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          See what {siteConfig.name} can do for your yard
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-300">
          Book a live demo with your own equipment categories, and leave with a go-live plan. Most
          customers are live in {siteConfig.figures.goLive}.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={siteConfig.links.bookDemo('testimonials_cta')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg' })}
          >
            <CalendarDays aria-hidden="true" />
            Schedule Demo
          </a>
          <SiteLink
            href="/product"
            className={buttonVariants({ variant: 'outlineLight', size: 'lg' })}
          >
            Explore the product
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
