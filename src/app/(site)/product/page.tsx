import { CrossLinks } from '@/components/site/cross-links';
import { JsonLd } from '@/components/site/json-ld';
import {
  FeatureCards,
  Integrations,
  ProductCta,
  ProductHero,
  Workflow,
} from '@/components/site/product/sections';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd, softwareApplicationJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  title: 'Product: Inventory, Contracts, Payments & Maintenance',
  description: `See every ${siteConfig.name} module: real-time inventory, digital contracts with e-signature, quotes, invoicing, card payments, customer records and maintenance tracking.`,
  keywords: [
    'rental management software features',
    'rental inventory software',
    'digital rental contracts',
    'rental invoicing and payments',
    'equipment maintenance tracking',
    'rental service module',
  ],
  path: '/product',
});

export default function ProductPage() {
  const origin = getSiteUrl();
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd(
            [
              { name: 'Home', url: '/' },
              { name: 'Product', url: '/product' },
            ],
            origin,
          ),
          softwareApplicationJsonLd(origin),
        ]}
      />
      <ProductHero />
      <FeatureCards />
      <Workflow />
      <Integrations />
      <ProductCta />
      <CrossLinks
        pages={[
          {
            title: `Why rental companies choose ${siteConfig.name}`,
            href: siteConfig.whyPath,
            description:
              'How we compare with legacy rental software, what customers say, and answers to common questions.',
          },
          {
            title: 'Solutions by industry',
            href: '/solutions',
            description:
              'How the platform fits heavy equipment, light equipment and tools, and party and event rentals.',
          },
          {
            title: 'Customer stories',
            href: '/testimonials',
            description:
              'Rental owners and managers on what changed after they moved their yard to the cloud.',
          },
        ]}
      />
    </>
  );
}
