import { CrossLinks } from '@/components/site/cross-links';
import { JsonLd } from '@/components/site/json-ld';
import {
  IndustryBlocks,
  Reasons,
  SolutionsCta,
  SolutionsHero,
} from '@/components/site/solutions/sections';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Solutions for Heavy Equipment, Tool & Party Rentals',
  description: `${siteConfig.name} for heavy equipment rentals, light equipment and tool rentals, and party and event rentals: real-time inventory, digital contracts and payments.`,
  keywords: [
    'heavy equipment rental software',
    'tool rental software',
    'light equipment rental software',
    'party rental software',
    'event rental software',
    'construction equipment rental software',
  ],
  path: '/solutions',
});

export default function SolutionsPage() {
  const origin = getSiteUrl();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Home', url: '/' },
            { name: 'Solutions', url: '/solutions' },
          ],
          origin,
        )}
      />
      <SolutionsHero />
      <IndustryBlocks />
      <Reasons />
      <SolutionsCta />
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
              'How we compare with legacy rental software, what customers say, and answers to common questions.',
          },
        ]}
      />
    </>
  );
}
