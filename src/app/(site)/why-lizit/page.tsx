import { crossLinkPages } from '@/components/site/cross-link-pages';
import { marketingRoute } from '@/components/site/marketing-page';
import { faqPageJsonLd, whyFaq } from '@/components/site/why/faq-content';
import * as why from '@/components/site/why/sections';
import { siteConfig } from '@/config/site';

/** The FAQ section with the entries its structured data also lists. */
function Faq() {
  return <why.WhyFaq entries={whyFaq} />;
}

// The folder name carries the product name (public-site.md §2 "/why-{product}"); links elsewhere
// use siteConfig.whyPath.
const route = marketingRoute('why', {
  description: `Why rental companies choose ${siteConfig.name}: live in ${siteConfig.figures.goLive}, free data migration, enterprise-grade security, and a comparison with legacy rental software.`,
  keywords: [
    'best rental management software',
    'rental software comparison',
    'legacy rental software alternative',
    'cloud rental software',
    'rental software data migration',
    'rental software FAQ',
  ],
  crumb: `Why ${siteConfig.name}`,
  extra: [faqPageJsonLd(whyFaq)],
  sections: [
    why.WhyHero,
    why.ServiceBenefits,
    why.CustomerQuotes,
    why.ComparisonTable,
    Faq,
    why.WhyCta,
  ],
  crossLinks: [crossLinkPages.product, crossLinkPages.testimonials, crossLinkPages.solutions],
});

export const metadata = route.metadata;

export default route.Page;
