import {
  BarChart3,
  CalendarX2,
  ClipboardList,
  CreditCard,
  FileSignature,
  Gauge,
  Quote,
  Rocket,
  Settings2,
  Upload,
  Wrench,
} from 'lucide-react';
import { siteConfig } from '@/config/site';
import { HALF_COLUMN_SIZES } from '../media-slot';
import { Section } from '../section';
import { IconCardGrid, StepList, type IconCardItem } from '../sections/cards';
import { CtaBand } from '../sections/cta-band';
import { SplitBlocks } from '../sections/split-block';

const challenges: IconCardItem[] = [
  {
    icon: CalendarX2,
    title: 'Double bookings',
    text: 'Whiteboards and spreadsheets fall out of sync, and the same excavator gets promised to two customers.',
  },
  {
    icon: FileSignature,
    title: 'Paper contracts',
    text: 'Printing, signing and scanning contracts keeps customers waiting at the counter and loses paperwork.',
  },
  {
    icon: ClipboardList,
    title: 'Slow quotes',
    text: 'Building a quote by hand takes an hour, and the contractor has already booked with the yard down the road.',
  },
  {
    icon: Wrench,
    title: 'Missed maintenance',
    text: 'Service intervals live in someone’s head, so machines break down on the job instead of in the shop.',
  },
  {
    icon: CreditCard,
    title: 'Chasing payments',
    text: 'Deposits, damage charges and late returns are billed late or not at all, and cash flow suffers.',
  },
  {
    icon: Gauge,
    title: 'No view of utilization',
    text: 'Without clear numbers you cannot tell which assets earn their keep and which ones to sell.',
  },
];

/** Six-item challenges grid (public-site.md §2 "Home"). */
export function ChallengesGrid() {
  return (
    <Section
      id="challenges"
      eyebrow="Sound familiar?"
      title="The challenges holding rental companies back"
      intro="Generic software and paper processes were never built for the way a rental yard works. These are the problems we hear about every week."
      tone="slate"
    >
      <IconCardGrid
        items={challenges}
        tone="accent"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        testId="challenges"
      />
    </Section>
  );
}

const modules: {
  slotId: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
}[] = [
  {
    slotId: 'homepage-module-inventory',
    eyebrow: 'Smart Inventory',
    title: 'Know what is available, everywhere, in real time',
    text: 'Every asset, bulk item and kit with its live status across all of your locations, so the counter can promise with confidence.',
    points: [
      'Real-time availability by location, date and category',
      'Serialized equipment and bulk items in one catalogue',
      `${siteConfig.figures.fewerDoubleBookings} fewer double bookings reported by customers`,
    ],
  },
  {
    slotId: 'homepage-module-contracts',
    eyebrow: 'Digital Contracts',
    title: 'Contracts signed in minutes, not at the counter',
    text: 'Send rental agreements for e-signature with built-in ID verification, and keep every signed copy attached to the rental.',
    points: [
      'E-signature and ID verification through our signature partner',
      'Your own terms, damage waivers and checklists',
      `${siteConfig.figures.fasterContracts} faster contract processing`,
    ],
  },
  {
    slotId: 'homepage-module-billing',
    eyebrow: 'Quotes, Invoicing & Payments',
    title: 'From quote to paid invoice in one flow',
    text: 'Build a quote from live rates and availability, turn it into a rental with one click, and collect by card when it suits the customer.',
    points: [
      `${siteConfig.figures.fasterQuotes} faster quote generation`,
      `${siteConfig.figures.quoteConversion} quote conversion`,
      'Card payments, deposits and automatic invoices, synced to accounting',
    ],
  },
  {
    slotId: 'homepage-module-analytics',
    eyebrow: 'Reporting',
    title: 'See which assets earn, and which ones sit',
    text: 'Utilization, revenue per asset and time-on-rent reports that show where to invest and what to retire.',
    points: [
      'Utilization by asset, category and location',
      'Revenue and rental history per customer',
      `Customers report ${siteConfig.figures.higherUtilization} higher utilization`,
    ],
  },
  {
    slotId: 'homepage-module-mobile',
    eyebrow: 'In the Yard',
    title: 'Check equipment out and in from any device',
    text: 'Your yard crew records check-outs, returns, photos and meter readings on a phone or tablet, and the office sees it at once.',
    points: [
      'Check-out and return with photos and condition notes',
      'Hour-meter and fuel readings captured on return',
      'Works in the browser on phones, tablets and desktops',
    ],
  },
  {
    slotId: 'homepage-module-support',
    eyebrow: 'Maintenance & Service',
    title: 'Keep machines earning with planned maintenance',
    text: 'Schedule preventive maintenance, log spare parts and technician time, and bill customer repairs from the service module.',
    points: [
      'Service intervals by hours, days or rentals',
      'Spare parts and technician time on every work order',
      'Billable repairs for customer-owned equipment',
    ],
  },
];

/** Six alternating module blocks, each with its media slot (public-site.md §2 "Home"). */
export function ModuleBlocks() {
  return (
    <Section
      id="modules"
      eyebrow="One platform"
      title="Everything a rental company runs on"
      intro="Inventory, contracts, quotes, invoicing, payments, customers and maintenance working together, instead of five tools that never agree."
    >
      <SplitBlocks
        items={modules}
        testId="modules"
        mediaClassName="overflow-hidden rounded-2xl bg-slate-50 shadow-lg ring-1 ring-slate-200"
        sizes={HALF_COLUMN_SIZES}
        render={(m) => (
          <>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {m.eyebrow}
            </p>
            <h3 className="mt-2 text-2xl font-bold text-navy-900 sm:text-3xl">{m.title}</h3>
            <p className="mt-4 text-base leading-7 text-slate-600">{m.text}</p>
            <ul className="mt-5 space-y-2">
              {m.points.map((p) => (
                <li key={p} className="flex gap-3 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-2 shrink-0 rounded-full bg-accent-500"
                  />
                  {p}
                </li>
              ))}
            </ul>
          </>
        )}
      />
    </Section>
  );
}

const steps: IconCardItem[] = [
  {
    icon: Upload,
    title: 'Quick setup and data import',
    text: 'We import your equipment, customers and rates from spreadsheets or your old system at no cost, and configure your contracts and pricing with you.',
  },
  {
    icon: Settings2,
    title: 'Automate operations',
    text: 'Quotes, contracts, invoices, payments and maintenance reminders run themselves, so your team spends its time renting, not typing.',
  },
  {
    icon: Rocket,
    title: 'Scale',
    text: 'Add locations, users and categories as you grow, with reporting that shows where the next investment pays off.',
  },
];

/** Three-step how-it-works section (public-site.md §2 "Home"). */
export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title={`Live in ${siteConfig.figures.goLive}, not months`}
      intro="A dedicated onboarding specialist takes you from first call to your first digital contract."
      tone="slate"
    >
      <StepList steps={steps} className="grid gap-6 md:grid-cols-3" testId="how-it-works" />
    </Section>
  );
}

/** Closing call to action with an anonymous customer quote (public-site.md §2 "Home"). */
export function ClosingCta() {
  return (
    <CtaBand
      titleId="closing-cta-title"
      title="Ready to stop juggling spreadsheets?"
      text={
        <>
          See {siteConfig.name} with your own equipment categories in a live demo, and get a go-live
          plan for your yard.
        </>
      }
      aside={
        <figure className="rounded-2xl bg-white/5 p-8 ring-1 ring-white/10">
          <Quote aria-hidden="true" className="size-8 text-accent-500" />
          <blockquote className="mt-4 text-xl leading-8 font-medium">
            “We cut our quote time from an hour to a few minutes, and we haven’t had a double
            booking since we switched.”
          </blockquote>
          <figcaption className="mt-4 flex items-center gap-2 text-sm text-slate-300">
            <BarChart3 aria-hidden="true" className="size-4" />
            Owner, multi-location equipment rental company
          </figcaption>
        </figure>
      }
      demo={{
        source: 'home_closing_cta',
        icon: false,
        link: { href: '/product', label: 'Explore the product' },
      }}
    />
  );
}
