import { siteConfig } from '@/config/site';
import type { CrossLink } from '@/lib/cross-links';

/** The Continue Exploring cards that several pages share, by target page. */
export const crossLinkPages = {
  product: {
    title: 'Explore the product',
    href: '/product',
    description:
      'Inventory, contracts, payments, customers and maintenance: see every module in detail.',
  },
  why: {
    title: `Why rental companies choose ${siteConfig.name}`,
    href: siteConfig.whyPath,
    description:
      'How we compare with legacy rental software, what customers say, and answers to common questions.',
  },
  solutions: {
    title: 'Solutions by industry',
    href: '/solutions',
    description:
      'How the platform fits heavy equipment, light equipment and tools, and party and event rentals.',
  },
  testimonials: {
    title: 'Customer stories',
    href: '/testimonials',
    description:
      'Rental owners and managers on what changed after they moved their yard to the cloud.',
  },
} satisfies Record<string, CrossLink>;
