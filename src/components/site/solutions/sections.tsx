import { Cloud, Drill, Forklift, Handshake, ImageIcon, PartyPopper, Rocket } from 'lucide-react';
import { siteConfig } from '@/config/site';
import { Section } from '../section';
import { DemoActions } from '../sections/actions';
import { IconBadge, IconCardGrid, type IconCardItem } from '../sections/cards';
import { Checklist } from '../sections/checklist';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';
import { SplitBlocks } from '../sections/split-block';

/** Hero of the solutions page (public-site.md §2 "/solutions"). */
export function SolutionsHero() {
  return (
    <PageHero
      titleId="solutions-hero-title"
      eyebrow="Solutions"
      title="Rental software shaped around what you rent"
      lead={
        <>
          An excavator, a pressure washer and two hundred folding chairs are rented in very
          different ways. {siteConfig.name} adapts to your industry, with the same real-time
          inventory, digital contracts and payments underneath.
        </>
      }
    >
      <DemoActions
        source="solutions_hero"
        centered
        link={{ href: '/product', label: 'Explore the product' }}
      />
    </PageHero>
  );
}

const industries: (IconCardItem & {
  slotId: string;
  features: [string, string, string, string, string];
})[] = [
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
      <SplitBlocks
        items={industries}
        testId="industry-blocks"
        labelledBy={({ slotId }) => `${slotId}-title`}
        mediaClassName="overflow-hidden rounded-2xl"
        emptyPlaceholder={<ImagePlaceholder />}
        render={({ slotId, icon, title, text, features }) => (
          <>
            <IconBadge icon={icon} tone="accent" />
            <h3
              id={`${slotId}-title`}
              className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl"
            >
              {title}
            </h3>
            <p className="mt-4 text-base leading-7 text-slate-600">{text}</p>
            <Checklist
              items={features}
              className="mt-5 space-y-3"
              label={`${title}: key features`}
            />
          </>
        )}
      />
    </Section>
  );
}

const reasons: IconCardItem[] = [
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
      <IconCardGrid
        items={reasons}
        tone="brand"
        className="grid gap-6 md:grid-cols-3"
        testId="reasons"
      />
    </Section>
  );
}

/** Closing demo call to action of the solutions page. */
export function SolutionsCta() {
  return (
    <CtaBand
      titleId="solutions-cta-title"
      title={<>See how {siteConfig.name} fits your rental business</>}
      text="We will walk through a demo built around your industry, your categories and your locations."
      demo={{
        source: 'solutions_cta',
        link: { href: siteConfig.whyPath, label: <>Why {siteConfig.name}</> },
      }}
    />
  );
}
