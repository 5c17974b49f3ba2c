import { MarketingPage } from '@/components/site/marketing-page';
import * as testimonials from '@/components/site/testimonials/testimonials';
import { siteConfig } from '@/config/site';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';
import { sitePageMetadata } from '@/lib/seo/metadata';

export const metadata = sitePageMetadata(
  'testimonials',
  `Read how equipment, tool, construction and party rental companies use ${siteConfig.name} to end double bookings, sign contracts digitally and quote faster.`,
  [
    'rental software reviews',
    'equipment rental software testimonials',
    'party rental software reviews',
    'tool rental software',
    `${siteConfig.name} customer stories`,
  ],
);

/** /testimonials (public-site.md §2 "/testimonials"). */
export default function TestimonialsPage() {
  return (
    <MarketingPage
      trail={[{ name: 'Testimonials', url: '/testimonials' }]}
      extra={[softwareApplicationJsonLd]}
      sections={[
        testimonials.TestimonialsHero,
        testimonials.TestimonialGrid,
        testimonials.TestimonialsCta,
      ]}
    />
  );
}
