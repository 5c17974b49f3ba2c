import { crossLinkPages } from '@/components/site/cross-link-pages';
import { marketingRoute } from '@/components/site/marketing-page';
import * as solutions from '@/components/site/solutions/sections';
import { siteConfig } from '@/config/site';

const route = marketingRoute('solutions', {
  description: `${siteConfig.name} for heavy equipment rentals, light equipment and tool rentals, and party and event rentals: real-time inventory, digital contracts and payments.`,
  keywords: [
    'heavy equipment rental software',
    'tool rental software',
    'light equipment rental software',
    'party rental software',
    'event rental software',
    'construction equipment rental software',
  ],
  crumb: 'Solutions',
  sections: [
    solutions.SolutionsHero,
    solutions.IndustryBlocks,
    solutions.Reasons,
    solutions.SolutionsCta,
  ],
  crossLinks: [crossLinkPages.product, crossLinkPages.why],
});

export const metadata = route.metadata;

export default route.Page;
