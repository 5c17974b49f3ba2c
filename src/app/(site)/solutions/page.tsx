import { crossLinkPages } from '@/components/site/cross-link-pages';
import { MarketingPage } from '@/components/site/marketing-page';
import * as solutions from '@/components/site/solutions/sections';
import { siteConfig } from '@/config/site';
import { sitePageMetadata } from '@/lib/seo/metadata';

export const metadata = sitePageMetadata(
  'solutions',
  `${siteConfig.name} for heavy equipment rentals, light equipment and tool rentals, and party and event rentals: real-time inventory, digital contracts and payments.`,
  [
    'heavy equipment rental software',
    'tool rental software',
    'light equipment rental software',
    'party rental software',
    'event rental software',
    'construction equipment rental software',
  ],
);

export default function SolutionsPage() {
  return (
    <MarketingPage
      trail={[{ name: 'Solutions', url: '/solutions' }]}
      sections={[
        solutions.SolutionsHero,
        solutions.IndustryBlocks,
        solutions.Reasons,
        solutions.SolutionsCta,
      ]}
      crossLinks={[crossLinkPages.product, crossLinkPages.why]}
    />
  );
}
