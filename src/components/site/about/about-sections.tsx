import { ExternalLink, Eye, HeartHandshake, Target } from 'lucide-react';
import { DemoDialog } from '@/components/site/demo-dialog';
import { siteConfig } from '@/config/site';
import { MediaSlot } from '../media-slot';
import { Section } from '../section';
import { CardList } from '../sections/card-list';
import { CardText, IconCardGrid, type IconCardItem } from '../sections/cards';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';
import { founders } from './founders';

/** The centred row with the button that opens the demo dialog. */
function DemoDialogRow() {
  return (
    <div className="mt-8 flex justify-center">
      <DemoDialog />
    </div>
  );
}

/** About hero with the company story (public-site.md §2 "/about"). */
export function AboutHero() {
  return (
    <PageHero
      titleId="about-title"
      containerClassName="mx-auto max-w-3xl px-4 pt-16 pb-16 text-center sm:px-6 lg:px-8 lg:pt-20"
      eyebrow={<>About {siteConfig.name}</>}
      title="Built with rental operators, for rental operators"
      lead={
        <>
          {siteConfig.name} started in a rental yard, not a boardroom. We watched equipment, tool,
          construction and party rental companies juggle whiteboards, paper contracts and software
          that was never designed for renting, and we set out to build one cloud platform that runs
          the whole business.
        </>
      }
    >
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Today more than {siteConfig.figures.rentalYards} rental yards manage their inventory,
        contracts, quotes, payments and maintenance with {siteConfig.name}, with{' '}
        {siteConfig.figures.rentalsManaged} rentals managed and counting.
      </p>
      <DemoDialogRow />
    </PageHero>
  );
}

const values: IconCardItem[] = [
  {
    icon: Target,
    title: 'Our Mission',
    text: 'Give every rental company, from a single-counter tool shop to a multi-location equipment fleet, the software to book, contract, bill and maintain without paper or double bookings.',
  },
  {
    icon: Eye,
    title: 'Our Vision',
    text: 'A rental industry where the availability, condition and earnings of every asset are known in real time, and owners decide on numbers instead of guesswork.',
  },
  {
    icon: HeartHandshake,
    title: 'Our Promise',
    text: `Straight answers and a team that picks up the phone: go-live in ${siteConfig.figures.goLive}, free data migration, and replies within 2 hours during business hours.`,
  },
];

/** Mission, vision and promise. */
export function AboutValues() {
  return (
    <Section
      id="values"
      eyebrow="What drives us"
      title="Mission, vision and promise"
      intro="Three commitments that shape every feature we ship and every customer call we take."
      tone="slate"
    >
      <IconCardGrid
        items={values}
        tone="accent"
        className="grid gap-6 md:grid-cols-3"
        testId="values"
      />
    </Section>
  );
}

/** The four founders, each with a photo slot. */
export function AboutTeam() {
  return (
    <Section
      id="team"
      eyebrow="Our team"
      title="Meet the founding team"
      intro="Rental operators, engineers and onboarding specialists who speak the language of the yard."
    >
      <CardList
        items={founders}
        itemKey={(member) => member.slotId}
        className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4"
        testId="team"
        itemClassName="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        render={(member) => (
          <>
            <MediaSlot
              slotId={member.slotId}
              fallbackAlt={`Portrait of ${member.name}, ${member.role}`}
              className="mx-auto size-32 overflow-hidden rounded-full bg-slate-100 ring-4 ring-brand-50"
              imgClassName="size-full object-cover"
            />
            <h3 className="mt-5 text-lg font-semibold text-navy-900">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
            <p className="mt-3 text-sm leading-6 text-slate-600">{member.bio}</p>
          </>
        )}
      />
    </Section>
  );
}

const milestones: { year: number; title: string; text: string }[] = [
  {
    year: 2021,
    title: 'The company is founded',
    text: `Daniel and Priya start ${siteConfig.name} and build the first version of real-time inventory and availability side by side with a working rental yard.`,
  },
  {
    year: 2022,
    title: 'First customers go live',
    text: 'Digital rental contracts with e-signature and ID verification launch, and the first rental yards retire their paper contracts.',
  },
  {
    year: 2023,
    title: 'Quotes, invoicing and payments',
    text: 'Quotes that turn into rentals in one click, automatic invoices and card payments join the platform. Our customer success team is formed to run onboarding and free data migration.',
  },
  {
    year: 2024,
    title: 'Maintenance and multi-location',
    text: 'Maintenance tracking with spare parts and technician time arrives, along with multi-location support for companies running several branches.',
  },
  {
    year: 2025,
    title: 'Service module and accounting integration',
    text: `Billable repairs through the new service module and an accounting integration round out the suite, with ${siteConfig.figures.rentalYards} rental yards and ${siteConfig.figures.rentalsManaged} rentals managed.`,
  },
];

/** Company timeline 2021-2025, one entry per year. */
export function AboutTimeline() {
  return (
    <Section
      id="timeline"
      eyebrow="Our journey"
      title="From one rental yard to a complete platform"
      intro="Every module was built with the rental companies that use it."
      tone="slate"
    >
      <CardList
        ordered
        items={milestones}
        itemKey={(m) => m.year}
        className="relative mx-auto max-w-3xl border-l-2 border-brand-100 pl-8"
        testId="timeline"
        itemClassName="relative pb-10 last:pb-0"
        render={(m) => (
          <>
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-brand-100"
            />
            <time
              dateTime={String(m.year)}
              className="text-sm font-bold tracking-wide text-accent-700"
            >
              {m.year}
            </time>
            <CardText title={m.title} text={m.text} titleClassName="mt-1 text-lg" />
          </>
        )}
      />
    </Section>
  );
}

/** Memberships in the two rental associations, logos linking to their sites. */
export function AboutAssociations() {
  const { cra, ara } = siteConfig.associations;
  const memberships = [
    {
      ...cra,
      slotId: 'about-cra-logo',
      text: 'The voice of the rental industry in Canada, connecting equipment and party rental businesses across the country.',
    },
    {
      ...ara,
      slotId: 'about-ara-logo',
      text: 'The international trade association for equipment rental and event rental businesses and their suppliers.',
    },
  ];
  return (
    <Section
      id="associations"
      eyebrow="Industry memberships"
      title="Part of the rental industry"
      intro={`${siteConfig.name} is a proud member of both major rental associations in North America. We learn from their members and stay close to the operators we build for.`}
    >
      <CardList
        items={memberships}
        itemKey={(m) => m.short}
        className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2"
        testId="associations"
        render={(m) => (
          <a
            href={m.url}
            target="_blank"
            rel="noopener noreferrer"
            className="group flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <MediaSlot
              insideLink
              slotId={m.slotId}
              className="flex h-20 items-center"
              imgClassName="h-16 w-auto"
            />
            <span className="mt-4 inline-flex items-center gap-1.5 text-lg font-semibold text-navy-900 group-hover:text-brand-700">
              {m.name} ({m.short})
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
            <span className="mt-2 text-sm leading-6 text-slate-600">{m.text}</span>
          </a>
        )}
      />
    </Section>
  );
}

/** Closing call to action that opens the demo dialog. */
export function AboutCta() {
  return (
    <CtaBand
      titleId="about-cta-title"
      title="Meet the team in a 15-minute demo"
      text={
        <>
          Tell us how your rental business runs today, and we will show you how {siteConfig.name}{' '}
          fits, with no obligation.
        </>
      }
      compact
    >
      <DemoDialogRow />
    </CtaBand>
  );
}
