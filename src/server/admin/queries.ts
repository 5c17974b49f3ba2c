import 'server-only';
import { count, eq } from 'drizzle-orm';
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

/** The five count cards of the dashboard (back-office.md §2, §7 "Count-only reads"). */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const db = getDb();
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [posts, resources, media, newsletter, demoRequests] = await Promise.all([
    one(db.select({ n: count() }).from(blog_posts)),
    one(db.select({ n: count() }).from(downloadable_resources)),
    one(db.select({ n: count() }).from(site_media)),
    one(
      db
        .select({ n: count() })
        .from(newsletter_subscribers)
        .where(eq(newsletter_subscribers.is_active, true)),
    ),
    one(db.select({ n: count() }).from(demo_requests)),
  ]);
  return { posts, resources, media, newsletter, demoRequests };
}
