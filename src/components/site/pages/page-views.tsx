import type { ComponentType } from 'react';
import type { CrossLink } from '@/lib/cross-links';
import type { MarketingPageKey, PageContent, PageKey } from '@/lib/pages/registry';
import { AboutSections } from '../about/about-sections';
import { ContactSections } from '../contact/contact-page';
import { HOME_CROSS_LINKS, HomeSections } from '../home/home-page';
import { PrivacySections } from '../privacy/privacy-sections';
import { PRODUCT_CROSS_LINKS, ProductSections } from '../product/sections';
import { SOLUTIONS_CROSS_LINKS, SolutionsSections } from '../solutions/sections';
import { TestimonialsSections } from '../testimonials/testimonials';
import { WHY_CROSS_LINKS, WhySections } from '../why/sections';
import type { SectionWrap } from './section-wrap';

/** How an editable page renders its content: its sections, then its Continue Exploring cards. */
export type PageView<K extends PageKey> = {
  Sections: ComponentType<{ content: PageContent<K>; wrap?: SectionWrap }>;
  crossLinks?: CrossLink[];
};

/**
 * The view of each editable page (the site settings are previewed on Home), for its draft's preview (the public route renders the same
 * sections with the published words, importing its own view only: this list pulls in every
 * page's client components).
 */
export const PAGE_VIEWS: { [K in Exclude<MarketingPageKey, 'site'>]: PageView<K> } = {
  home: { Sections: HomeSections, crossLinks: HOME_CROSS_LINKS },
  product: { Sections: ProductSections, crossLinks: PRODUCT_CROSS_LINKS },
  why: { Sections: WhySections, crossLinks: WHY_CROSS_LINKS },
  solutions: { Sections: SolutionsSections, crossLinks: SOLUTIONS_CROSS_LINKS },
  about: { Sections: AboutSections },
  testimonials: { Sections: TestimonialsSections },
  contact: { Sections: ContactSections },
  privacy: { Sections: PrivacySections },
};
