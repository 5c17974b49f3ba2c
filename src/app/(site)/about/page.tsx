import {
  AboutAssociations,
  AboutCta,
  AboutHero,
  AboutTeam,
  AboutTimeline,
  AboutValues,
} from '@/components/site/about/about-sections';
import { PageJsonLd } from '@/components/site/page-json-ld';
import { siteConfig } from '@/config/site';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  ...sitePageSeo('about'),
  description: `Meet the team behind ${siteConfig.name}, the rental management software built with equipment, tool and party rental operators. Our story, mission and values.`,
  keywords: [
    `about ${siteConfig.name}`,
    'rental software company',
    'equipment rental software team',
    'Canadian Rental Association member',
    'American Rental Association member',
  ],
});

/** /about (public-site.md §2 "/about"). */
export default function AboutPage() {
  return (
    <>
      <PageJsonLd trail={[{ name: 'About', url: '/about' }]} extra={[organizationJsonLd]} />
      <AboutHero />
      <AboutValues />
      <AboutTeam />
      <AboutTimeline />
      <AboutAssociations />
      <AboutCta />
    </>
  );
}
