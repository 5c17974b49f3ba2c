import { crossLinkPages } from '@/components/site/cross-link-pages';
import { CrossLinks } from '@/components/site/cross-links';
import { PageJsonLd } from '@/components/site/page-json-ld';
import {
  IndustryBlocks,
  Reasons,
  SolutionsCta,
  SolutionsHero,
} from '@/components/site/solutions/sections';
import { siteConfig } from '@/config/site';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  ...sitePageSeo('solutions'),
  description: `${siteConfig.name} for heavy equipment rentals, light equipment and tool rentals, and party and event rentals: real-time inventory, digital contracts and payments.`,
  keywords: [
    'heavy equipment rental software',
    'tool rental software',
    'light equipment rental software',
    'party rental software',
    'event rental software',
    'construction equipment rental software',
  ],
});

export default function SolutionsPage() {
  return (
    <>
      <PageJsonLd trail={[{ name: 'Solutions', url: '/solutions' }]} />
      <SolutionsHero />
      <IndustryBlocks />
      <Reasons />
      <SolutionsCta />
      <CrossLinks pages={[crossLinkPages.product, crossLinkPages.why]} />
    </>
  );
}
