import { crossLinkPages } from '@/components/site/cross-link-pages';
import { CrossLinks } from '@/components/site/cross-links';
import { PageJsonLd } from '@/components/site/page-json-ld';
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
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';

// The folder name carries the product name (public-site.md §2 "/why-{product}"); links elsewhere
// use siteConfig.whyPath.
export const metadata = buildMetadata({
  ...sitePageSeo('why'),
  description: `Why rental companies choose ${siteConfig.name}: live in ${siteConfig.figures.goLive}, free data migration, enterprise-grade security, and a comparison with legacy rental software.`,
  keywords: [
    'best rental management software',
    'rental software comparison',
    'legacy rental software alternative',
    'cloud rental software',
    'rental software data migration',
    'rental software FAQ',
  ],
});

export default function WhyPage() {
  return (
    <>
      <PageJsonLd
        trail={[{ name: `Why ${siteConfig.name}`, url: siteConfig.whyPath }]}
        extra={[faqPageJsonLd(whyFaq)]}
      />
      <WhyHero />
      <ServiceBenefits />
      <CustomerQuotes />
      <ComparisonTable />
      <WhyFaq entries={whyFaq} />
      <WhyCta />
      <CrossLinks
        pages={[crossLinkPages.product, crossLinkPages.testimonials, crossLinkPages.solutions]}
      />
    </>
  );
}
