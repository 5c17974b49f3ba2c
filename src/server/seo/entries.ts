import { siteConfig } from '@/config/site';

/** A sitemap entry (back-office.md §3 "Sitemap entry"), with its images. */
export type SitemapEntry = {
  loc: string;
  lastmod: Date | null;
  changefreq: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority: number;
  /** Absolute image URLs shown on the page (the image sitemap extension). */
  images?: readonly string[];
};

/** What shows on a static page besides its code: where its lastmod comes from. */
export type PageSource = 'banners' | 'videos' | 'posts' | 'resources' | SlotPageSource;
/** The pages of the media slots (src/lib/media/slots.ts `SlotPage`). */
export type SlotPageSource = 'homepage' | 'product' | 'solutions' | 'why' | 'about';

/** A static page of the sitemap: its path, frequency and priority, and what its content shows. */
export type StaticSitemapPage = Omit<SitemapEntry, 'lastmod' | 'images'> & {
  sources: readonly PageSource[];
};

/** The 8 static pages with their change frequency and priority (back-office.md §9). */
export const STATIC_SITEMAP_PAGES: readonly StaticSitemapPage[] = [
  { loc: '/', changefreq: 'weekly', priority: 1.0, sources: ['homepage', 'banners'] },
  { loc: '/product', changefreq: 'weekly', priority: 0.9, sources: ['product', 'videos'] },
  { loc: siteConfig.whyPath, changefreq: 'monthly', priority: 0.8, sources: ['why'] },
  { loc: '/solutions', changefreq: 'weekly', priority: 0.8, sources: ['solutions'] },
  { loc: '/testimonials', changefreq: 'weekly', priority: 0.7, sources: [] },
  { loc: '/resources', changefreq: 'daily', priority: 0.8, sources: ['posts', 'resources'] },
  { loc: '/about', changefreq: 'monthly', priority: 0.6, sources: ['about'] },
  { loc: '/contact', changefreq: 'monthly', priority: 0.6, sources: [] },
];

/** A public post as the sitemap needs it (back-office.md §7 "Sitemap"). */
export type SitemapPost = {
  slug: string;
  updated_at: Date | null;
  published_at: Date | null;
  /** Its cover, listed as the article's image (a path on the site or an absolute URL). */
  featured_image_url?: string | null;
};

/**
 * When each kind of content last changed: the release of the code (`release`,
 * which every page's own words and layout come from), shared parts on every page (`global`: the
 * header and footer logos), and each {@link PageSource}. Null where unknown or never.
 */
export type ContentChanges = Partial<Record<PageSource | 'release' | 'global', Date | null>>;

/**
 * The lastmod of a static page: the latest change of its code (the release), of what every page
 * shows (the logos) and of the content it shows; null when none is known.
 */
export function staticLastmod(page: StaticSitemapPage, changes: ContentChanges): Date | null {
  let latest: Date | null = null;
  for (const key of ['release', 'global', ...page.sources] as const) {
    const at = changes[key];
    if (at && (!latest || at > latest)) latest = at;
  }
  return latest;
}

/** A published landing page the sitemap lists (search engines may index it). */
export type SitemapLandingPage = { path: string; published_at: Date | null };

/**
 * Builds the sitemap: the 8 static pages (lastmod: their content's last change),
 * then one entry per public post at /resources/{slug} (monthly, priority 0.7, lastmod from
 * updated_at, else published_at, its cover as an image entry), then one per indexable landing page
 * (monthly, priority 0.6, lastmod its publication). Total = 8 + posts + landing pages.
 * @param posts - public posts only (the caller applies the publication rule)
 * @param origin - absolute site origin without trailing slash
 * @param changes - when each kind of content last changed ({@link ContentChanges})
 */
export function buildSitemapEntries(
  posts: readonly SitemapPost[],
  origin: string,
  changes: ContentChanges,
  landingPages: readonly SitemapLandingPage[] = [],
): SitemapEntry[] {
  return [
    ...STATIC_SITEMAP_PAGES.map((page) => {
      const { sources: _sources, ...p } = page;
      void _sources;
      return {
        ...p,
        loc: `${origin}${p.loc === '/' ? '' : p.loc}` || origin,
        lastmod: staticLastmod(page, changes),
      };
    }),
    ...posts.map((p) => ({
      loc: `${origin}/resources/${encodeURIComponent(p.slug)}`,
      lastmod: p.updated_at ?? p.published_at,
      changefreq: 'monthly' as const,
      priority: 0.7,
      images: p.featured_image_url ? [absoluteUrl(p.featured_image_url, origin)] : [],
    })),
    ...landingPages.map((p) => ({
      loc: `${origin}${p.path}`,
      lastmod: p.published_at,
      changefreq: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}

/** `url` made absolute against the site's origin (an absolute URL stays as it is). */
function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
  }
}
