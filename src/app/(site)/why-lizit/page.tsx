import { editablePageRoute } from '@/components/site/marketing-page';
import { faqPageJsonLd } from '@/components/site/why/faq-content';
import { faqEntries, WHY_CROSS_LINKS, WhySections } from '@/components/site/why/sections';
import { siteConfig } from '@/config/site';

// The folder name carries the product name (public-site.md §2 "/why-{product}"); links elsewhere
// use siteConfig.whyPath. The words are the team's (the Pages section).
const route = editablePageRoute(
  'why',
  { Sections: WhySections, crossLinks: WHY_CROSS_LINKS },
  {
    crumb: `Why ${siteConfig.name}`,
    // The FAQ's structured data lists the questions the page shows.
    extra: (content) => [faqPageJsonLd(faqEntries(content.faq))],
  },
);

export const generateMetadata = route.generateMetadata;

export default route.Page;
