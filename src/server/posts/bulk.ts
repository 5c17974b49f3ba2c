import 'server-only';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts } from '@/db/schema';
import { ActionError } from '../actions/errors';
import { auditChange } from '../audit/log';

// Bulk actions of the Blog Posts list. Each changes the selected posts in one
// transaction and writes one audit entry per post, as the single-post actions do.

/** What a bulk action changed: how many posts and their slugs (for the cache tags). */
export type BulkResult = { count: number; slugs: string[] };

export const NONE_LEFT = 'None of the selected posts exist any more. Reload the page.';
export const SCHEDULE_IN_PAST = 'Choose a time in the future to schedule the posts.';

/** A bulk status change. */
export type BulkStatusChange =
  { op: 'publish' } | { op: 'archive' } | { op: 'schedule'; publishedAt: Date };

/**
 * Publishes, schedules or archives posts. Publish makes each post public now: status published,
 * and a post without a date or with a future one gets now (one already public keeps its date).
 * Schedule sets status published and the given future time. Archive takes posts off every public
 * surface and keeps their dates. Ids that no longer exist or are in the Trash are skipped.
 * @param now - the current time (tests pass their own)
 * @throws ActionError(422, field "published_at") when a schedule time is not in the future;
 *   ActionError(404) when none of the posts exists
 */
export async function bulkSetPostStatus(
  db: Db,
  ids: readonly number[],
  change: BulkStatusChange,
  actorUserId: string,
  now: Date = new Date(),
): Promise<BulkResult> {
  if (change.op === 'schedule' && change.publishedAt.getTime() <= now.getTime())
    throw new ActionError(SCHEDULE_IN_PAST, 422, 'published_at');
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: blog_posts.id, slug: blog_posts.slug })
      .from(blog_posts)
      .where(and(inArray(blog_posts.id, [...ids]), isNull(blog_posts.deleted_at)))
      .orderBy(asc(blog_posts.id))
      .for('update');
    if (rows.length === 0) throw new ActionError(NONE_LEFT, 404);
    const found = rows.map((r) => r.id);
    const set =
      change.op === 'archive'
        ? { status: 'archived' as const }
        : change.op === 'schedule'
          ? { status: 'published' as const, published_at: change.publishedAt }
          : {
              status: 'published' as const,
              published_at: sql`case when ${blog_posts.published_at} is null or ${blog_posts.published_at} > ${now.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${blog_posts.published_at} end`,
            };
    await tx
      .update(blog_posts)
      .set({ ...set, version: sql`${blog_posts.version} + 1`, updated_at: sql`now()` })
      .where(inArray(blog_posts.id, found));
    for (const row of rows) {
      await auditChange(tx, actorUserId, `post.${change.op}`, row.id, {
        slug: row.slug,
        bulk: true,
        ...(change.op === 'schedule' ? { published_at: change.publishedAt.toISOString() } : {}),
      });
    }
    return { count: rows.length, slugs: rows.map((r) => r.slug) };
  });
}

/**
 * Deletes posts (the list asks for confirmation first): moves them to the Trash
 * (audited as `post.trash`, versions raised). Ids that no longer exist or are already in
 * the Trash are skipped.
 * @param now - the moment recorded as deleted_at
 * @returns the count, the slugs and the ids moved (for the toast's Undo)
 * @throws ActionError(404) when none of the posts exists
 */
export async function bulkDeletePosts(
  db: Db,
  ids: readonly number[],
  actorUserId: string,
  now: Date = new Date(),
): Promise<BulkResult & { ids: number[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(blog_posts)
      .set({
        deleted_at: now,
        deleted_by: actorUserId,
        version: sql`${blog_posts.version} + 1`,
        updated_at: sql`now()`,
      })
      .where(and(inArray(blog_posts.id, [...ids]), isNull(blog_posts.deleted_at)))
      .returning({ id: blog_posts.id, slug: blog_posts.slug, title: blog_posts.title });
    if (rows.length === 0) throw new ActionError(NONE_LEFT, 404);
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      await auditChange(tx, actorUserId, 'post.trash', row.id, { name: row.title, bulk: true });
    }
    return { count: rows.length, slugs: rows.map((r) => r.slug), ids: rows.map((r) => r.id) };
  });
}
