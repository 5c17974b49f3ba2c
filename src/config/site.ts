/**
 * Site facts the specification leaves blank (ARCHITECTURE.md "Values the spec leaves blank").
 * Texts and figures here are content; operators override the few that differ per deployment
 * through environment variables (read where noted).
 */

const productName = 'Lizit';

/** Builds a booking URL carrying the campaign parameters of public-site.md §7 "Other". */
function withCampaign(base: string, content: string): string {
  const url = new URL(base);
  url.searchParams.set('utm_source', 'website');
  url.searchParams.set('utm_medium', 'cta');
  url.searchParams.set('utm_campaign', 'demo_booking');
  url.searchParams.set('utm_content', content);
  return url.toString();
}

const bookingBase = process.env.NEXT_PUBLIC_DEMO_BOOKING_URL || 'https://cal.com/lizit/demo';

export const siteConfig = {
  name: productName,
  /** Suffix of every page title (public-site.md §2 "Shared header and footer"). */
  tagline: 'Rental Management Software',
  description:
    'Lizit is cloud rental management software for equipment, tool, construction and party rental companies: real-time inventory, digital contracts, quotes, invoicing, payments and maintenance in one place.',
  /** The "why" page path carries the product name (public-site.md §2 route list). */
  whyPath: `/why-${productName.toLowerCase()}`,
  email: process.env.NEXT_PUBLIC_CONTACT_EMAIL || 'hello@lizit.com',
  phone: process.env.NEXT_PUBLIC_CONTACT_PHONE || '+1 (555) 014-2290',
  copyrightYear: 2024,
  links: {
    /** External scheduling provider; each CTA adds its own utm_content. */
    bookDemo: (content: string) => withCampaign(bookingBase, content),
    freeGuide:
      process.env.NEXT_PUBLIC_FREE_GUIDE_URL ||
      'https://guide.lizit.com/rental-software-buyers-guide',
    demoVideo:
      process.env.NEXT_PUBLIC_DEMO_VIDEO_URL || 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  associations: {
    cra: { short: 'CRA', name: 'Canadian Rental Association', url: 'https://www.crarental.org' },
    ara: { short: 'ARA', name: 'American Rental Association', url: 'https://www.ararental.org' },
  },
  /** Marketing figures of public-site.md §1. */
  figures: {
    rentalYards: '40+',
    rentalsManaged: '60,000+',
    fewerDoubleBookings: '90%',
    fasterContracts: '50%',
    fasterQuotes: '90%',
    quoteConversion: '2x',
    higherUtilization: '35%',
    goLive: '3-4 weeks',
  },
  /**
   * Software-application rating for JSON-LD. The spec shows 40 and 47 reviews; we use 47
   * everywhere (docs/decisions.md).
   */
  rating: { value: 4.8, count: 47 },
  /** Default share image (1200x630). */
  ogImage: '/og-image.png',
} as const;

export type SiteConfig = typeof siteConfig;

/** Each page the header or footer links to, with the label both use. */
const navPages = {
  product: { href: '/product', label: 'Product' },
  solutions: { href: '/solutions', label: 'Solutions' },
  why: { href: siteConfig.whyPath, label: `Why ${productName}` },
  testimonials: { href: '/testimonials', label: 'Testimonials' },
  resources: { href: '/resources', label: 'Resources' },
  about: { href: '/about', label: 'About' },
  contact: { href: '/contact', label: 'Contact' },
  privacy: { href: '/privacy-policy', label: 'Privacy Policy' },
} as const;

/** Header navigation (public-site.md §2 "Shared header and footer"). */
export const headerNav = [
  navPages.product,
  navPages.solutions,
  navPages.why,
  navPages.testimonials,
  navPages.resources,
  navPages.about,
  navPages.contact,
] as const;

/** Footer navigation (public-site.md §2 "Shared header and footer"): About before Resources. */
export const footerNav = [
  ...headerNav.slice(0, 4),
  navPages.about,
  navPages.resources,
  navPages.contact,
  navPages.privacy,
] as const;
