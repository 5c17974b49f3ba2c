import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { SITE_PAGES, sitePageImagePath, type SitePageKey } from './social-pages';

export type PageSeo = {
  /** Page title without the suffix; the suffix is added here. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Canonical path starting with "/", e.g. "/product". */
  path: string;
  /** Share image path or absolute URL, 1200×630 (default: the site's share image). */
  image?: string;
  /** The share image's alt text (default: the page title). */
  imageAlt?: string;
  /** Open Graph type (default "website"). */
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Article fields for type "article". */
  publishedTime?: string;
  modifiedTime?: string;
  authors?: readonly string[];
  section?: string;
  tags?: readonly string[];
  /** Use `title` as the full title, without the brand suffix. */
  absoluteTitle?: boolean;
};

/** The RSS feed every page links from its head. */
const FEED_ALTERNATE = {
  'application/rss+xml': [{ url: '/resources/rss.xml', title: `${siteConfig.name} Resources` }],
};

/** The brand suffix of every page title (public-site.md §2). */
export const TITLE_SUFFIX = `${siteConfig.name} ${siteConfig.tagline}`;

/** "{title} | {brand tagline}"; a title that already names the brand suffix is kept as is. */
export function pageTitle(title: string): string {
  return title.includes(TITLE_SUFFIX) ? title : `${title} | ${TITLE_SUFFIX}`;
}

/**
 * Builds a page's metadata (public-site.md §2 "Each page sets its own title ..."): title with the
 * brand suffix, description, keywords, canonical path, share image, share type (default website)
 * and the noindex flag. Relative URLs resolve against the root layout's `metadataBase`.
 */
export function buildMetadata(page: PageSeo): Metadata {
  const title = page.absoluteTitle ? page.title : pageTitle(page.title);
  const image = page.image ?? siteConfig.ogImage;
  const type = page.type ?? 'website';
  return {
    title: { absolute: title },
    description: page.description,
    keywords: page.keywords ? [...page.keywords] : undefined,
    alternates: { canonical: page.path, types: FEED_ALTERNATE },
    openGraph: {
      title,
      description: page.description,
      url: page.path,
      siteName: siteConfig.name,
      type,
      locale: 'en_US',
      images: [{ url: image, width: 1200, height: 630, alt: page.imageAlt ?? page.title }],
      ...(type === 'article'
        ? {
            publishedTime: page.publishedTime,
            modifiedTime: page.modifiedTime,
            authors: page.authors ? [...page.authors] : undefined,
            section: page.section,
            tags: page.tags ? [...page.tags] : undefined,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: page.description,
      images: [{ url: image, width: 1200, height: 630, alt: page.imageAlt ?? page.title }],
    },
    robots: page.noindex ? { index: false, follow: false } : { index: true, follow: true },
  };
}

/**
 * The title, canonical path and generated social image of one of the site's own pages,
 * to spread into {@link buildMetadata}.
 */
export function sitePageSeo(key: SitePageKey): Pick<PageSeo, 'title' | 'path' | 'image'> {
  const page = SITE_PAGES[key];
  return { title: page.title, path: page.path, image: sitePageImagePath(key) };
}

/**
 * The metadata of one of the site's own pages (public-site.md §2): its title, path
 * and social image from {@link sitePageSeo}, with the page's description and keywords.
 */
export function sitePageMetadata(
  key: SitePageKey,
  description: string,
  keywords: readonly string[],
): Metadata {
  return buildMetadata({ ...sitePageSeo(key), description, keywords });
}

/**
 * The metadata of a page that sets only its title (sign-in and account pages, public-site.md §2):
 * "{title} | {brand tagline}".
 */
export function titleMetadata(title: string): Metadata {
  return { title: { absolute: pageTitle(title) } };
}

/** A short, stable hash of a text (FNV-1a, base 36): a cache-busting version in a URL. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The metadata of one of the site's own pages from what the team set for it in the Pages section
 * (its search and social section): title, description, keywords and noindex, with the page's path
 * and its share image: the one the team chose, else the generated one. That one is drawn with the
 * page's title, so a title the team changed gets an image address of its own (the old image may be
 * cached for an hour).
 * @param seo - the page's search and social settings
 */
export function editablePageMetadata(
  key: SitePageKey,
  seo: {
    title: string;
    description: string;
    keywords: readonly string[];
    noindex: boolean;
    image?: string;
  },
): Metadata {
  const base = sitePageSeo(key);
  const changed = seo.title !== SITE_PAGES[key].title;
  return buildMetadata({
    ...base,
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords.length > 0 ? seo.keywords : undefined,
    noindex: seo.noindex,
    image: seo.image ? seo.image : changed ? `${base.image}?v=${shortHash(seo.title)}` : base.image,
  });
}
