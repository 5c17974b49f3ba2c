import { crossLinkPages } from '@/components/site/cross-link-pages';
import { BannerSection } from '@/components/site/home/banner-section';
import { HomeHero } from '@/components/site/home/hero';
import * as home from '@/components/site/home/sections';
import { marketingRoute } from '@/components/site/marketing-page';
import { HOME_DEFAULTS } from '@/lib/pages/home';
import { organizationJsonLd, softwareApplicationJsonLd } from '@/lib/seo/json-ld';

// The words of each section: the shipped copy (lib/pages/home.ts).
const content = HOME_DEFAULTS;

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
    function Hero() {
      return <HomeHero content={content.hero} />;
    },
    BannerSection,
    function Challenges() {
      return <home.ChallengesGrid content={content.challenges} />;
    },
    function Modules() {
      return <home.ModuleBlocks content={content.modules} />;
    },
    function HowItWorks() {
      return <home.HowItWorks content={content.howItWorks} />;
    },
    function ClosingCta() {
      return <home.ClosingCta content={content.closingCta} />;
    },
  ],
  crossLinks: [
    crossLinkPages.product,
    {
      ...crossLinkPages.why,
      description:
        'How we compare with legacy rental software, and answers to the questions owners ask first.',
    },
    {
      ...crossLinkPages.solutions,
      description: 'Heavy equipment, light equipment and tools, party and event rentals.',
    },
  ],
});

export const metadata = route.metadata;

export default route.Page;
