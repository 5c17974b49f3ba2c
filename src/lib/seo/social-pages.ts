import { siteConfig } from '@/config/site';

/**
 * The titles of the site's own pages, the line above the title on their generated social image
 * and a one-line summary for /llms.txt. Each page's metadata takes its title from here, so the
 * page title, the share text and the image never disagree.
 */
export const SITE_PAGES = {
  home: {
    path: '/',
    title: 'Cloud Rental Management Software for Equipment, Tool & Party Rentals',
    eyebrow: siteConfig.tagline,
    summary: `What ${siteConfig.name} is: cloud rental management software for equipment, tool and party rental companies.`,
  },
  product: {
    path: '/product',
    title: 'Product: Inventory, Contracts, Payments & Maintenance',
    eyebrow: 'Product',
    summary:
      'Every module: real-time inventory, digital contracts with e-signature, quotes, invoicing, payments and maintenance.',
  },
  why: {
    path: siteConfig.whyPath,
    title: `Why ${siteConfig.name}: Built for Rental Companies`,
    eyebrow: `Why ${siteConfig.name}`,
    summary:
      'Why rental companies choose it: fast go-live, free data migration, security, and a comparison with legacy software.',
  },
  solutions: {
    path: '/solutions',
    title: 'Solutions for Heavy Equipment, Tool & Party Rentals',
    eyebrow: 'Solutions',
    summary: 'For heavy equipment, light equipment and tool, and party and event rental companies.',
  },
  testimonials: {
    path: '/testimonials',
    title: 'Customer Testimonials',
    eyebrow: 'Customers',
    summary: 'What rental companies say after moving to it.',
  },
  about: {
    path: '/about',
    title: `About ${siteConfig.name}`,
    eyebrow: 'About us',
    summary: 'The team behind it, its story, mission and values.',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us & Schedule a Demo',
    eyebrow: 'Contact',
    summary: 'Send a message or book a live demo.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    eyebrow: 'Legal',
    summary: 'How the website handles the personal information it collects.',
  },
  resources: {
    path: '/resources',
    title: 'Resources: Rental Industry Articles, Guides and Tools',
    eyebrow: 'Resources',
    summary: 'Articles, guides, checklists and templates for rental businesses.',
  },
  articles: {
    path: '/resources/articles',
    title: 'All Articles',
    eyebrow: 'Resources',
    summary: 'Every article on running a rental business.',
  },
} as const;

export type SitePageKey = keyof typeof SITE_PAGES;

/** Whether `key` names one of {@link SITE_PAGES}. */
export function isSitePageKey(key: string): key is SitePageKey {
  return Object.hasOwn(SITE_PAGES, key);
}

/** The path of a site page's generated social image, e.g. "/og/product.png". */
export function sitePageImagePath(key: SitePageKey): string {
  return `/og/${key}.png`;
}

/**
 * The path of an article's generated social image, with its version in the query so that a
 * changed article gets a new address (and caches never show the old image).
 * @param version - any value that changes when the article does (its updated_at in ms)
 */
export function articleImagePath(slug: string, version: number | string): string {
  return `/resources/${encodeURIComponent(slug)}/og.png?v=${version}`;
}

/** Whether an image URL can be shown by social networks (they do not render SVG). */
export function isShareableImage(url: string | null | undefined): url is string {
  return Boolean(url?.trim()) && !/\.svg(\?|$)/i.test(url!.trim());
}

/**
 * The image a post shares: its featured image when the editor chose it for social
 * and networks can show it (not SVG), else its generated image at its current version.
 * @param post.updated_at - the version the generated image's address names
 */
export function postSocialImage(post: {
  slug: string;
  updated_at: Date;
  featured_image_url: string | null;
  social_image: 'generated' | 'featured';
}): { url: string; source: 'generated' | 'featured' } {
  if (post.social_image === 'featured' && isShareableImage(post.featured_image_url))
    return { url: post.featured_image_url.trim(), source: 'featured' };
  return { url: articleImagePath(post.slug, post.updated_at.getTime()), source: 'generated' };
}
