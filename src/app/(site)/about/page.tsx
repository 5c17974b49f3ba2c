import { AboutSections } from '@/components/site/about/about-sections';
import { editablePageRoute } from '@/components/site/marketing-page';
import { organizationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'about',
  { Sections: AboutSections },
  {
    crumb: 'About',
    extra: () => [organizationJsonLd],
  },
);

export const generateMetadata = route.generateMetadata;

/** /about (public-site.md §2 "/about"). */
export default route.Page;
