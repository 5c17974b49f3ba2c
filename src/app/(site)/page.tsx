import { CrossLinks } from '@/components/site/cross-links';
import { BannerSection } from '@/components/site/home/banner-section';
import { HomeHero } from '@/components/site/home/hero';
import {
  ChallengesGrid,
  ClosingCta,
  HowItWorks,
  ModuleBlocks,
} from '@/components/site/home/sections';
import { JsonLd } from '@/components/site/json-ld';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd, organizationJsonLd, softwareApplicationJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Cloud Rental Management Software for Equipment, Tool & Party Rentals',
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
  path: '/',
});

export default function HomePage() {
  const origin = getSiteUrl();
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([{ name: 'Home', url: '/' }], origin),
          softwareApplicationJsonLd(origin),
          organizationJsonLd(origin),
        ]}
      />
      <HomeHero />
      <BannerSection />
      <ChallengesGrid />
      <ModuleBlocks />
      <HowItWorks />
      <ClosingCta />
      <CrossLinks
        pages={[
          {
            title: 'Explore the product',
            href: '/product',
            description:
              'Inventory, contracts, payments, customers and maintenance: see every module in detail.',
          },
          {
            title: `Why rental companies choose ${siteConfig.name}`,
            href: siteConfig.whyPath,
            description:
              'How we compare with legacy rental software, and answers to the questions owners ask first.',
          },
          {
            title: 'Solutions by industry',
            href: '/solutions',
            description: 'Heavy equipment, light equipment and tools, party and event rentals.',
          },
        ]}
      />
    </>
  );
}
