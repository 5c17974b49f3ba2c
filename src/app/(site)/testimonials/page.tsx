import { PageJsonLd } from '@/components/site/page-json-ld';
import {
  TestimonialGrid,
  TestimonialsCta,
  TestimonialsHero,
} from '@/components/site/testimonials/testimonials';
import { siteConfig } from '@/config/site';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  ...sitePageSeo('testimonials'),
  description: `Read how equipment, tool, construction and party rental companies use ${siteConfig.name} to end double bookings, sign contracts digitally and quote faster.`,
  keywords: [
    'rental software reviews',
    'equipment rental software testimonials',
    'party rental software reviews',
    'tool rental software',
    `${siteConfig.name} customer stories`,
  ],
});

/** /testimonials (public-site.md §2 "/testimonials"). */
export default function TestimonialsPage() {
  return (
    <>
      <PageJsonLd
        trail={[{ name: 'Testimonials', url: '/testimonials' }]}
        extra={[softwareApplicationJsonLd]}
      />
      <TestimonialsHero />
      <TestimonialGrid />
      <TestimonialsCta />
    </>
  );
}
