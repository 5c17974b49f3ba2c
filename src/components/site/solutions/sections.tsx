import { ImageIcon } from 'lucide-react';
import { Fragment } from 'react';
import { siteConfig } from '@/config/site';
import type { CrossLink } from '@/lib/cross-links';
import type { SolutionsContent } from '@/lib/pages/solutions';
import { crossLinkPages } from '../cross-link-pages';
import { ICONS } from '../icons';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { Section } from '../section';
import { DemoActions } from '../sections/actions';
import { IconBadge, IconCardGrid, type IconCardItem } from '../sections/cards';
import { Checklist } from '../sections/checklist';
import { CtaBand } from '../sections/cta-band';
import { PageHero } from '../sections/page-hero';
import { SplitBlocks } from '../sections/split-block';

/** Hero of the solutions page (public-site.md §2 "/solutions"). */
export function SolutionsHero({ content }: { content: SolutionsContent['hero'] }) {
  return (
    <PageHero
      titleId="solutions-hero-title"
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
    >
      <DemoActions
        source="solutions_hero"
        centered
        link={{ href: '/product', label: 'Explore the product' }}
      />
    </PageHero>
  );
}

/** The image slot of each industry block, in order (the design's three slots). */
const INDUSTRY_SLOTS = [
  'solutions-heavy-equipment',
  'solutions-light-tools',
  'solutions-party-events',
] as const;

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
export function IndustryBlocks({ content }: { content: SolutionsContent['industries'] }) {
  const industries = content.blocks.map((b, i) => ({
    ...b,
    icon: ICONS[b.icon],
    slotId: INDUSTRY_SLOTS[i]!,
  }));
  return (
    <Section id="industries" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
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

/** Three reasons to choose the product (public-site.md §2 "/solutions"). */
export function Reasons({ content }: { content: SolutionsContent['reasons'] }) {
  const reasons: IconCardItem[] = content.cards.map((c) => ({ ...c, icon: ICONS[c.icon] }));
  return (
    <Section id="reasons" eyebrow={content.eyebrow} title={content.title} tone="slate">
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
export function SolutionsCta({ content }: { content: SolutionsContent['cta'] }) {
  return (
    <CtaBand
      titleId="solutions-cta-title"
      title={content.title}
      text={content.text}
      demo={{
        source: 'solutions_cta',
        link: { href: siteConfig.whyPath, label: <>Why {siteConfig.name}</> },
      }}
    />
  );
}

/**
 * The solutions page's sections (public-site.md §2 "/solutions") with the words of `content`: the
 * public page's, or a draft's in the preview.
 */
export function SolutionsSections({
  content,
  wrap = asIs,
}: {
  content: SolutionsContent;
  wrap?: SectionWrap;
}) {
  return (
    <Fragment>
      {wrap('hero', <SolutionsHero content={content.hero} />)}
      {wrap('industries', <IndustryBlocks content={content.industries} />)}
      {wrap('reasons', <Reasons content={content.reasons} />)}
      {wrap('cta', <SolutionsCta content={content.cta} />)}
    </Fragment>
  );
}

/** The solutions page's Continue Exploring cards. */
export const SOLUTIONS_CROSS_LINKS: CrossLink[] = [crossLinkPages.product, crossLinkPages.why];
