import { and, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { blog_posts } from '@/db/schema';

/**
 * The one publication rule (public-site.md §4 "Blog post publication"): a post is public only
 * when its status is published and published_at is set and not in the future, and it is not in the
 * Trash. Every public read (lists, article page, recent links, sitemap, feed)
 * filters with this.
 * @param now - the moment to judge against (default: now)
 */
export function publishedPostFilter(now: Date = new Date()): SQL {
  return and(
    eq(blog_posts.status, 'published'),
    isNotNull(blog_posts.published_at),
    lte(blog_posts.published_at, now),
    isNull(blog_posts.deleted_at),
  ) as SQL;
}
