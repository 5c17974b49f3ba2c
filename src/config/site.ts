/**
 * Site facts the specification leaves blank (ARCHITECTURE.md "Values the spec leaves blank").
 * Texts and figures here are content; operators override the few that differ per deployment
 * through environment variables (read where noted).
 */

const productName = 'Lizit';

export const siteConfig = {
  name: productName,
  /** Suffix of every page title (public-site.md §2 "Shared header and footer"). */
  tagline: 'Rental Management Software',
  description:
    'Lizit is cloud rental management software for equipment, tool, construction and party rental companies: real-time inventory, digital contracts, quotes, invoicing, payments and maintenance in one place.',
  /** The "why" page path carries the product name (public-site.md §2 route list). */
  whyPath: `/why-${productName.toLowerCase()}`,
  copyrightYear: 2024,
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
