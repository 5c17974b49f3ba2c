import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blog_posts } from '@/db/schema';
import { publishedPostFilter } from '../blog/publication';
import type { SitemapPost } from './entries';

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
