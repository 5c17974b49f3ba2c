import { editablePageRoute } from '@/components/site/marketing-page';
import { TestimonialsSections } from '@/components/site/testimonials/testimonials';
import { siteConfig } from '@/config/site';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'testimonials',
  { Sections: TestimonialsSections },
  {
    description: `Read how equipment, tool, construction and party rental companies use ${siteConfig.name} to end double bookings, sign contracts digitally and quote faster.`,
    keywords: [
      'rental software reviews',
      'equipment rental software testimonials',
      'party rental software reviews',
      'tool rental software',
      `${siteConfig.name} customer stories`,
    ],
    crumb: 'Testimonials',
    extra: () => [softwareApplicationJsonLd],
  },
);

export const metadata = route.metadata;

/** /testimonials (public-site.md §2 "/testimonials"). */
export default route.Page;
