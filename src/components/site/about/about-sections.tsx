import { ExternalLink } from 'lucide-react';
import { Fragment } from 'react';
import { DemoDialog } from '@/components/site/demo-dialog';
import type { AboutContent } from '@/lib/pages/about';
import { ASSOCIATION_SHORT } from '@/lib/pages/site';
import { getSiteSettings } from '@/server/pages/queries';
import { ICONS } from '../icons';
import { MediaSlot } from '../media-slot';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { Section } from '../section';
import { CardList } from '../sections/card-list';
import { CardText, IconCardGrid, type IconCardItem } from '../sections/cards';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';
import { TEAM_SLOTS } from './founders';

/** The centred row with the button that opens the demo dialog. */
async function DemoDialogRow() {
  const { contact } = await getSiteSettings();
  return (
    <div className="mt-8 flex justify-center">
      <DemoDialog contactEmail={contact.email} />
    </div>
  );
}

/** About hero with the company story (public-site.md §2 "/about"). */
export function AboutHero({ content }: { content: AboutContent['hero'] }) {
  return (
    <PageHero
      titleId="about-title"
      containerClassName="mx-auto max-w-3xl px-4 pt-16 pb-16 text-center sm:px-6 lg:px-8 lg:pt-20"
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
    >
      <p className="mt-4 text-lg leading-8 text-slate-600">{content.today}</p>
      <DemoDialogRow />
    </PageHero>
  );
}

/** Mission, vision and promise. */
export function AboutValues({ content }: { content: AboutContent['values'] }) {
  const values: IconCardItem[] = content.cards.map((c) => ({ ...c, icon: ICONS[c.icon] }));
  return (
    <Section
      id="values"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
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
export function AboutTeam({ content }: { content: AboutContent['team'] }) {
  const founders = content.members.map((m, i) => ({ ...m, slotId: TEAM_SLOTS[i]! }));
  return (
    <Section id="team" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
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

/** Company timeline 2021-2025, one entry per year. */
export function AboutTimeline({ content }: { content: AboutContent['timeline'] }) {
  return (
    <Section
      id="timeline"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      tone="slate"
    >
      <CardList
        ordered
        items={content.milestones}
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
            <time dateTime={m.year} className="text-sm font-bold tracking-wide text-accent-700">
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
export async function AboutAssociations({ content }: { content: AboutContent['associations'] }) {
  const { cra, ara } = (await getSiteSettings()).associations;
  const memberships = [
    {
      ...cra,
      short: ASSOCIATION_SHORT.cra,
      slotId: 'about-cra-logo',
      text: content.descriptions[0]!,
    },
    {
      ...ara,
      short: ASSOCIATION_SHORT.ara,
      slotId: 'about-ara-logo',
      text: content.descriptions[1]!,
    },
  ];
  return (
    <Section
      id="associations"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
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
export function AboutCta({ content }: { content: AboutContent['cta'] }) {
  return (
    <CtaBand titleId="about-cta-title" title={content.title} text={content.text} compact>
      <DemoDialogRow />
    </CtaBand>
  );
}

/**
 * The about page's sections (public-site.md §2 "/about") with the words of `content`: the public
 * page's, or a draft's in the preview.
 */
export function AboutSections({
  content,
  wrap = asIs,
}: {
  content: AboutContent;
  wrap?: SectionWrap;
}) {
  return (
    <Fragment>
      {wrap('hero', <AboutHero content={content.hero} />)}
      {wrap('values', <AboutValues content={content.values} />)}
      {wrap('team', <AboutTeam content={content.team} />)}
      {wrap('timeline', <AboutTimeline content={content.timeline} />)}
      {wrap('associations', <AboutAssociations content={content.associations} />)}
      {wrap('cta', <AboutCta content={content.cta} />)}
    </Fragment>
  );
}
