import { editablePageRoute } from '@/components/site/marketing-page';
import { SOLUTIONS_CROSS_LINKS, SolutionsSections } from '@/components/site/solutions/sections';
import { siteConfig } from '@/config/site';

const route = editablePageRoute(
  'solutions',
  { Sections: SolutionsSections, crossLinks: SOLUTIONS_CROSS_LINKS },
  {
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
  },
);

export const metadata = route.metadata;

export default route.Page;
