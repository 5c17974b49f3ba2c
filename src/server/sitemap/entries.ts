import { siteConfig } from '@/config/site';

/** A sitemap entry (back-office.md §3 "Sitemap entry"). */
export type SitemapEntry = {
  loc: string;
  lastmod: Date | null;
  changefreq: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority: number;
};

/** The 8 static pages with their change frequency and priority (back-office.md §9). */
export const STATIC_SITEMAP_PAGES: readonly Omit<SitemapEntry, 'lastmod'>[] = [
  { loc: '/', changefreq: 'weekly', priority: 1.0 },
  { loc: '/product', changefreq: 'weekly', priority: 0.9 },
  { loc: siteConfig.whyPath, changefreq: 'monthly', priority: 0.8 },
  { loc: '/solutions', changefreq: 'weekly', priority: 0.8 },
  { loc: '/testimonials', changefreq: 'weekly', priority: 0.7 },
  { loc: '/resources', changefreq: 'daily', priority: 0.8 },
  { loc: '/about', changefreq: 'monthly', priority: 0.6 },
  { loc: '/contact', changefreq: 'monthly', priority: 0.6 },
];

/** A public post as the sitemap needs it (back-office.md §7 "Sitemap"). */
export type SitemapPost = { slug: string; updated_at: Date | null; published_at: Date | null };

/**
 * Builds the sitemap: the 8 static pages, then one entry per public post at /resources/{slug}
 * (monthly, priority 0.7, lastmod from updated_at, else published_at). Total = 8 + posts.
 * @param posts - public posts only (the caller applies the publication rule)
 * @param origin - absolute site origin without trailing slash
 * @param now - lastmod of the static pages
 */
export function buildSitemapEntries(
  posts: readonly SitemapPost[],
  origin: string,
  now: Date,
): SitemapEntry[] {
  return [
    ...STATIC_SITEMAP_PAGES.map((p) => ({
      ...p,
      loc: `${origin}${p.loc === '/' ? '' : p.loc}` || origin,
      lastmod: now,
    })),
    ...posts.map((p) => ({
      loc: `${origin}/resources/${encodeURIComponent(p.slug)}`,
      lastmod: p.updated_at ?? p.published_at,
      changefreq: 'monthly' as const,
      priority: 0.7,
    })),
  ];
}
