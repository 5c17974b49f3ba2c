import {
  Boxes,
  CalendarDays,
  CheckCircle2,
  ClipboardCheck,
  CreditCard,
  FileSignature,
  Hammer,
  Receipt,
  Send,
  UsersRound,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { siteConfig } from '@/config/site';
import { buttonVariants } from '@/components/ui/button';
import { MediaSlot } from '../media-slot';
import { Section } from '../section';

/** Product hero with the embedded demo video (public-site.md §2 "/product"). */
export function ProductHero() {
  return (
    <section
      aria-labelledby="product-hero-title"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            The {siteConfig.name} platform
          </p>
          <h1
            id="product-hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl"
          >
            Rental management software that runs your whole operation
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-600">
            Inventory, contracts, quotes, invoicing, payments, customers and maintenance in one
            cloud platform built for equipment, tool, construction and party rental companies. Every
            module shares the same live data, so the counter, the yard and the office always agree.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={siteConfig.links.bookDemo('product_hero')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg' })}
            >
              <CalendarDays aria-hidden="true" />
              Schedule Demo
            </a>
            <a
              href="#features-title"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Explore the features
            </a>
          </div>
        </div>
        <div>
          <MediaSlot slotId="product-demo-video" className="shadow-2xl ring-1 ring-slate-200" />
          <p className="mt-3 text-center text-sm text-slate-600">
            Watch a short walkthrough of {siteConfig.name}, from quote to signed contract.
          </p>
        </div>
      </div>
    </section>
  );
}

const features: {
  icon: LucideIcon;
  title: string;
  text: string;
  benefits: [string, string, string];
}[] = [
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
        {features.map(({ icon: Icon, title, text, benefits }) => (
          <article
            key={title}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            <ul
              className="mt-4 space-y-2 border-t border-slate-100 pt-4"
              aria-label={`${title} benefits`}
            >
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2 text-sm text-slate-700">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-green-700"
                  />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}

const workflow: { icon: LucideIcon; title: string; text: string }[] = [
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
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5 lg:gap-4" data-testid="workflow">
        {workflow.map(({ icon: Icon, title, text }, i) => (
          <li
            key={title}
            className="relative rounded-xl border border-slate-200 bg-white p-6 pt-8 shadow-sm"
          >
            <span className="absolute -top-3 left-6 rounded-full bg-navy-900 px-3 py-1 text-xs font-bold text-white">
              Step {i + 1}
            </span>
            <Icon aria-hidden="true" className="size-7 text-brand-700" />
            <h3 className="mt-3 text-base font-semibold text-navy-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
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
      <ul className="grid gap-6 md:grid-cols-3" data-testid="integrations">
        {integrations.map((integration) => (
          <li
            key={integration.slotId}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <MediaSlot
              slotId={integration.slotId}
              className="flex h-16 items-center"
              imgClassName="h-12 w-auto"
            />
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{integration.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{integration.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Schedule Demo call to action (public-site.md §2 "/product"). */
export function ProductCta() {
  return (
    <section aria-labelledby="product-cta-title" className="bg-navy-900 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="product-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          See {siteConfig.name} with your own fleet
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-300">
          Book a live demo set up around your equipment categories, and leave with a plan to go live
          in {siteConfig.figures.goLive}.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={siteConfig.links.bookDemo('product_cta')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg' })}
          >
            <CalendarDays aria-hidden="true" />
            Schedule Demo
          </a>
          <SiteLink
            href="/contact"
            className={buttonVariants({ variant: 'outlineLight', size: 'lg' })}
          >
            Ask a question
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
