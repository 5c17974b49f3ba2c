import 'server-only';
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts, record_revisions, type BlogPost } from '@/db/schema';
import { sanitizeRichHtml } from '@/lib/sanitize';
import type { PostData } from '@/lib/validation/posts';
import { ActionError, EditConflictError, notFound, uniqueConflict } from '../actions/errors';
import { auditChange } from '../audit/log';
import { insertAudited } from '../audited-write';
import { redirectRenamedPost } from '../redirects/service';
import { getRevision, recordSave } from '../revisions/posts';
import { moveToTrash } from '../trash/service';
import { resolveCategory } from './categories';

/**
 * The form's data plus the featured image's pixel width when the server could read it
 * (`storedImageWidth`), so pages can offer its WebP variants.
 */
export type PostRow = PostData & { featured_image_width?: number | null };

/** A post as the admin list shows it (no content). */
export type AdminPostCard = Pick<
  BlogPost,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'status'
  | 'category'
  | 'author_name'
  | 'featured_image_url'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
>;

/** The editable fields of a post, as the Edit Blog Post form loads them. */
export type EditablePost = Omit<BlogPost, 'search_vector'>;

export const SLUG_TAKEN = 'This slug is already used by another post. Choose a different one.';
/** A trashed post keeps its slug until it is purged, so a restore never clashes. */
export const SLUG_IN_TRASH =
  'This slug belongs to a post in the Trash. Restore or delete that post forever, or choose a different slug.';

/** One post with every editable field, or null (also for a post in the Trash). */
export async function getEditablePost(db: Db, id: number): Promise<EditablePost | null> {
  const { search_vector: _omit, ...columns } = getTableColumns(blog_posts);
  void _omit;
  const [row] = await db
    .select(columns)
    .from(blog_posts)
    .where(and(eq(blog_posts.id, id), isNull(blog_posts.deleted_at)))
    .limit(1);
  return (row as EditablePost | undefined) ?? null;
}

/**
 * Whether another post already uses `slug`.
 * @returns false when free, else the message to show (a post in the Trash keeps its slug)
 */
export async function isSlugTaken(
  db: Db,
  slug: string,
  exceptId?: number,
): Promise<false | string> {
  const [row] = await db
    .select({ id: blog_posts.id, deleted_at: blog_posts.deleted_at })
    .from(blog_posts)
    .where(
      exceptId
        ? and(eq(blog_posts.slug, slug), ne(blog_posts.id, exceptId))
        : eq(blog_posts.slug, slug),
    )
    .limit(1);
  return row ? (row.deleted_at ? SLUG_IN_TRASH : SLUG_TAKEN) : false;
}

/**
 * The row to write: content sanitised (rich HTML is sanitised on write and again on render), and
 * a post published without a date published now.
 */
function toRow(data: PostRow) {
  const published_at =
    data.published_at !== null
      ? new Date(data.published_at)
      : data.status === 'published'
        ? new Date()
        : null;
  return { ...data, content: sanitizeRichHtml(data.content), published_at };
}

const slugConflict = uniqueConflict(SLUG_TAKEN, 'slug');

/**
 * Inserts a post (back-office.md §7 "blog_posts: insert (returns the row)"). Its category is
 * matched ignoring case against the managed list and stored as the list spells it.
 * @returns the new row's id and slug
 * @throws ActionError(409, field "slug") when the slug is taken; ActionError(422, field
 *   "category") when the category is not in the list
 */
export async function createPost(
  db: Db,
  data: PostRow,
  actorUserId: string,
): Promise<{ id: number; slug: string }> {
  const taken = await isSlugTaken(db, data.slug);
  if (taken) throw new ActionError(taken, 409, 'slug');
  const category = await resolveCategory(db, data.category);
  return insertAudited(
    db,
    actorUserId,
    'post.create',
    async (tx) => {
      const rows = await tx
        .insert(blog_posts)
        .values({ ...toRow(data), category })
        .returning();
      // The first revision of the post's history.
      await recordSave(tx, rows[0]!.id, actorUserId, rows[0]!);
      return rows.map(({ id, slug }) => ({ id, slug }));
    },
    (row) => ({ slug: row.slug, status: data.status }),
  ).catch(slugConflict);
}

/**
 * Whether a post has been public at some point, for the automatic redirect of a slug change
 * (one simple rule): it is published or archived with a published_at in the past,
 * or one of its saved revisions had the status published with a published_at now in the past.
 */
function oncePublishedSql(id: number) {
  return sql<boolean>`(
    (${blog_posts.status} in ('published', 'archived') and ${blog_posts.published_at} <= now())
    or exists (
      select 1 from ${record_revisions}
       where ${record_revisions.record_kind} = 'post' and ${record_revisions.record_id} = ${String(id)}
         and ${record_revisions.kind} = 'save'
         and ${record_revisions.fields}->>'status' = 'published'
         and (${record_revisions.fields}->>'published_at')::timestamptz <= now()))`;
}

/**
 * Updates a post by id (back-office.md §7 "update by id"), raises its version and
 * records the save in its history (a revision unless only the status changed).
 * @param expectedVersion - the version the editor loaded; when given and the post has moved on
 *   since (another tab or person saved), nothing is written
 * @param opts.restoredFrom - the revision History loaded into the editor before this save (it is
 *   listed as its restore; a revision of another post is ignored)
 * A slug change of a once-published post stores a 301 from its old URL in the same transaction
 * (`redirectRenamedPost`); `redirected` says whether a redirect rule changed.
 * @returns the slug before and after (both public URLs must be refreshed), the new version, and
 *   `redirected` (the caller invalidates the `redirects` tag)
 * @throws ActionError(404) when the post no longer exists; ActionError(409) when the slug is taken;
 *   ActionError(422) when the category is not in the list; EditConflictError(409) carrying the post
 *   as it is now when `expectedVersion` is stale
 */
export async function updatePost(
  db: Db,
  id: number,
  data: PostRow,
  actorUserId: string,
  expectedVersion?: number,
  opts: { restoredFrom?: number } = {},
): Promise<{ oldSlug: string; slug: string; version: number; redirected: boolean }> {
  const taken = await isSlugTaken(db, data.slug, id);
  if (taken) throw new ActionError(taken, 409, 'slug');
  const category = await resolveCategory(db, data.category);
  return db
    .transaction(async (tx) => {
      const [before] = await tx
        .select({
          slug: blog_posts.slug,
          version: blog_posts.version,
          oncePublished: oncePublishedSql(id),
        })
        .from(blog_posts)
        .where(and(eq(blog_posts.id, id), isNull(blog_posts.deleted_at)))
        .for('update');
      if (!before) throw notFound('Blog post');
      if (expectedVersion !== undefined && expectedVersion !== before.version)
        throw new EditConflictError(await getEditablePost(tx, id));
      const [after] = await tx
        .update(blog_posts)
        .set({
          ...toRow(data),
          category,
          version: sql`${blog_posts.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(blog_posts.id, id))
        .returning();
      // A restore names a revision of this post only (another's id is no restore of it).
      const restoredFrom =
        opts.restoredFrom && (await getRevision(tx, opts.restoredFrom))?.postId === id
          ? opts.restoredFrom
          : undefined;
      await recordSave(tx, id, actorUserId, after!, { restoredFrom });
      await auditChange(tx, actorUserId, 'post.update', id, {
        slug: data.slug,
        status: data.status,
        version: after!.version,
        ...(restoredFrom ? { restoredFrom } : {}),
      });
      // A once-published post's old URL answers 301 to its new one.
      const redirected = await redirectRenamedPost(
        tx,
        { id, oldSlug: before.slug, slug: data.slug, oncePublished: before.oncePublished },
        actorUserId,
      );
      return { oldSlug: before.slug, slug: data.slug, version: after!.version, redirected };
    })
    .catch(slugConflict);
}

/**
 * Deletes a post by id: moves it to the Trash (audited as `post.trash`), from
 * where it can be restored until it is purged. Its version rises.
 * @returns the post's slug
 * @throws ActionError(404) when the post no longer exists or is already in the Trash
 */
export async function deletePost(db: Db, id: number, actorUserId: string): Promise<string> {
  const { extra } = await moveToTrash(db, 'post', id, actorUserId);
  return String(extra.slug);
}
