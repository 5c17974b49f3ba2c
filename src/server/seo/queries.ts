import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blog_posts } from '@/db/schema';
import { getSiteUrl } from '@/lib/env';
import { getLogger } from '../log';
import { getIndexableLandingPages } from '../pages/queries';
import { publishedPostFilter } from '../posts/publication';
import { loadContentChanges } from './content-changes';
import { buildSitemapEntries, STATIC_SITEMAP_PAGES, type SitemapPost } from './entries';
import { getSitemapCrawlerFetch, getSitemapGeneratedAt, type CrawlerFetch } from './service';
import { SITEMAP_MAX_URLS, sitemapIndexXml, sitemapXml, splitSitemap } from './xml';

/** A public post as the sitemap and /llms.txt list it. */
export type ListedPost = SitemapPost & {
  title: string;
  excerpt: string | null;
  meta_description: string | null;
};

/**
 * Public posts for the sitemap (back-office.md §7 "Sitemap" read) and /llms.txt,
 * newest first; a noindex post is left out of both.
 */
export async function listSitemapPosts(now: Date = new Date()): Promise<ListedPost[]> {
  return getDb()
    .select({
      slug: blog_posts.slug,
      updated_at: blog_posts.updated_at,
      published_at: blog_posts.published_at,
      featured_image_url: blog_posts.featured_image_url,
      title: blog_posts.title,
      excerpt: blog_posts.excerpt,
      meta_description: blog_posts.meta_description,
    })
    .from(blog_posts)
    .where(and(publishedPostFilter(now), eq(blog_posts.noindex, false)))
    .orderBy(desc(blog_posts.published_at));
}

/** The sitemap as served and as the admin downloads it, with its counts. */
export type LiveSitemap = {
  /** /sitemap.xml: the one sitemap, or past {@link SITEMAP_MAX_URLS} URLs the sitemap index. */
  xml: string;
  /** The parts an index lists (/sitemap/1.xml, …); one part when there is no index. */
  parts: string[];
  stats: { staticPages: number; blogPosts: number; totalUrls: number };
};

/**
 * Builds the live sitemap from the database (the 8 static pages, every public post and every
 * published landing page search engines may index;
 * static pages dated by their content's last change, covers as image entries, an index
 * of parts past `maxUrls`). A failed read yields no blog entries (or no content dates) and is
 * logged (back-office.md §8).
 * @param now - the moment for the publication rule
 * @param maxUrls - URLs per file ({@link SITEMAP_MAX_URLS}; smaller in tests)
 */
export async function buildLiveSitemap(
  now: Date = new Date(),
  maxUrls: number = SITEMAP_MAX_URLS,
): Promise<LiveSitemap> {
  const db = getDb();
  const [posts, changes, landingPages] = await Promise.all([
    listSitemapPosts(now).catch((error: unknown) => {
      getLogger().error({ err: error }, 'sitemap post read failed');
      return [] as ListedPost[];
    }),
    loadContentChanges(db, now).catch((error: unknown) => {
      getLogger().error({ err: error }, 'sitemap content dates read failed');
      return {};
    }),
    getIndexableLandingPages().catch((error: unknown) => {
      getLogger().error({ err: error }, 'sitemap landing page read failed');
      return [];
    }),
  ]);
  const origin = getSiteUrl();
  const entries = buildSitemapEntries(posts, origin, changes, landingPages);
  const chunks = splitSitemap(entries, maxUrls);
  const parts = chunks.map(sitemapXml);
  const latest = (list: typeof entries) =>
    list.reduce<Date | null>((a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a), null);
  return {
    xml:
      chunks.length === 1
        ? parts[0]!
        : sitemapIndexXml(
            chunks.map((chunk, i) => ({
              loc: `${origin}/sitemap/${i + 1}.xml`,
              lastmod: latest(chunk),
            })),
          ),
    parts,
    stats: {
      staticPages: STATIC_SITEMAP_PAGES.length,
      blogPosts: posts.length,
      totalUrls: entries.length,
    },
  };
}

/**
 * The SEO & Sitemap tab's status (uncached): when an admin last generated the sitemap, and when
 * a search engine last fetched /sitemap.xml, each null when never.
 */
export async function loadSitemapStatus(): Promise<{
  generatedAt: Date | null;
  crawlerFetch: CrawlerFetch | null;
}> {
  const db = getDb();
  const [generatedAt, crawlerFetch] = await Promise.all([
    getSitemapGeneratedAt(db),
    getSitemapCrawlerFetch(db),
  ]);
  return { generatedAt, crawlerFetch };
}
