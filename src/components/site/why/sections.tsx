import {
  Check,
  Cloud,
  DatabaseBackup,
  Download,
  Handshake,
  Minus,
  Rocket,
  ShieldCheck,
  X,
  type LucideIcon,
} from 'lucide-react';
import { siteConfig } from '@/config/site';
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

const name = siteConfig.name;

/** Hero of the why page with the two association logos (public-site.md §2 "/why-{product}"). */
export function WhyHero() {
  return (
    <PageHero
      titleId="why-hero-title"
      eyebrow={<>Why {name}</>}
      title={<>Why rental companies choose {name}</>}
      lead={
        <>
          {name} is built for rental yards, not adapted from generic business software. You get a
          platform that understands availability, contracts, deposits and maintenance, and a team
          that gets you live in weeks.
        </>
      }
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

const benefits: IconCardItem[] = [
  {
    icon: Rocket,
    title: `Live in ${siteConfig.figures.goLive}`,
    text: 'A dedicated onboarding specialist configures your contracts, rates and locations with you, so you are renting on the new system in weeks, not months.',
  },
  {
    icon: DatabaseBackup,
    title: 'Free data migration',
    text: 'We import your equipment, customers and rates from spreadsheets or your old system at no extra cost, and check the result with you.',
  },
  {
    icon: Handshake,
    title: 'Built with real operators',
    text: 'Every workflow was shaped with rental owners, counter staff and mechanics, so it matches how a yard actually runs.',
  },
  {
    icon: ShieldCheck,
    title: 'Enterprise-grade security',
    text: 'Regular backups and regular vulnerability tests protect your customer, contract and payment records.',
  },
  {
    icon: Download,
    title: 'Your data stays yours',
    text: 'No lock-in: if you ever cancel, a full export of your data is available to take with you.',
  },
  {
    icon: Cloud,
    title: 'Fully cloud-based',
    text: 'Nothing to install or maintain. Use it at the counter, in the yard or at home, on any computer, tablet or phone.',
  },
];

/** Six service benefits (public-site.md §2 "/why-{product}"). */
export function ServiceBenefits() {
  return (
    <Section
      id="benefits"
      eyebrow="The service"
      title="More than software: a partner for your rental business"
      intro="Switching systems is a big decision. Here is what you can count on when you move your yard to us."
    >
      <IconCardGrid
        items={benefits}
        tone="brand"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        testId="benefits"
      />
    </Section>
  );
}

const quotes: { quote: string; role: string; company: string; rating: number }[] = [
  {
    quote:
      'Quotes used to take most of an hour. Now they go out in a few minutes, straight from live availability, and far more of them turn into rentals.',
    role: 'Owner',
    company: 'Heavy equipment rental company',
    rating: 4.8,
  },
  {
    quote:
      'Customers sign their contract on their phone before they reach the counter, and their ID is already verified. The paperwork pile is gone.',
    role: 'Counter manager',
    company: 'Tool and light equipment rental store',
    rating: 4.7,
  },
  {
    quote:
      'The team imported our whole inventory from spreadsheets and we were taking bookings on the new system within a month.',
    role: 'General manager',
    company: 'Party and event rental company',
    rating: 5,
  },
];

/** Three customer quotes with their ratings (public-site.md §2 "/why-{product}"). */
export function CustomerQuotes() {
  return (
    <Section id="quotes" eyebrow="Customer voices" title="What rental operators say" tone="slate">
      <CardList
        items={quotes}
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

type Support = 'yes' | 'no' | 'limited';

const comparison: { capability: string; lizit: Support; legacy: Support }[] = [
  { capability: 'Real-time availability across every location', lizit: 'yes', legacy: 'limited' },
  {
    capability: 'Digital contracts with e-signature and ID verification',
    lizit: 'yes',
    legacy: 'no',
  },
  {
    capability: 'Quotes, invoicing and card payments in one flow',
    lizit: 'yes',
    legacy: 'limited',
  },
  {
    capability: 'Maintenance tracking with spare parts and technician time',
    lizit: 'yes',
    legacy: 'limited',
  },
  { capability: 'Fully cloud-based, on any computer, tablet or phone', lizit: 'yes', legacy: 'no' },
  {
    capability: `Go-live in ${siteConfig.figures.goLive} with free data migration`,
    lizit: 'yes',
    legacy: 'no',
  },
];

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
export function ComparisonTable() {
  return (
    <Section
      id="comparison"
      eyebrow="How we compare"
      title={`${name} vs legacy rental software`}
      intro="Older rental systems were built for a single desktop in the back office. Here is where the difference shows."
    >
      <div className="mx-auto max-w-4xl overflow-hidden rounded-xl border border-slate-200 shadow-sm">
        <table className="w-full border-collapse text-left text-sm" data-testid="comparison">
          <caption className="sr-only">{`${name} vs legacy rental software`}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-navy-900">
                Capability
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold text-navy-900">
                {name}
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold text-navy-900">
                Legacy rental software
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {comparison.map((row) => (
              <tr key={row.capability}>
                <th scope="row" className="px-4 py-4 font-medium text-slate-800">
                  {row.capability}
                </th>
                <SupportCell value={row.lizit} />
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
export function WhyFaq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Section
      id="faq"
      eyebrow="FAQ"
      title="Frequently asked questions"
      intro="The questions rental owners ask us most before they switch."
      tone="slate"
    >
      <FaqList name="why-faq" entries={entries} data-testid="faq" />
    </Section>
  );
}

/** Closing demo call to action of the why page. */
export function WhyCta() {
  return (
    <CtaBand
      titleId="why-cta-title"
      title="See the difference with your own equipment"
      text="A live demo around your categories and locations, with answers from people who know rental."
      demo={{ source: 'why_cta' }}
    />
  );
}
