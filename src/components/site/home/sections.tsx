import { BarChart3, Quote } from 'lucide-react';
import type { HomeContent } from '@/lib/pages/home';
import { ICONS } from '../icons';
import { HALF_COLUMN_SIZES } from '../media-slot';
import { Section } from '../section';
import { IconCardGrid, StepList, type IconCardItem } from '../sections/cards';
import { CtaBand } from '../sections/cta-band';
import { SplitBlocks } from '../sections/split-block';

/** A content card with its icon's component in place of the icon's name. */
function withIcon(card: { icon: keyof typeof ICONS; title: string; text: string }): IconCardItem {
  return { ...card, icon: ICONS[card.icon] };
}

/** Six-item challenges grid (public-site.md §2 "Home"). */
export function ChallengesGrid({ content }: { content: HomeContent['challenges'] }) {
  return (
    <Section
      id="challenges"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      tone="slate"
    >
      <IconCardGrid
        items={content.cards.map(withIcon)}
        tone="accent"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        testId="challenges"
      />
    </Section>
  );
}

/** The media slot of each module block, in order: the design's six. */
const MODULE_SLOTS = [
  'homepage-module-inventory',
  'homepage-module-contracts',
  'homepage-module-billing',
  'homepage-module-analytics',
  'homepage-module-mobile',
  'homepage-module-support',
] as const;

/** Six alternating module blocks, each with its media slot (public-site.md §2 "Home"). */
export function ModuleBlocks({ content }: { content: HomeContent['modules'] }) {
  return (
    <Section id="modules" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <SplitBlocks
        items={content.blocks.map((block, i) => ({ ...block, slotId: MODULE_SLOTS[i]! }))}
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

/** Three-step how-it-works section (public-site.md §2 "Home"). */
export function HowItWorks({ content }: { content: HomeContent['howItWorks'] }) {
  return (
    <Section
      id="how-it-works"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      tone="slate"
    >
      <StepList
        steps={content.steps.map(withIcon)}
        className="grid gap-6 md:grid-cols-3"
        testId="how-it-works"
      />
    </Section>
  );
}

/** Closing call to action with an anonymous customer quote (public-site.md §2 "Home"). */
export function ClosingCta({ content }: { content: HomeContent['closingCta'] }) {
  return (
    <CtaBand
      titleId="closing-cta-title"
      title={content.title}
      text={content.text}
      aside={
        <figure className="rounded-2xl bg-white/5 p-8 ring-1 ring-white/10">
          <Quote aria-hidden="true" className="size-8 text-accent-500" />
          <blockquote className="mt-4 text-xl leading-8 font-medium">{content.quote}</blockquote>
          <figcaption className="mt-4 flex items-center gap-2 text-sm text-slate-300">
            <BarChart3 aria-hidden="true" className="size-4" />
            {content.attribution}
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
