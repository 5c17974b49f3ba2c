import { Fragment } from 'react';
import { StatTiles } from '@/components/ui/stat-tiles';
import { toEmbedUrl, VIDEO_POSTER_URL } from '@/lib/media/video';
import { testimonialLabel } from '@/lib/pages/fields';
import type { LandingBlock, LandingContent } from '@/lib/pages/landing';
import type { FormDefinition } from '@/lib/pages/landing-form';
import { formDefinitionHash } from '@/server/pages/forms';
import { getPageContent, getSiteSettings } from '@/server/pages/queries';
import { ICONS } from '../icons';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { Section } from '../section';
import { DemoActions } from '../sections/actions';
import { AssociationLogos } from '../sections/association-logos';
import { IconCardGrid } from '../sections/cards';
import { Checklist } from '../sections/checklist';
import { CtaBand } from '../sections/cta-band';
import { FaqList } from '../sections/faq-list';
import { PageHero } from '../sections/page-hero';
import { TestimonialCard } from '../testimonials/testimonials';
import { VideoEmbed } from '../video-embed';
import { LandingForm } from './landing-form';

/** One block of a landing page, drawn with the site's own section; `n` makes its ids unique. */
function Block({ block, n, pageId }: { block: LandingBlock; n: number; pageId: number | null }) {
  const id = `landing-${n}`;
  switch (block.type) {
    case 'hero':
      return (
        <PageHero
          titleId={`${id}-title`}
          eyebrow={block.eyebrow}
          title={block.title}
          lead={block.lead}
        >
          <DemoActions source="landing_hero" centered />
        </PageHero>
      );
    case 'checklist':
      return (
        <Section id={id} title={block.title}>
          <Checklist items={block.items} className="mx-auto max-w-2xl space-y-3" />
        </Section>
      );
    case 'stats':
      return (
        <section aria-label="Figures" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
          <StatTiles
            stats={block.stats}
            className="grid grid-cols-2 gap-4 lg:grid-cols-4"
            testId={`${id}-stats`}
          />
        </section>
      );
    case 'cards':
      return (
        <Section
          id={id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          tone="slate"
        >
          <IconCardGrid
            items={block.cards.map((c) => ({ ...c, icon: ICONS[c.icon] }))}
            tone="brand"
            className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            testId={`${id}-cards`}
          />
        </Section>
      );
    case 'faq':
      return (
        <Section id={id} title={block.title}>
          <FaqList
            name={block.title}
            entries={block.items.map((i) => ({ question: i.question, answerHtml: i.answer }))}
          />
        </Section>
      );
    case 'split':
      return (
        <section
          aria-labelledby={`${id}-title`}
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        >
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>
              <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-navy-900">
                {block.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-600">{block.text}</p>
            </div>
            {/* eslint-disable-next-line @next/next/no-img-element -- a library image or an upload of any size */}
            <img
              src={block.image}
              alt={block.imageAlt}
              loading="lazy"
              className="w-full rounded-2xl border border-slate-200 object-cover shadow-sm"
            />
          </div>
        </section>
      );
    case 'testimonials':
      return <PickedTestimonials id={id} title={block.title} picks={block.picks} />;
    case 'video':
      return (
        <Section id={id} title={block.title}>
          <div className="mx-auto max-w-4xl">
            <VideoEmbed
              embedUrl={toEmbedUrl(block.url)!}
              title={block.title}
              poster={{ src: VIDEO_POSTER_URL }}
            />
          </div>
        </Section>
      );
    case 'associations':
      return (
        <Section id={id} title={block.title}>
          <div className="flex items-center justify-center gap-10">
            <AssociationLogos
              slotIds={['about-cra-logo', 'about-ara-logo']}
              imgClassName="h-16 w-auto"
            />
          </div>
        </Section>
      );
    case 'cta':
      return (
        <CtaBand
          titleId={`${id}-title`}
          title={block.title}
          text={block.text}
          demo={{ source: 'landing_cta' }}
        />
      );
    case 'form': {
      const { type: _type, ...definition } = block;
      return <FormSection id={id} definition={definition} pageId={pageId} />;
    }
  }
}

/**
 * A form section: its title and intro, and the form, which posts the name of this very definition
 * on this very page (the server checks the answers against the definition the visitor was shown).
 * In the editor's preview (no `pageId`) the form is checked as the visitor's is, but does not
 * send (a draft is no form yet).
 */
async function FormSection({
  id,
  definition,
  pageId,
}: {
  id: string;
  definition: FormDefinition;
  pageId: number | null;
}) {
  const { contact } = await getSiteSettings();
  return (
    <Section id={id} title={definition.title} intro={definition.intro || undefined} tone="slate">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <LandingForm
          id={id}
          name={pageId === null ? null : { page: pageId, form: formDefinitionHash(definition) }}
          definition={definition}
          contactEmail={contact.email}
        />
      </div>
    </Section>
  );
}

/**
 * The testimonials a landing page picked, in its order, from the Testimonials page's published
 * cards (one removed there since is skipped).
 */
async function PickedTestimonials({
  id,
  title,
  picks,
}: {
  id: string;
  title: string;
  picks: readonly string[];
}) {
  const cards = (await getPageContent('testimonials')).cards.items;
  const picked = picks.flatMap((label) => cards.filter((c) => testimonialLabel(c) === label));
  if (picked.length === 0) return null;
  return (
    <Section id={id} title={title} tone="slate">
      <ul className="grid gap-6 md:grid-cols-2" data-testid={`${id}-testimonials`}>
        {picked.map((card) => (
          <li key={testimonialLabel(card)}>
            <TestimonialCard card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * A landing page's blocks in order (lib/pages/landing.ts), with the words of `content` (the
 * public page's, or a draft's in the preview).
 */
export function LandingSections({
  content,
  wrap = asIs,
  pageId,
}: {
  content: LandingContent;
  wrap?: SectionWrap;
  /** The published page's id; null in the editor's preview, where forms show and do not send. */
  pageId: number | null;
}) {
  return (
    <Fragment>
      {content.blocks.map((block, n) => (
        <Fragment key={n}>{wrap('blocks', <Block block={block} n={n} pageId={pageId} />)}</Fragment>
      ))}
    </Fragment>
  );
}
