import { crossLinkPages } from '@/components/site/cross-link-pages';
import { CrossLinks } from '@/components/site/cross-links';
import { BannerSection } from '@/components/site/home/banner-section';
import { HomeHero } from '@/components/site/home/hero';
import {
  ChallengesGrid,
  ClosingCta,
  HowItWorks,
  ModuleBlocks,
} from '@/components/site/home/sections';
import { PageJsonLd } from '@/components/site/page-json-ld';
import { organizationJsonLd, softwareApplicationJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  ...sitePageSeo('home'),
  description:
    'Lizit replaces spreadsheets and paper with real-time inventory, digital contracts with e-signature, fast quotes, invoicing, card payments and maintenance tracking. Go live in 3-4 weeks.',
  keywords: [
    'rental management software',
    'equipment rental software',
    'tool rental software',
    'party rental software',
    'construction equipment rental',
    'rental contracts e-signature',
  ],
});

export default function HomePage() {
  return (
    <>
      <PageJsonLd trail={[]} extra={[softwareApplicationJsonLd, organizationJsonLd]} />
      <HomeHero />
      <BannerSection />
      <ChallengesGrid />
      <ModuleBlocks />
      <HowItWorks />
      <ClosingCta />
      <CrossLinks
        pages={[
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
        ]}
      />
    </>
  );
}
