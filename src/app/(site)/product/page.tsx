import { editablePageRoute } from '@/components/site/marketing-page';
import { PRODUCT_CROSS_LINKS, ProductSections } from '@/components/site/product/sections';
import { siteConfig } from '@/config/site';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'product',
  { Sections: ProductSections, crossLinks: PRODUCT_CROSS_LINKS },
  {
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
    extra: () => [softwareApplicationJsonLd],
  },
);

export const metadata = route.metadata;

export default route.Page;
