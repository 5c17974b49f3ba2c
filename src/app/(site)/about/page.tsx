import {
  AboutAssociations,
  AboutCta,
  AboutHero,
  AboutTeam,
  AboutTimeline,
  AboutValues,
} from '@/components/site/about/about-sections';
import { JsonLd } from '@/components/site/json-ld';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd, organizationJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: `About ${siteConfig.name}`,
  description: `Meet the team behind ${siteConfig.name}, the rental management software built with equipment, tool and party rental operators. Our story, mission and values.`,
  keywords: [
    `about ${siteConfig.name}`,
    'rental software company',
    'equipment rental software team',
    'Canadian Rental Association member',
    'American Rental Association member',
  ],
  path: '/about',
});

/** /about (public-site.md §2 "/about"). */
export default function AboutPage() {
  const origin = getSiteUrl();
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd(
            [
              { name: 'Home', url: '/' },
              { name: 'About', url: '/about' },
            ],
            origin,
          ),
          organizationJsonLd(origin),
        ]}
      />
      <AboutHero />
      <AboutValues />
      <AboutTeam />
      <AboutTimeline />
      <AboutAssociations />
      <AboutCta />
    </>
  );
}
