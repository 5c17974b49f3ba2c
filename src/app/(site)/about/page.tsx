import { AboutSections } from '@/components/site/about/about-sections';
import { editablePageRoute } from '@/components/site/marketing-page';
import { siteConfig } from '@/config/site';
import { organizationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'about',
  { Sections: AboutSections },
  {
    description: `Meet the team behind ${siteConfig.name}, the rental management software built with equipment, tool and party rental operators. Our story, mission and values.`,
    keywords: [
      `about ${siteConfig.name}`,
      'rental software company',
      'equipment rental software team',
      'Canadian Rental Association member',
      'American Rental Association member',
    ],
    crumb: 'About',
    extra: () => [organizationJsonLd],
  },
);

export const metadata = route.metadata;

/** /about (public-site.md §2 "/about"). */
export default route.Page;
