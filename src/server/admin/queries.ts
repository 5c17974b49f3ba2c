import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import {
  blog_posts,
  demo_requests,
  downloadable_resources,
  newsletter_subscribers,
  site_media,
} from '@/db/schema';

export type DashboardCounts = {
  posts: number;
  resources: number;
  media: number;
  newsletter: number;
  demoRequests: number;
};

/**
 * The five count cards of the dashboard (back-office.md §2, §7 "Count-only reads"): every post,
 * resource and media item outside the Trash; active newsletter subscribers and demo requests,
 * suspected spam excluded (kept, but never counted).
 */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const db = getDb();
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [posts, resources, media, newsletter, demoRequests] = await Promise.all([
    one(db.select({ n: count() }).from(blog_posts).where(isNull(blog_posts.deleted_at))),
    one(
      db
        .select({ n: count() })
        .from(downloadable_resources)
        .where(isNull(downloadable_resources.deleted_at)),
    ),
    one(db.select({ n: count() }).from(site_media).where(isNull(site_media.deleted_at))),
    one(
      db
        .select({ n: count() })
        .from(newsletter_subscribers)
        .where(
          and(
            eq(newsletter_subscribers.is_active, true),
            isNull(newsletter_subscribers.spam_reason),
          ),
        ),
    ),
    one(db.select({ n: count() }).from(demo_requests).where(isNull(demo_requests.spam_reason))),
  ]);
  return { posts, resources, media, newsletter, demoRequests };
}
