import 'server-only';
import { and, asc, count, desc, eq, gt, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blog_posts, leads, not_found_paths } from '@/db/schema';
import type { LeadType } from '@/lib/leads';
import { loadNotificationWarnings } from '../settings/queries';

/** How many of each list the overview shows. */
const SHOWN = 5;
/** Fewest hits that make a missing page worth a redirect. */
const REDIRECT_WORTHY_HITS = 2;

/**
 * The back office's landing page (the Overview): what needs attention now. New leads nobody has
 * worked yet (company and kind only, nothing personal), drafts and the posts scheduled to go
 * live, the missing pages visitors keep asking for (not ignored, not a published post's address),
 * and the notification warnings of the inbox.
 */
export async function loadOverview() {
  const db = getDb();
  const now = new Date();
  const [newLeads, latestLeads, drafts, scheduled, missing, warnings] = await Promise.all([
    db.select({ n: count() }).from(leads).where(eq(leads.status, 'new')),
    db
      .select({
        id: leads.id,
        type: leads.type,
        company: leads.company,
        source: leads.source,
        booking_at: leads.booking_at,
        created_at: leads.created_at,
      })
      .from(leads)
      .where(and(eq(leads.status, 'new'), ne(leads.type, 'newsletter')))
      .orderBy(desc(leads.created_at))
      .limit(SHOWN),
    db
      .select({ n: count() })
      .from(blog_posts)
      .where(and(eq(blog_posts.status, 'draft'), isNull(blog_posts.deleted_at))),
    db
      .select({ id: blog_posts.id, title: blog_posts.title, published_at: blog_posts.published_at })
      .from(blog_posts)
      .where(
        and(
          eq(blog_posts.status, 'published'),
          gt(blog_posts.published_at, now),
          isNull(blog_posts.deleted_at),
        ),
      )
      .orderBy(asc(blog_posts.published_at))
      .limit(SHOWN),
    db
      .select({ path: not_found_paths.path, hits: not_found_paths.hits })
      .from(not_found_paths)
      .where(
        and(
          isNull(not_found_paths.ignored_at),
          gte(not_found_paths.hits, REDIRECT_WORTHY_HITS),
          lte(not_found_paths.first_seen_at, now),
          sql`not exists (select 1 from ${blog_posts} b
            where ${not_found_paths.path} = '/resources/' || b.slug
              and b.status = 'published' and b.deleted_at is null)`,
        ),
      )
      .orderBy(desc(not_found_paths.hits), desc(not_found_paths.last_seen_at))
      .limit(SHOWN),
    loadNotificationWarnings(),
  ]);
  return {
    newLeads: {
      total: newLeads[0]?.n ?? 0,
      latest: latestLeads as (Omit<(typeof latestLeads)[number], 'type'> & { type: LeadType })[],
    },
    drafts: drafts[0]?.n ?? 0,
    scheduled,
    missing,
    warnings,
  };
}
