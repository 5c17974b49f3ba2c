import { HOME_CROSS_LINKS, HomeSections } from '@/components/site/home/home-page';
import { marketingRoute } from '@/components/site/marketing-page';
import { organizationJsonLd, softwareApplicationJsonLd } from '@/lib/seo/json-ld';
import { getPageContent } from '@/server/pages/queries';

const route = marketingRoute('home', {
  description:
    'Lizit replaces spreadsheets and paper with real-time inventory, digital contracts with e-signature, fast quotes, invoicing, card payments and maintenance tracking. Go live in 3-4 weeks.',
  keywords: [
    'rental management software',
    'equipment rental software',
    'tool rental software',
    'party rental software',
    'construction equipment rental',
    'rental contracts e-signature',
  ],
  extra: [softwareApplicationJsonLd, organizationJsonLd],
  sections: [
    // The words are the team's (the Pages section); the design is the sections'.
    async function Home() {
      return <HomeSections content={await getPageContent('home')} />;
    },
  ],
  crossLinks: HOME_CROSS_LINKS,
});

export const metadata = route.metadata;

export default route.Page;
