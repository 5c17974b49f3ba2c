import { editablePageRoute } from '@/components/site/marketing-page';
import { TestimonialsSections } from '@/components/site/testimonials/testimonials';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'testimonials',
  { Sections: TestimonialsSections },
  {
    crumb: 'Testimonials',
    extra: () => [softwareApplicationJsonLd],
  },
);

export const generateMetadata = route.generateMetadata;

/** /testimonials (public-site.md §2 "/testimonials"). */
export default route.Page;
