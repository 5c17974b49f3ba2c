import { Fragment } from 'react';
import { StatTiles } from '@/components/ui/stat-tiles';
import type { LandingBlock, LandingContent } from '@/lib/pages/landing';
import { ICONS } from '../icons';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { Section } from '../section';
import { DemoActions } from '../sections/actions';
import { IconCardGrid } from '../sections/cards';
import { Checklist } from '../sections/checklist';
import { CtaBand } from '../sections/cta-band';
import { FaqList } from '../sections/faq-list';
import { PageHero } from '../sections/page-hero';

/** One block of a landing page, drawn with the site's own section; `n` makes its ids unique. */
function Block({ block, n }: { block: LandingBlock; n: number }) {
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
    case 'cta':
      return (
        <CtaBand
          titleId={`${id}-title`}
          title={block.title}
          text={block.text}
          demo={{ source: 'landing_cta' }}
        />
      );
  }
}

/**
 * A landing page's blocks in order (lib/pages/landing.ts), with the words of `content` (the
 * public page's, or a draft's in the preview).
 */
export function LandingSections({
  content,
  wrap = asIs,
}: {
  content: LandingContent;
  wrap?: SectionWrap;
}) {
  return (
    <Fragment>
      {content.blocks.map((block, n) => (
        <Fragment key={n}>{wrap('blocks', <Block block={block} n={n} />)}</Fragment>
      ))}
    </Fragment>
  );
}
