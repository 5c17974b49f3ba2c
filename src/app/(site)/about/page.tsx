import * as about from '@/components/site/about/about-sections';
import { MarketingPage } from '@/components/site/marketing-page';
import { siteConfig } from '@/config/site';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { sitePageMetadata } from '@/lib/seo/metadata';

export const metadata = sitePageMetadata(
  'about',
  `Meet the team behind ${siteConfig.name}, the rental management software built with equipment, tool and party rental operators. Our story, mission and values.`,
  [
    `about ${siteConfig.name}`,
    'rental software company',
    'equipment rental software team',
    'Canadian Rental Association member',
    'American Rental Association member',
  ],
);

/** /about (public-site.md §2 "/about"). */
export default function AboutPage() {
  return (
    <MarketingPage
      trail={[{ name: 'About', url: '/about' }]}
      extra={[organizationJsonLd]}
      sections={[
        about.AboutHero,
        about.AboutValues,
        about.AboutTeam,
        about.AboutTimeline,
        about.AboutAssociations,
        about.AboutCta,
      ]}
    />
  );
}
