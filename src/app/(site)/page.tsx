import { HOME_CROSS_LINKS, HomeSections } from '@/components/site/home/home-page';
import { editablePageRoute } from '@/components/site/marketing-page';
import { organizationJsonLd, softwareApplicationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'home',
  { Sections: HomeSections, crossLinks: HOME_CROSS_LINKS },
  {
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
    extra: () => [softwareApplicationJsonLd, organizationJsonLd],
  },
);

export const metadata = route.metadata;

export default route.Page;
