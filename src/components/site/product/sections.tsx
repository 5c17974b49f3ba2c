import { Fragment } from 'react';
import { siteConfig } from '@/config/site';
import type { CrossLink } from '@/lib/cross-links';
import type { ProductContent } from '@/lib/pages/product';
import { crossLinkPages } from '../cross-link-pages';
import { ICONS } from '../icons';
import { HALF_COLUMN_SIZES, MediaSlot } from '../media-slot';
import { asIs, type SectionWrap } from '../pages/section-wrap';
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
export function ProductHero({ content }: { content: ProductContent['hero'] }) {
  return (
    <PageHero
      titleId="product-hero-title"
      containerClassName={SPLIT_HERO_CONTAINER}
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      aside={
        <div>
          <MediaSlot
            slotId="product-demo-video"
            // The title on the poster of the default video (an admin's video shows its own).
            fallbackAlt={`See ${siteConfig.name} in action`}
            sizes={HALF_COLUMN_SIZES}
            className="shadow-2xl ring-1 ring-slate-200"
          />
          <p className="mt-3 text-center text-sm text-slate-600">{content.videoCaption}</p>
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

/** Six feature cards with three benefits each (public-site.md §2 "/product"). */
export function FeatureCards({ content }: { content: ProductContent['features'] }) {
  return (
    <Section id="features" eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-cards">
        {content.cards.map(({ icon, title, text, benefits }) => (
          <article key={title} className={`flex flex-col ${CARD_CLASS}`}>
            <IconBadge icon={ICONS[icon]} tone="brand" />
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

/** The five-step workflow (public-site.md §2 "/product"). */
export function Workflow({ content }: { content: ProductContent['workflow'] }) {
  const workflow: IconCardItem[] = content.steps.map((s) => ({ ...s, icon: ICONS[s.icon] }));
  return (
    <Section
      id="workflow"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
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

/** The logo slot of each integration, in order (the design's three slots). */
const INTEGRATION_SLOTS = [
  'product-integration-accounting',
  'product-integration-esignature',
  'product-integration-payments',
] as const;

/** Three integrations, each with its logo slot (public-site.md §2 "/product"). */
export function Integrations({ content }: { content: ProductContent['integrations'] }) {
  const integrations = content.items.map((item, i) => ({ ...item, slotId: INTEGRATION_SLOTS[i]! }));
  return (
    <Section
      id="integrations"
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
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
export function ProductCta({ content }: { content: ProductContent['cta'] }) {
  return (
    <CtaBand
      titleId="product-cta-title"
      title={content.title}
      text={content.text}
      demo={{ source: 'product_cta', link: { href: '/contact', label: 'Ask a question' } }}
    />
  );
}

/**
 * The product page's sections (public-site.md §2 "/product") with the words of `content`: the
 * public page's, or a draft's in the preview.
 */
export function ProductSections({
  content,
  wrap = asIs,
}: {
  content: ProductContent;
  wrap?: SectionWrap;
}) {
  return (
    <Fragment>
      {wrap('hero', <ProductHero content={content.hero} />)}
      {wrap('features', <FeatureCards content={content.features} />)}
      {wrap('workflow', <Workflow content={content.workflow} />)}
      {wrap('integrations', <Integrations content={content.integrations} />)}
      {wrap('cta', <ProductCta content={content.cta} />)}
    </Fragment>
  );
}

/** The product page's Continue Exploring cards. */
export const PRODUCT_CROSS_LINKS: CrossLink[] = [
  crossLinkPages.why,
  crossLinkPages.solutions,
  crossLinkPages.testimonials,
];
