import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { app_meta, blog_posts } from '@/db/schema';
import { getSiteUrl } from '@/lib/env';
import { publishedPostFilter } from '../blog/publication';
import { getLogger } from '../log';
import { buildSitemapEntries, STATIC_SITEMAP_PAGES, type SitemapPost } from './entries';
import { sitemapXml } from './xml';

/** Public posts for the sitemap (back-office.md §7 "Sitemap" read), newest first. */
export async function listSitemapPosts(now: Date = new Date()): Promise<SitemapPost[]> {
  return getDb()
    .select({
      slug: blog_posts.slug,
      updated_at: blog_posts.updated_at,
      published_at: blog_posts.published_at,
    })
    .from(blog_posts)
    .where(publishedPostFilter(now))
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

const GENERATED_KEY = 'sitemap_generated_at';

/** When an admin last generated the sitemap in the SEO & Sitemap tab (app_meta), or null. */
export async function getSitemapGeneratedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select().from(app_meta).where(eq(app_meta.key, GENERATED_KEY)).limit(1);
  return row ? new Date(row.value as string) : null;
}

/** Records the time of a generation (app_meta). */
export async function recordSitemapGenerated(db: Db, at: Date): Promise<void> {
  await db
    .insert(app_meta)
    .values({ key: GENERATED_KEY, value: at.toISOString() })
    .onConflictDoUpdate({ target: app_meta.key, set: { value: at.toISOString(), updated_at: at } });
}
