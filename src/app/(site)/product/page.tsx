import { crossLinkPages } from '@/components/site/cross-link-pages';
import { CrossLinks } from '@/components/site/cross-links';
import { PageJsonLd } from '@/components/site/page-json-ld';
import {
  FeatureCards,
  Integrations,
  ProductCta,
  ProductHero,
  Workflow,
} from '@/components/site/product/sections';
import { siteConfig } from '@/config/site';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  ...sitePageSeo('product'),
  description: `See every ${siteConfig.name} module: real-time inventory, digital contracts with e-signature, quotes, invoicing, card payments, customer records and maintenance tracking.`,
  keywords: [
    'rental management software features',
    'rental inventory software',
    'digital rental contracts',
    'rental invoicing and payments',
    'equipment maintenance tracking',
    'rental service module',
  ],
});

export default function ProductPage() {
  return (
    <>
      <PageJsonLd
        trail={[{ name: 'Product', url: '/product' }]}
        extra={[softwareApplicationJsonLd]}
      />
      <ProductHero />
      <FeatureCards />
      <Workflow />
      <Integrations />
      <ProductCta />
      <CrossLinks
        pages={[crossLinkPages.why, crossLinkPages.solutions, crossLinkPages.testimonials]}
      />
    </>
  );
}
