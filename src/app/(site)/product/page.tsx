import { editablePageRoute } from '@/components/site/marketing-page';
import { PRODUCT_CROSS_LINKS, ProductSections } from '@/components/site/product/sections';
import { softwareApplicationJsonLd } from '@/lib/seo/json-ld';

const route = editablePageRoute(
  'product',
  { Sections: ProductSections, crossLinks: PRODUCT_CROSS_LINKS },
  {
    crumb: 'Product',
    extra: () => [softwareApplicationJsonLd],
  },
);

export const generateMetadata = route.generateMetadata;

export default route.Page;
