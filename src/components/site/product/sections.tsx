import {
  Boxes,
  ClipboardCheck,
  CreditCard,
  FileSignature,
  Hammer,
  Receipt,
  Send,
  UsersRound,
  Warehouse,
  Wrench,
} from 'lucide-react';
import { siteConfig } from '@/config/site';
import { HALF_COLUMN_SIZES, MediaSlot } from '../media-slot';
import { Section } from '../section';
import { DemoActions } from '../sections/actions';
import {
  CARD_CLASS,
  CardText,
  IconBadge,
  StepList,
  TextCardGrid,
  type IconCardItem,
} from '../sections/cards';
import { Checklist } from '../sections/checklist';
import { CtaBand } from '../sections/cta-band';
import { PageHero, SPLIT_HERO_CONTAINER } from '../sections/page-hero';

/** Product hero with the embedded demo video (public-site.md §2 "/product"). */
export function ProductHero() {
  return (
    <PageHero
      titleId="product-hero-title"
      containerClassName={SPLIT_HERO_CONTAINER}
      eyebrow={<>The {siteConfig.name} platform</>}
      title="Rental management software that runs your whole operation"
      lead="Inventory, contracts, quotes, invoicing, payments, customers and maintenance in one cloud platform built for equipment, tool, construction and party rental companies. Every module shares the same live data, so the counter, the yard and the office always agree."
      aside={
        <div>
          <MediaSlot
            slotId="product-demo-video"
            // The title on the poster of the default video (an admin's video shows its own).
            fallbackAlt={`See ${siteConfig.name} in action`}
            sizes={HALF_COLUMN_SIZES}
            className="shadow-2xl ring-1 ring-slate-200"
          />
          <p className="mt-3 text-center text-sm text-slate-600">
            Watch a short walkthrough of {siteConfig.name}, from quote to signed contract.
          </p>
        </div>
      }
    >
      <DemoActions
        source="product_hero"
        link={{ href: '#features-title', label: 'Explore the features' }}
      />
    </PageHero>
  );
}

const features: (IconCardItem & { benefits: [string, string, string] })[] = [
  {
    icon: Boxes,
    title: 'Smart Inventory',
    text: 'Every serialized machine, bulk item and accessory with its live status, across all of your locations.',
    benefits: [
      'Real-time availability by date, category and location',
      'Multi-location stock in one shared catalogue',
      `${siteConfig.figures.fewerDoubleBookings} fewer double bookings reported by customers`,
    ],
  },
  {
    icon: FileSignature,
    title: 'Digital Contracts',
    text: 'Rental agreements signed on any device, with the identity of the renter verified before the equipment leaves.',
    benefits: [
      'E-signature and ID verification through our signature partner',
      'Your own terms, damage waivers and checklists on every contract',
      `${siteConfig.figures.fasterContracts} faster contract processing`,
    ],
  },
  {
    icon: Receipt,
    title: 'Streamline Transactions',
    text: 'Quotes, invoices and card payments in a single flow, without re-typing anything between steps.',
    benefits: [
      `${siteConfig.figures.fasterQuotes} faster quote generation from live rates and availability`,
      `${siteConfig.figures.quoteConversion} quote conversion`,
      'Card payments and deposits through our payment partner, synced to accounting',
    ],
  },
  {
    icon: UsersRound,
    title: 'Customer Hub',
    text: 'One record per customer with everything your team needs at the counter or on the phone.',
    benefits: [
      'Complete rental history for every customer',
      'Quotes, signed contracts and invoices kept on the customer record',
      'Repeat rentals booked in a few clicks from past orders',
    ],
  },
  {
    icon: Wrench,
    title: 'Maintenance Tracking',
    text: 'Preventive maintenance that keeps machines earning instead of breaking down on a job site.',
    benefits: [
      'Service intervals by engine hours, days or number of rentals',
      'Spare parts and technician time logged on every work order',
      'Equipment held back from rental until it is ready to go out',
    ],
  },
  {
    icon: Hammer,
    title: 'Service Module',
    text: 'Turn your workshop into a revenue line by repairing customer-owned equipment and billing for it.',
    benefits: [
      'Work orders for billable repairs on customer equipment',
      'Parts and labour carried straight onto the invoice',
      'Repair history saved with the customer record',
    ],
  },
];

/** Six feature cards with three benefits each (public-site.md §2 "/product"). */
export function FeatureCards() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Six modules, one source of truth"
      intro="Each module works on its own and gets better with the others: a quote reserves inventory, a signed contract starts the rental, a return schedules maintenance."
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-cards">
        {features.map(({ icon, title, text, benefits }) => (
          <article key={title} className={`flex flex-col ${CARD_CLASS}`}>
            <IconBadge icon={icon} tone="brand" />
            <CardText title={title} text={text} />
            <Checklist
              items={benefits}
              className="mt-4 space-y-2 border-t border-slate-100 pt-4"
              label={`${title} benefits`}
              variant="compact"
            />
          </article>
        ))}
      </div>
    </Section>
  );
}

const workflow: IconCardItem[] = [
  {
    icon: ClipboardCheck,
    title: 'Create quote',
    text: 'Pick equipment from live availability, apply your rates and send a professional quote in minutes.',
  },
  {
    icon: Send,
    title: 'Send and sign',
    text: 'The accepted quote becomes a contract that the customer signs electronically, with ID verification.',
  },
  {
    icon: CreditCard,
    title: 'Collect payment',
    text: 'Take deposits and card payments, issue the invoice and let it sync to your accounting.',
  },
  {
    icon: Warehouse,
    title: 'Manage inventory',
    text: 'Check equipment out and back in, and availability updates at every location at once.',
  },
  {
    icon: Wrench,
    title: 'Log service and maintenance',
    text: 'Returns trigger inspections and scheduled service, with parts and technician time on record.',
  },
];

/** The five-step workflow (public-site.md §2 "/product"). */
export function Workflow() {
  return (
    <Section
      id="workflow"
      eyebrow="How it flows"
      title="From first quote to the next rental, in five steps"
      intro="One connected workflow replaces the spreadsheets, paper forms and separate payment terminal most yards still juggle."
      tone="slate"
    >
      <StepList
        steps={workflow}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5 lg:gap-4"
        testId="workflow"
        compact
      />
    </Section>
  );
}

const integrations: { slotId: string; title: string; text: string }[] = [
  {
    slotId: 'product-integration-accounting',
    title: 'Accounting',
    text: 'Invoices and payments flow into your accounting software, so the books match the rental counter without re-keying.',
  },
  {
    slotId: 'product-integration-esignature',
    title: 'E-signature & ID verification',
    text: 'Contracts are signed electronically and renters verify their identity through our signature provider.',
  },
  {
    slotId: 'product-integration-payments',
    title: 'Card payments',
    text: 'Deposits, rental charges and damage fees are collected by card through our payment provider.',
  },
];

/** Three integrations, each with its logo slot (public-site.md §2 "/product"). */
export function Integrations() {
  return (
    <Section
      id="integrations"
      eyebrow="Integrations"
      title="Connected to the tools you already rely on"
      intro="Accounting, signatures and payments are built in, so there is no copying data between systems."
    >
      <TextCardGrid
        items={integrations}
        className="grid gap-6 md:grid-cols-3"
        testId="integrations"
        head={({ slotId }) => (
          <MediaSlot
            slotId={slotId}
            className="flex h-16 items-center"
            imgClassName="h-12 w-auto"
          />
        )}
      />
    </Section>
  );
}

/** Schedule Demo call to action (public-site.md §2 "/product"). */
export function ProductCta() {
  return (
    <CtaBand
      titleId="product-cta-title"
      title={<>See {siteConfig.name} with your own fleet</>}
      text={
        <>
          Book a live demo set up around your equipment categories, and leave with a plan to go live
          in {siteConfig.figures.goLive}.
        </>
      }
      demo={{ source: 'product_cta', link: { href: '/contact', label: 'Ask a question' } }}
    />
  );
}
