import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blog_posts } from '@/db/schema';
import { getSiteUrl } from '@/lib/env';
import { publishedPostFilter } from '../blog/publication';
import { getLogger } from '../log';
import { buildSitemapEntries, STATIC_SITEMAP_PAGES, type SitemapPost } from './entries';
import { getSitemapCrawlerFetch, getSitemapGeneratedAt, type CrawlerFetch } from './service';
import { sitemapXml } from './xml';

/**
 * Public posts for the sitemap (back-office.md §7 "Sitemap" read), newest first; a noindex post
 * is left out (issue #23 §4).
 */
export async function listSitemapPosts(now: Date = new Date()): Promise<SitemapPost[]> {
  return getDb()
    .select({
      slug: blog_posts.slug,
      updated_at: blog_posts.updated_at,
      published_at: blog_posts.published_at,
    })
    .from(blog_posts)
    .where(and(publishedPostFilter(now), eq(blog_posts.noindex, false)))
    .orderBy(desc(blog_posts.published_at));
}

/** The sitemap as served and as the admin downloads it, with its counts. */
export type LiveSitemap = {
  xml: string;
  stats: { staticPages: number; blogPosts: number; totalUrls: number };
};

/**
 * Builds the live sitemap document from the database (the 8 static pages and every public post).
 * A failed post read yields no blog entries and is logged (back-office.md §8).
 * @param now - the moment for the publication rule and the static pages' lastmod
 */
export async function buildLiveSitemap(now: Date = new Date()): Promise<LiveSitemap> {
  let posts: SitemapPost[] = [];
  try {
    posts = await listSitemapPosts(now);
  } catch (error) {
    getLogger().error({ err: error }, 'sitemap post read failed');
  }
  const entries = buildSitemapEntries(posts, getSiteUrl(), now);
  return {
    xml: sitemapXml(entries),
    stats: {
      staticPages: STATIC_SITEMAP_PAGES.length,
      blogPosts: posts.length,
      totalUrls: entries.length,
    },
  };
}

/**
 * The SEO & Sitemap tab's status (uncached): when an admin last generated the sitemap, and when
 * a search engine last fetched /sitemap.xml (issue #20 item 11), each null when never.
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
