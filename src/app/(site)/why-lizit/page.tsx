import { CrossLinks } from '@/components/site/cross-links';
import { JsonLd } from '@/components/site/json-ld';
import { faqPageJsonLd, whyFaq } from '@/components/site/why/faq-content';
import {
  ComparisonTable,
  CustomerQuotes,
  ServiceBenefits,
  WhyCta,
  WhyFaq,
  WhyHero,
} from '@/components/site/why/sections';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

// The folder name carries the product name (public-site.md §2 "/why-{product}"); links elsewhere
// use siteConfig.whyPath.
export const metadata = buildMetadata({
  title: `Why ${siteConfig.name}: Built for Rental Companies`,
  description: `Why rental companies choose ${siteConfig.name}: live in ${siteConfig.figures.goLive}, free data migration, enterprise-grade security, and a comparison with legacy rental software.`,
  keywords: [
    'best rental management software',
    'rental software comparison',
    'legacy rental software alternative',
    'cloud rental software',
    'rental software data migration',
    'rental software FAQ',
  ],
  path: siteConfig.whyPath,
});

export default function WhyPage() {
  const origin = getSiteUrl();
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd(
            [
              { name: 'Home', url: '/' },
              { name: `Why ${siteConfig.name}`, url: siteConfig.whyPath },
            ],
            origin,
          ),
          faqPageJsonLd(whyFaq),
        ]}
      />
      <WhyHero />
      <ServiceBenefits />
      <CustomerQuotes />
      <ComparisonTable />
      <WhyFaq entries={whyFaq} />
      <WhyCta />
      <CrossLinks
        pages={[
          {
            title: 'Explore the product',
            href: '/product',
            description:
              'Inventory, contracts, payments, customers and maintenance: see every module in detail.',
          },
          {
            title: 'Customer stories',
            href: '/testimonials',
            description:
              'Rental owners and managers on what changed after they moved their yard to the cloud.',
          },
          {
            title: 'Solutions by industry',
            href: '/solutions',
            description:
              'How the platform fits heavy equipment, light equipment and tools, and party and event rentals.',
          },
        ]}
      />
    </>
  );
}
