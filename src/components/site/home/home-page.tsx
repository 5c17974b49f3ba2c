import { Fragment } from 'react';
import { crossLinkPages } from '@/components/site/cross-link-pages';
import type { CrossLink } from '@/lib/cross-links';
import type { HomeContent } from '@/lib/pages/home';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { BannerSection } from './banner-section';
import { HomeHero } from './hero';
import { ChallengesGrid, ClosingCta, HowItWorks, ModuleBlocks } from './sections';

/**
 * The home page's sections (public-site.md §2 "Home") with the words of `content`: the public
 * page's, or a draft's in the preview. The banner carousel is not content of the page (the
 * Homepage Banners section manages it).
 */
export function HomeSections({
  content,
  wrap = asIs,
}: {
  content: HomeContent;
  wrap?: SectionWrap;
}) {
  return (
    <Fragment>
      {wrap('hero', <HomeHero content={content.hero} />)}
      <BannerSection />
      {wrap('challenges', <ChallengesGrid content={content.challenges} />)}
      {wrap('modules', <ModuleBlocks content={content.modules} />)}
      {wrap('howItWorks', <HowItWorks content={content.howItWorks} />)}
      {wrap('closingCta', <ClosingCta content={content.closingCta} />)}
    </Fragment>
  );
}

/** The home page's Continue Exploring cards. */
export const HOME_CROSS_LINKS: CrossLink[] = [
  crossLinkPages.product,
  {
    ...crossLinkPages.why,
    description:
      'How we compare with legacy rental software, and answers to the questions owners ask first.',
  },
  {
    ...crossLinkPages.solutions,
    description: 'Heavy equipment, light equipment and tools, party and event rentals.',
  },
];
