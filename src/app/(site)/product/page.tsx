import { crossLinkPages } from '@/components/site/cross-link-pages';
import { marketingRoute } from '@/components/site/marketing-page';
import * as product from '@/components/site/product/sections';
import { siteConfig } from '@/config/site';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';

const route = marketingRoute('product', {
  description: `See every ${siteConfig.name} module: real-time inventory, digital contracts with e-signature, quotes, invoicing, card payments, customer records and maintenance tracking.`,
  keywords: [
    'rental management software features',
    'rental inventory software',
    'digital rental contracts',
    'rental invoicing and payments',
    'equipment maintenance tracking',
    'rental service module',
  ],
  crumb: 'Product',
  extra: [softwareApplicationJsonLd],
  sections: [
    product.ProductHero,
    product.FeatureCards,
    product.Workflow,
    product.Integrations,
    product.ProductCta,
  ],
  crossLinks: [crossLinkPages.why, crossLinkPages.solutions, crossLinkPages.testimonials],
});

export const metadata = route.metadata;

export default route.Page;
