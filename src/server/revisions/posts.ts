import 'server-only';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts, record_revisions, user, type PostStatus } from '@/db/schema';
import { notFound } from '../actions/errors';
import { fieldDiffs, htmlText, type FieldDiff } from './diff';
import { revisionsOf } from './records';
import { pruneRevisions } from './retention';

// A post's revisions, in the one revisions table (record_kind 'post'). A post differs from the
// other records in two ways: the editor autosaves (one autosave revision per post and author,
// superseded by a save), and a change of status alone makes no revision.

/** The fields a revision keeps of a post. */
export type RevisionFields = {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  meta_description: string | null;
  status: PostStatus;
  published_at: Date | null;
};

/** The fields whose change makes a new content revision (a status change alone does not). */
const CONTENT_FIELDS = ['title', 'slug', 'excerpt', 'content', 'meta_description'] as const;

/** A revision as the History panel lists it. */
export type RevisionListItem = {
  id: number;
  kind: 'save' | 'autosave';
  createdAt: Date;
  author: string | null;
  title: string;
  status: PostStatus;
  publishedAt: Date | null;
  restoredFrom: number | null;
};

type Stored = Record<string, string | null>;

/** A post's fields as a revision stores them: text, published_at as an ISO 8601 instant. */
const toStored = (r: RevisionFields): Stored => ({
  title: r.title,
  slug: r.slug,
  excerpt: r.excerpt,
  content: r.content,
  meta_description: r.meta_description,
  status: r.status,
  published_at: r.published_at ? r.published_at.toISOString() : null,
});

const fromStored = (f: Stored): RevisionFields => ({
  title: f.title ?? '',
  slug: f.slug ?? '',
  excerpt: f.excerpt ?? null,
  content: f.content ?? '',
  meta_description: f.meta_description ?? null,
  status: (f.status ?? 'draft') as PostStatus,
  published_at: f.published_at ? new Date(f.published_at) : null,
});

const ofPost = (postId: number) => revisionsOf('post', postId);

/** The autosave revisions of one post by one author (there is at most one). */
const autosaveOf = (postId: number, authorId: string) =>
  and(
    ofPost(postId),
    eq(record_revisions.kind, 'autosave'),
    eq(record_revisions.author_id, authorId),
  );

/**
 * Checks that a post exists and is not in the Trash, e.g. before writing
 * something of it in the same transaction.
 * @throws ActionError(404) "Blog post" otherwise
 */
export async function requireLivePost(tx: Db, postId: number): Promise<void> {
  const [post] = await tx
    .select({ id: blog_posts.id })
    .from(blog_posts)
    .where(and(eq(blog_posts.id, postId), isNull(blog_posts.deleted_at)));
  if (!post) throw notFound('Blog post');
}

/**
 * Records a save of a post as a revision, in the save's transaction: a new revision
 * when a content field (title, slug, excerpt, content, meta description) differs from the newest
 * saved revision — a status-only change makes none; the author's autosaves of the post are then
 * superseded (deleted: the save is the saved version now); then the retention runs.
 * @param row - the post's fields as saved
 * @param opts.restoredFrom - the revision a restore brought back
 * @returns the new revision's id, or null when nothing but the status changed
 */
export async function recordSave(
  tx: Db,
  postId: number,
  authorId: string,
  row: RevisionFields,
  opts: { restoredFrom?: number; now?: Date } = {},
): Promise<number | null> {
  const now = opts.now ?? new Date();
  const [last] = await tx
    .select({ fields: record_revisions.fields })
    .from(record_revisions)
    .where(and(ofPost(postId), eq(record_revisions.kind, 'save')))
    .orderBy(desc(record_revisions.created_at), desc(record_revisions.id))
    .limit(1);
  const stored = toStored(row);
  let id: number | null = null;
  if (
    !last ||
    opts.restoredFrom ||
    CONTENT_FIELDS.some((f) => (last.fields[f] ?? null) !== stored[f])
  ) {
    const [inserted] = await tx
      .insert(record_revisions)
      .values({
        record_kind: 'post',
        record_id: String(postId),
        kind: 'save',
        author_id: authorId,
        fields: stored,
        restored_from: opts.restoredFrom ?? null,
        created_at: now,
      })
      .returning({ id: record_revisions.id });
    id = inserted!.id;
  }
  await tx.delete(record_revisions).where(autosaveOf(postId, authorId));
  await pruneRevisions(tx, record_revisions, ofPost(postId), now);
  return id;
}

/**
 * Autosaves what the editor holds: one autosave revision per post and author (the
 * previous one is replaced); the post itself, and so what is published, never changes.
 * @returns when it was saved
 * @throws ActionError(404) when the post no longer exists or is in the Trash
 */
export async function autosavePost(
  db: Db,
  postId: number,
  authorId: string,
  fields: RevisionFields,
  now = new Date(),
): Promise<{ savedAt: Date }> {
  return db.transaction(async (tx) => {
    await requireLivePost(tx, postId);
    await tx.delete(record_revisions).where(autosaveOf(postId, authorId));
    await tx.insert(record_revisions).values({
      record_kind: 'post',
      record_id: String(postId),
      kind: 'autosave',
      author_id: authorId,
      fields: toStored(fields),
      created_at: now,
    });
    return { savedAt: now };
  });
}

/** Deletes the author's autosave of a post ("Discard"). */
export async function discardAutosave(
  db: Db,
  postId: number,
  authorId: string,
): Promise<{ discarded: number }> {
  const rows = await db
    .delete(record_revisions)
    .where(autosaveOf(postId, authorId))
    .returning({ id: record_revisions.id });
  return { discarded: rows.length };
}

/**
 * The author's autosave of a post that is newer than the post's last save (the
 * editor offers "Restore unsaved changes from 12:04?"), or null.
 */
export async function newerAutosave(
  db: Db,
  postId: number,
  authorId: string,
): Promise<(RevisionFields & { id: number; createdAt: Date }) | null> {
  const [row] = await db
    .select({ revision: record_revisions })
    .from(record_revisions)
    .innerJoin(blog_posts, eq(blog_posts.id, postId))
    .where(
      and(autosaveOf(postId, authorId), gt(record_revisions.created_at, blog_posts.updated_at)),
    )
    .orderBy(desc(record_revisions.created_at))
    .limit(1);
  if (!row) return null;
  return {
    ...fromStored(row.revision.fields),
    id: row.revision.id,
    createdAt: row.revision.created_at,
  };
}

/** The History panel's list: every kept revision of a post, newest first. */
export async function listRevisions(db: Db, postId: number): Promise<RevisionListItem[]> {
  const rows = await db
    .select({
      id: record_revisions.id,
      kind: record_revisions.kind,
      createdAt: record_revisions.created_at,
      author: user.email,
      fields: record_revisions.fields,
      restoredFrom: record_revisions.restored_from,
    })
    .from(record_revisions)
    .leftJoin(user, eq(user.id, record_revisions.author_id))
    .where(ofPost(postId))
    .orderBy(desc(record_revisions.created_at), desc(record_revisions.id));
  return rows.map(({ fields, ...r }) => {
    const f = fromStored(fields);
    return { ...r, title: f.title, status: f.status, publishedAt: f.published_at };
  });
}

/** One revision's fields, or null. */
export async function getRevision(
  db: Db,
  id: number,
): Promise<(RevisionFields & { id: number; postId: number }) | null> {
  const [row] = await db
    .select()
    .from(record_revisions)
    .where(and(eq(record_revisions.id, id), eq(record_revisions.record_kind, 'post')));
  return row ? { ...fromStored(row.fields), id: row.id, postId: Number(row.record_id) } : null;
}

/** The fields the History panel compares, with their labels. */
const DIFF_FIELDS = [
  ['title', 'Title'],
  ['slug', 'Slug'],
  ['excerpt', 'Excerpt'],
  ['meta_description', 'Meta description'],
  ['content', 'Content'],
] as const;

/**
 * The changes between two revisions of the same post, field by field, as words
 * inserted and deleted (rich content compared as its text); fields that did not change are left
 * out.
 * @param fromId - the older revision
 * @param toId - the newer revision
 * @throws ActionError(404) when either is missing or they belong to different posts
 */
export async function diffRevisions(db: Db, fromId: number, toId: number): Promise<FieldDiff[]> {
  const rows = await db
    .select()
    .from(record_revisions)
    .where(
      and(eq(record_revisions.record_kind, 'post'), inArray(record_revisions.id, [fromId, toId])),
    );
  const fromRow = rows.find((r) => r.id === fromId);
  const toRow = rows.find((r) => r.id === toId);
  if (!fromRow || !toRow || fromRow.record_id !== toRow.record_id) throw notFound('Revision');
  const from = fromStored(fromRow.fields);
  const to = fromStored(toRow.fields);
  const out = fieldDiffs(from, to, DIFF_FIELDS, (r, field) =>
    field === 'content' ? htmlText(r.content) : (r[field as (typeof DIFF_FIELDS)[number][0]] ?? ''),
  );
  if (from.status !== to.status)
    out.push({
      field: 'status',
      label: 'Status',
      parts: [
        { text: from.status, op: 'del' },
        { text: to.status, op: 'ins' },
      ],
    });
  return out;
}

/** How many revisions a post has (tests, benchmarks). */
export async function countRevisions(db: Db, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(record_revisions)
    .where(ofPost(postId));
  return row?.n ?? 0;
}
