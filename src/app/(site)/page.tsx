import { HOME_CROSS_LINKS, HomeSections } from '@/components/site/home/home-page';
import { editablePageRoute } from '@/components/site/marketing-page';
import { organizationJsonLd, softwareApplicationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'home',
  { Sections: HomeSections, crossLinks: HOME_CROSS_LINKS },
  {
    extra: () => [softwareApplicationJsonLd, organizationJsonLd],
  },
);

export const generateMetadata = route.generateMetadata;

export default route.Page;
