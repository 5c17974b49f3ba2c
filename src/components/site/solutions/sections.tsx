import {
  CalendarDays,
  CheckCircle2,
  Cloud,
  Drill,
  Forklift,
  Handshake,
  ImageIcon,
  PartyPopper,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { siteConfig } from '@/config/site';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MediaSlot } from '../media-slot';
import { Section } from '../section';

/** Hero of the solutions page (public-site.md §2 "/solutions"). */
export function SolutionsHero() {
  return (
    <section
      aria-labelledby="solutions-hero-title"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-16 text-center sm:px-6 lg:px-8 lg:pt-20">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Solutions</p>
        <h1
          id="solutions-hero-title"
          className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl"
        >
          Rental software shaped around what you rent
        </h1>
        <p className="mt-5 text-lg leading-8 text-slate-600">
          An excavator, a pressure washer and two hundred folding chairs are rented in very
          different ways. {siteConfig.name} adapts to your industry, with the same real-time
          inventory, digital contracts and payments underneath.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={siteConfig.links.bookDemo('solutions_hero')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg' })}
          >
            <CalendarDays aria-hidden="true" />
            Schedule Demo
          </a>
          <SiteLink href="/product" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Explore the product
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

const industries: {
  slotId: string;
  icon: LucideIcon;
  title: string;
  text: string;
  features: [string, string, string, string, string];
}[] = [
  {
    slotId: 'solutions-heavy-equipment',
    icon: Forklift,
    title: 'Heavy Equipment Rentals',
    text: 'Excavators, loaders, lifts and compaction equipment are high-value assets: every idle day and every missed service costs real money.',
    features: [
      'Hour-meter and fuel readings captured at check-out and return',
      'Preventive maintenance by engine hours, with spare parts and technician time',
      'Digital contracts with damage waivers, e-signature and ID verification',
      'Deposits and card payments collected before the machine leaves the yard',
      'Utilization and revenue per machine across every location',
    ],
  },
  {
    slotId: 'solutions-light-tools',
    icon: Drill,
    title: 'Light Equipment & Tools',
    text: 'Tool rental lives on speed at the counter: many short rentals, walk-in customers and a shelf of small items that must always be accounted for.',
    features: [
      'Fast counter checkout for serialized tools and bulk items',
      'Real-time availability across every store',
      'Quotes in minutes for walk-in and phone customers',
      'Contracts signed on a tablet or on the customer’s own phone',
      'Billable repairs for customer-owned tools through the service module',
    ],
  },
  {
    slotId: 'solutions-party-events',
    icon: PartyPopper,
    title: 'Party & Event Rentals',
    text: 'Tents, tables, chairs and linens are booked months ahead for a single date, and every piece has to come back counted and clean.',
    features: [
      'Date-based availability for large quantities of tents, tables and chairs',
      'Quotes that become confirmed bookings in one click',
      'Deposits and balance payments taken by card',
      'Damage and cleaning notes recorded on return',
      'Customer records with past events and rental history',
    ],
  },
];

/** The empty-slot placeholder of the solutions images: a dashed box until an admin uploads one. */
function ImagePlaceholder() {
  return (
    <div className="flex aspect-[10/7] w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      <ImageIcon aria-hidden="true" className="size-10 text-slate-500" />
      <p className="text-sm font-medium text-slate-600">Image preview appears here once uploaded</p>
    </div>
  );
}

/** Three industry blocks, five key features each, with their image slots (public-site.md §2 "/solutions"). */
export function IndustryBlocks() {
  return (
    <Section
      id="industries"
      eyebrow="Industries"
      title="Built for three kinds of rental business"
      intro="Pick the block that looks like your yard. Most of our customers rent across more than one."
    >
      <div className="space-y-20" data-testid="industry-blocks">
        {industries.map(({ slotId, icon: Icon, title, text, features }, i) => (
          <article
            key={slotId}
            aria-labelledby={`${slotId}-title`}
            className="grid items-center gap-10 lg:grid-cols-2"
          >
            <div className={cn(i % 2 === 1 && 'lg:order-2')}>
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-orange-50 text-accent-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3
                id={`${slotId}-title`}
                className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl"
              >
                {title}
              </h3>
              <p className="mt-4 text-base leading-7 text-slate-600">{text}</p>
              <ul className="mt-5 space-y-3" aria-label={`${title}: key features`}>
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-3 text-slate-700">
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-green-700"
                    />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </div>
            <MediaSlot
              slotId={slotId}
              className={cn('overflow-hidden rounded-2xl', i % 2 === 1 && 'lg:order-1')}
              imgClassName="w-full"
              emptyPlaceholder={<ImagePlaceholder />}
            />
          </article>
        ))}
      </div>
    </Section>
  );
}

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Cloud,
    title: 'Fully cloud-based',
    text: 'Nothing to install or maintain. Your team works from any computer, tablet or phone, at the counter, in the yard or on a job site.',
  },
  {
    icon: Handshake,
    title: 'Built with real operators',
    text: 'Designed together with rental owners, counter staff and mechanics, so every screen follows the way a rental yard actually works.',
  },
  {
    icon: Rocket,
    title: 'Fast setup',
    text: `Free data migration and a dedicated onboarding specialist: in many cases you are live within ${siteConfig.figures.goLive}.`,
  },
];

/** Three reasons to choose the product (public-site.md §2 "/solutions"). */
export function Reasons() {
  return (
    <Section
      id="reasons"
      eyebrow={`Why ${siteConfig.name}`}
      title="One platform, whatever you rent"
      tone="slate"
    >
      <ul className="grid gap-6 md:grid-cols-3" data-testid="reasons">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Closing demo call to action of the solutions page. */
export function SolutionsCta() {
  return (
    <section aria-labelledby="solutions-cta-title" className="bg-navy-900 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="solutions-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          See how {siteConfig.name} fits your rental business
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-300">
          We will walk through a demo built around your industry, your categories and your
          locations.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={siteConfig.links.bookDemo('solutions_cta')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg' })}
          >
            <CalendarDays aria-hidden="true" />
            Schedule Demo
          </a>
          <SiteLink
            href={siteConfig.whyPath}
            className={buttonVariants({ variant: 'outlineLight', size: 'lg' })}
          >
            Why {siteConfig.name}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
