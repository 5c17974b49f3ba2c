import { CheckCircle2, Download, CalendarDays } from 'lucide-react';
import { siteConfig } from '@/config/site';
import { buttonVariants } from '@/components/ui/button';
import { HALF_COLUMN_SIZES, MediaSlot } from '../media-slot';

const claims = [
  'Real-time availability across every yard and location',
  'Digital contracts with e-signature and ID verification',
  'Quotes, invoices and card payments in one flow',
  `Go live in ${siteConfig.figures.goLive} with free data migration`,
];

const stats = [
  { value: siteConfig.figures.rentalYards, label: 'Rental yards run on Lizit' },
  { value: siteConfig.figures.rentalsManaged, label: 'Rentals managed' },
  { value: siteConfig.figures.fewerDoubleBookings, label: 'Fewer double bookings' },
  { value: siteConfig.figures.higherUtilization, label: 'Higher utilization' },
];

/** Home hero (public-site.md §2 "Home"). */
export function HomeHero() {
  const { cra, ara } = siteConfig.associations;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Rental management software
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl"
          >
            Run your rental business from one place, and keep every asset earning
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-600">
            {siteConfig.name} is the cloud platform equipment, tool, construction and party rental
            companies use to book, contract, bill and maintain their fleet without spreadsheets,
            paper or double bookings.
          </p>
          <ul className="mt-6 space-y-3" aria-label="Key benefits">
            {claims.map((claim) => (
              <li key={claim} className="flex items-start gap-3 text-slate-700">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-green-700"
                />
                <span>{claim}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={siteConfig.links.bookDemo('home_hero')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg' })}
            >
              <CalendarDays aria-hidden="true" />
              Schedule Demo
            </a>
            <a
              href={siteConfig.links.freeGuide}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              <Download aria-hidden="true" />
              Download Free Guide
            </a>
          </div>
          <div className="mt-8 flex items-center gap-6">
            <span className="text-xs font-medium text-slate-600">Proud member of</span>
            <a
              href={cra.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${cra.name} (opens in a new tab)`}
            >
              <MediaSlot insideLink slotId="homepage-hero-cra-logo" imgClassName="h-10 w-auto" />
            </a>
            <a
              href={ara.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${ara.name} (opens in a new tab)`}
            >
              <MediaSlot insideLink slotId="homepage-hero-ara-logo" imgClassName="h-10 w-auto" />
            </a>
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-brand-100 to-orange-100 blur-2xl"
          />
          <MediaSlot
            slotId="homepage-hero-dashboard"
            priority
            className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-slate-200"
            imgClassName="w-full"
            sizes={HALF_COLUMN_SIZES}
          />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="hero-stats">
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
