import 'server-only';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { pages, record_revisions, redirects, user, type PageRow } from '@/db/schema';
import { getSiteUrl } from '@/lib/env';
import { newLandingContent, reservedPathMessage, type LandingContent } from '@/lib/pages/landing';
import {
  checkPageContent,
  compareFieldPaths,
  contentFromFields,
  fieldLabel,
  flattenContent,
  isLandingKey,
  PAGE_KEYS,
  pageDefinition,
  type LandingPageKey,
  type PageContent,
  type PageKey,
} from '@/lib/pages/registry';
import { REVIEW_REQUIRED_MESSAGE, type StaffRole } from '@/lib/roles';
import { ActionError, EditConflictError, notFound } from '../actions/errors';
import { activeAdminEmails } from '../admin/users';
import { auditChange } from '../audit/log';
import { AppError } from '../errors';
import { cancelJob, enqueueJob } from '../jobs/runner';
import { enqueueMail } from '../mail/outbox';
import { fieldDiffs, type FieldDiff } from '../revisions/diff';
import { revisionsOf } from '../revisions/records';
import { pruneRevisions } from '../revisions/retention';
import { readSetting } from '../settings/store';
import { moveToTrash } from '../trash/service';
import { recordFormDefinitions } from './forms';

// The marketing pages' words (lib/pages): a row per edited page with its published content and the
// team's shared draft; each publication is a revision in record_revisions (record_kind 'page').

/** A page as its editor opens it, and as every write of the editor answers it. */
export type PageEditorState = {
  key: PageKey;
  /** What the back office calls the page ("Home", a landing page's name). */
  label: string;
  /** Its public address. */
  path: string;
  /** The page row's id, once the page was edited (its History is read by it); null before. */
  id: number | null;
  /** What the public page shows: the last publication, or the shipped copy. */
  content: PageContent;
  /** The unpublished changes, or null when there are none. */
  draft: PageContent | null;
  draftAt: Date | null;
  draftBy: string | null;
  publishAt: Date | null;
  publishedAt: Date | null;
  publishedBy: string | null;
  /** An Editor's request for review, waiting for an admin. */
  reviewRequestedAt: Date | null;
  reviewRequestedBy: string | null;
  /** The note of the admin who sent the draft back, until the next request or publication. */
  reviewNote: string | null;
  reviewNoteBy: string | null;
  /** The edit version every write names (a stale one is an edit conflict). */
  version: number;
};

/** A page as the Pages section lists it. */
export type PageListItem = Pick<
  PageEditorState,
  | 'key'
  | 'draftAt'
  | 'draftBy'
  | 'publishAt'
  | 'publishedAt'
  | 'publishedBy'
  | 'reviewRequestedAt'
  | 'reviewRequestedBy'
  | 'label'
  | 'path'
> & { hasDraft: boolean };

const drafter = alias(user, 'drafter');
const publisher = alias(user, 'publisher');
const requester = alias(user, 'requester');
const reviewer = alias(user, 'reviewer');

/** The people a page row names, by e-mail. */
type People = {
  draftBy: string | null;
  publishedBy: string | null;
  requestedBy: string | null;
  noteBy: string | null;
};
const NOBODY: People = { draftBy: null, publishedBy: null, requestedBy: null, noteBy: null };

/** A stored document as the page's content, or null when it no longer fits the schema. */
function stored(key: PageKey, value: unknown): PageContent | null {
  if (value == null) return null;
  const checked = checkPageContent(key, value);
  return checked.ok ? checked.content : null;
}

async function rowsWithPeople(db: Db, keys: readonly PageKey[] | SQL) {
  return (
    db
      .select({
        page: pages,
        draftBy: drafter.email,
        publishedBy: publisher.email,
        requestedBy: requester.email,
        noteBy: reviewer.email,
      })
      .from(pages)
      .leftJoin(drafter, eq(drafter.id, pages.draft_by))
      .leftJoin(publisher, eq(publisher.id, pages.published_by))
      .leftJoin(requester, eq(requester.id, pages.review_requested_by))
      .leftJoin(reviewer, eq(reviewer.id, pages.review_note_by))
      // A landing page in the Trash is no page until it is restored.
      .where(
        and(
          Array.isArray(keys) ? inArray(pages.key, [...keys]) : (keys as SQL),
          isNull(pages.deleted_at),
        ),
      )
  );
}

function editorState(
  key: PageKey,
  found: ({ page: PageRow } & People) | undefined,
): PageEditorState {
  const page = found?.page;
  const content = stored(key, page?.content) ?? (pageDefinition(key).defaults as PageContent);
  const draft = stored(key, page?.draft);
  return {
    key,
    ...pageName(key, page, draft ?? content),
    id: page?.id ?? null,
    content,
    draft,
    draftAt: page?.draft_at ?? null,
    draftBy: found?.draftBy ?? null,
    publishAt: page?.publish_at ?? null,
    publishedAt: page?.published_at ?? null,
    publishedBy: found?.publishedBy ?? null,
    reviewRequestedAt: page?.review_requested_at ?? null,
    reviewRequestedBy: found?.requestedBy ?? null,
    reviewNote: page?.review_note ?? null,
    reviewNoteBy: found?.noteBy ?? null,
    version: page?.version ?? 0,
  };
}

/**
 * A page's name and address: a marketing page's from the registry, a landing page's from its
 * content (its newest name) and its row.
 */
function pageName(
  key: PageKey,
  row: PageRow | undefined,
  newest: PageContent,
): { label: string; path: string } {
  if (isLandingKey(key))
    return { label: (newest as LandingContent).page.title, path: row?.path ?? '/' };
  const def = pageDefinition(key);
  return { label: def.label, path: def.path };
}

/** A page as its editor opens it (a page never edited has version 0 and no row yet). */
export async function loadPageForEditor(db: Db, key: PageKey): Promise<PageEditorState> {
  const [found] = await rowsWithPeople(db, [key]);
  return editorState(key, found);
}

/**
 * The Pages section's list: every marketing page with its state, in the registry's order, then the
 * landing pages, newest first.
 */
export async function listPages(db: Db): Promise<PageListItem[]> {
  // One read: the marketing pages' rows and the landing pages'.
  const rows = await rowsWithPeople(
    db,
    or(inArray(pages.key, PAGE_KEYS), sql`${pages.key} like 'landing-%'`)!,
  );
  const landing = rows
    .filter((r) => isLandingKey(r.page.key))
    .sort((a, b) => b.page.id - a.page.id);
  const states = [
    ...PAGE_KEYS.map((key) =>
      editorState(
        key,
        rows.find((r) => r.page.key === key),
      ),
    ),
    ...landing.map((r) => editorState(r.page.key as PageKey, r)),
  ];
  return states.map((s) => {
    return {
      key: s.key,
      label: s.label,
      path: s.path,
      hasDraft: s.draft !== null,
      draftAt: s.draftAt,
      draftBy: s.draftBy,
      publishAt: s.publishAt,
      publishedAt: s.publishedAt,
      publishedBy: s.publishedBy,
      reviewRequestedAt: s.reviewRequestedAt,
      reviewRequestedBy: s.reviewRequestedBy,
    };
  });
}

/**
 * Checks content against the page's schema for a write.
 * @throws AppError 422 naming the first failing field, with a message per field path
 */
function checked<K extends PageKey>(key: K, content: unknown): PageContent<K> {
  const result = checkPageContent(key, content);
  if (result.ok) return result.content;
  const [path, message] = Object.entries(result.errors)[0]!;
  throw new AppError(
    422,
    `${path === '_form' ? 'The page' : fieldLabel(key, path)}: ${message}`,
    result.errors,
  );
}

/**
 * Runs a write of the editor on the page's row, locked, in a transaction: creates the row the
 * first time, refuses a stale edit version, applies `set` with the version raised, and answers
 * the page as now stored.
 * @throws EditConflictError(409) carrying the page as stored when `expectedVersion` is stale
 */
async function writePage(
  db: Db,
  key: PageKey,
  expectedVersion: number,
  write: (tx: Db, row: PageRow) => Promise<Partial<PageRow>>,
): Promise<PageEditorState> {
  await db.transaction(async (tx) => {
    // A marketing page's row is created by its first write; a landing page's by its creation.
    if (!isLandingKey(key))
      await tx.insert(pages).values({ key, version: 0 }).onConflictDoNothing({ target: pages.key });
    const [row] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.key, key), isNull(pages.deleted_at)))
      .for('update');
    if (!row) throw notFound('Page');
    if (row!.version !== expectedVersion)
      throw new EditConflictError(editorState(key, { page: row!, ...NOBODY }));
    const set = await write(tx, row!);
    await tx
      .update(pages)
      .set({ ...set, version: sql`${pages.version} + 1`, updated_at: sql`now()` })
      .where(eq(pages.id, row!.id));
  });
  return loadPageForEditor(db, key);
}

/**
 * Saves the team's draft of a page (the editor saves as the person types): checked against the
 * page's schema, stored beside the published content, which it does not change. A draft equal to
 * the published content is no draft.
 * @param content - the whole content of the page
 * @param expectedVersion - the edit version the editor has (0 for a page never edited)
 * @returns the page as stored
 * @throws AppError 422 for content the schema refuses; EditConflictError(409) when stale
 */
export async function savePageDraft(
  db: Db,
  key: PageKey,
  content: unknown,
  actorId: string,
  expectedVersion: number,
): Promise<PageEditorState> {
  const draft = checked(key, content);
  return writePage(db, key, expectedVersion, async (tx, row) => {
    const published = stored(key, row.content) ?? pageDefinition(key).defaults;
    const same = JSON.stringify(published) === JSON.stringify(draft);
    // Nothing left to publish: a schedule has nothing to do either.
    if (same) await cancelJob(tx, publishJobKey(key));
    return same
      ? { draft: null, draft_at: null, draft_by: null, publish_at: null }
      : { draft, draft_at: new Date(), draft_by: actorId };
  });
}

/**
 * Publishes content as the page's (public-site.md §2 pages keep their design; the words are the
 * team's): it replaces the published content, the draft is cleared (and its schedule), the
 * publication is kept as a revision and audited as `page.publish`. The caller invalidates the
 * page's cache tag.
 * @param content - the whole content to publish (the editor's current draft)
 * @returns the page as stored
 * @throws AppError 422 for content the schema refuses; EditConflictError(409) when stale
 */
export async function publishPage(
  db: Db,
  key: PageKey,
  content: unknown,
  actorId: string,
  expectedVersion: number,
  opts: { now?: Date; restoredFrom?: number } = {},
): Promise<PageEditorState> {
  const published = checked(key, content);
  const now = opts.now ?? new Date();
  return writePage(db, key, expectedVersion, async (tx, row) => {
    await cancelJob(tx, publishJobKey(key));
    return publication(tx, key, row, published, actorId, now, {
      ...(row.review_requested_at ? { approvedReview: true } : {}),
    });
  });
}

/**
 * The work of every publication, by hand or scheduled, in its transaction: keeps the content as a
 * revision (then the revisions' retention) and a landing page's forms' definitions, audits
 * `page.publish`, and answers the columns the page row takes (the content published, no draft
 * left).
 * @param details - what the audit entry adds to the new version (a review approved, a schedule)
 */
async function publication(
  tx: Db,
  key: PageKey,
  row: PageRow,
  content: PageContent,
  authorId: string | null,
  now: Date,
  details: Record<string, unknown>,
): Promise<Partial<PageRow>> {
  await tx.insert(record_revisions).values({
    record_kind: 'page',
    record_id: String(row.id),
    author_id: authorId,
    fields: flattenContent(content),
    created_at: now,
  });
  await pruneRevisions(tx, record_revisions, revisionsOf('page', row.id), now);
  if (isLandingKey(key)) await recordFormDefinitions(tx, row.id, content as LandingContent);
  await auditChange(tx, authorId, 'page.publish', key, { version: row.version + 1, ...details });
  return { content, published_at: now, published_by: authorId, ...NO_DRAFT };
}

/** A page without a draft: nothing scheduled, nothing to review, no note on it. */
const NO_DRAFT = {
  draft: null,
  draft_at: null,
  draft_by: null,
  publish_at: null,
  review_requested_at: null,
  review_requested_by: null,
  review_note: null,
  review_note_at: null,
  review_note_by: null,
} satisfies Partial<PageRow>;

/**
 * Whether a person of `role` may publish (or schedule) a page now: an admin always; an Editor
 * when the review setting is off.
 * @throws AppError 403 {@link REVIEW_REQUIRED_MESSAGE} for an Editor while reviews are required
 */
export async function assertMayPublish(db: Db, role: StaffRole): Promise<void> {
  if (role === 'admin') return;
  if ((await readSetting(db, 'page_review')).required)
    throw new AppError(403, REVIEW_REQUIRED_MESSAGE);
}

/**
 * An Editor's request for an admin's review of the page's draft: the page waits in the Pages
 * section's "Waiting for review" list, and every active admin gets an e-mail naming the page and
 * who asked. Audited as `page.request_review`.
 * @throws ActionError 422 when the page has no draft; EditConflictError(409) when stale
 */
export async function requestPageReview(
  db: Db,
  key: PageKey,
  actorId: string,
  expectedVersion: number,
): Promise<PageEditorState> {
  const label = pageDefinition(key).label;
  return writePage(db, key, expectedVersion, async (tx, row) => {
    if (!row.draft)
      throw new ActionError('There are no changes to review: edit the page first.', 422);
    const [who] = await tx.select({ email: user.email }).from(user).where(eq(user.id, actorId));
    const url = `${getSiteUrl()}/admin/pages/${key}`;
    await enqueueMail(
      tx,
      (await activeAdminEmails(tx)).map((to) => ({
        to,
        kind: 'notification.page_review',
        subject: `Review requested: the ${label} page`,
        text: `${who?.email ?? 'An editor'} asks you to review the changes to the ${label} page before they are published.\n\nReview them: ${url}`,
      })),
    );
    await auditChange(tx, actorId, 'page.request_review', key);
    return {
      review_requested_at: new Date(),
      review_requested_by: actorId,
      review_note: null,
      review_note_at: null,
      review_note_by: null,
    };
  });
}

/**
 * An admin sends an Editor's draft back with a note: the review request is closed, the draft stays
 * for the Editor to change, who gets the note by e-mail too. Audited as `page.send_back`.
 * @param note - what to change (1 to 1,000 characters, checked by the action's schema)
 * @throws ActionError 422 when no review was requested; EditConflictError(409) when stale
 */
export async function sendBackPage(
  db: Db,
  key: PageKey,
  note: string,
  actorId: string,
  expectedVersion: number,
): Promise<PageEditorState> {
  const label = pageDefinition(key).label;
  return writePage(db, key, expectedVersion, async (tx, row) => {
    if (!row.review_requested_at)
      throw new ActionError('No review was requested for this page.', 422);
    const [editor] = row.review_requested_by
      ? await tx
          .select({ email: user.email })
          .from(user)
          .where(eq(user.id, row.review_requested_by))
      : [];
    if (editor)
      await enqueueMail(tx, [
        {
          to: editor.email,
          kind: 'notification.page_review',
          subject: `Changes requested: the ${label} page`,
          text: `Your changes to the ${label} page were sent back with this note:\n\n${note}\n\nEdit them: ${getSiteUrl()}/admin/pages/${key}`,
        },
      ]);
    await auditChange(tx, actorId, 'page.send_back', key, { note });
    return {
      review_requested_at: null,
      review_requested_by: null,
      review_note: note,
      review_note_at: new Date(),
      review_note_by: actorId,
    };
  });
}

/** The background job that publishes a page's draft at its scheduled time. */
export const PAGE_PUBLISH_JOB = 'pages.publish';

/** The deduplication key of a page's scheduled publication: one per page. */
const publishJobKey = (key: PageKey) => `page-publish:${key}`;

/**
 * Schedules the publication of content as the page's at `publishAt`: the content becomes the
 * draft (the team may still change it; what the draft holds then is published), and a job of the
 * background runner publishes it then, replacing an earlier schedule. Audited as
 * `page.schedule`.
 * @param publishAt - a time in the future
 * @returns the page as stored, `publishAt` set
 * @throws AppError 422 for a time not in the future or content the schema refuses;
 *   EditConflictError(409) when stale
 */
export async function schedulePagePublish(
  db: Db,
  key: PageKey,
  content: unknown,
  publishAt: Date,
  actorId: string,
  expectedVersion: number,
  now: Date = new Date(),
): Promise<PageEditorState> {
  const draft = checked(key, content);
  if (!(publishAt.getTime() > now.getTime()))
    throw new AppError(422, 'Choose a time in the future', {
      publishAt: 'Choose a time in the future',
    });
  return writePage(db, key, expectedVersion, async (tx) => {
    await cancelJob(tx, publishJobKey(key));
    await enqueueJob(
      tx,
      PAGE_PUBLISH_JOB,
      { key, by: actorId },
      {
        runAt: publishAt,
        key: publishJobKey(key),
      },
    );
    await auditChange(tx, actorId, 'page.schedule', key, { publishAt: publishAt.toISOString() });
    return { draft, draft_at: now, draft_by: actorId, publish_at: publishAt };
  });
}

/**
 * Withdraws a page's scheduled publication; the draft stays. Audited as `page.unschedule`.
 * @throws EditConflictError(409) when stale
 */
export async function cancelPageSchedule(
  db: Db,
  key: PageKey,
  actorId: string,
  expectedVersion: number,
): Promise<PageEditorState> {
  return writePage(db, key, expectedVersion, async (tx) => {
    await cancelJob(tx, publishJobKey(key));
    await auditChange(tx, actorId, 'page.unschedule', key);
    return { publish_at: null };
  });
}

/**
 * The scheduled publication's work (the `pages.publish` job): publishes the page's draft when
 * its schedule is still there and due; a schedule withdrawn or moved meanwhile, or a draft
 * published or discarded since, publishes nothing. Kept as a revision and audited as
 * `page.publish` in the name of who scheduled it.
 * @param scheduledBy - the user id the job was added by
 * @returns whether the page was published (the caller then invalidates its cache tag)
 */
export async function publishScheduledPage(
  db: Db,
  key: PageKey,
  scheduledBy: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.key, key), isNull(pages.deleted_at)))
      .for('update');
    if (!row?.publish_at || row.publish_at.getTime() > now.getTime() + 1000) return false;
    const draft = stored(key, row.draft);
    if (!draft) return false;
    const published = await publication(tx, key, row, draft, scheduledBy, now, {
      scheduled: true,
    });
    await tx
      .update(pages)
      .set({
        ...published,
        version: sql`${pages.version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(pages.id, row.id));
    return true;
  });
}

/**
 * Drops the page's draft (and its schedule): the editor shows the published content again.
 * Audited as `page.discard_draft`.
 * @throws EditConflictError(409) when stale
 */
export async function discardPageDraft(
  db: Db,
  key: PageKey,
  actorId: string,
  expectedVersion: number,
): Promise<PageEditorState> {
  return writePage(db, key, expectedVersion, async (tx) => {
    await cancelJob(tx, publishJobKey(key));
    await auditChange(tx, actorId, 'page.discard_draft', key);
    return NO_DRAFT;
  });
}

/** The page a revision belongs to, and its content, or a 404. */
async function pageRevision(db: Db, key: PageKey, revisionId: number) {
  const [found] = await db
    .select({ fields: record_revisions.fields, key: pages.key })
    .from(record_revisions)
    .innerJoin(pages, sql`${pages.id}::text = ${record_revisions.record_id}`)
    .where(and(eq(record_revisions.id, revisionId), eq(record_revisions.record_kind, 'page')));
  if (!found || found.key !== key) throw notFound('Revision');
  return found.fields;
}

/**
 * Restores an earlier publication of a page as its draft (the team then publishes it, or not):
 * nothing public changes. Audited as `page.restore_revision`.
 * @param expectedVersion - the edit version the editor has
 * @returns the page as stored, the revision as its draft
 * @throws ActionError 404 for a revision of no page or of another page; 422 when the revision no
 *   longer fits the page's design (its schema changed since); EditConflictError(409) when stale
 */
export async function restorePageRevision(
  db: Db,
  key: PageKey,
  revisionId: number,
  actorId: string,
  expectedVersion: number,
): Promise<PageEditorState> {
  const result = checkPageContent(
    key,
    contentFromFields(key, await pageRevision(db, key, revisionId)),
  );
  if (!result.ok)
    throw new ActionError(
      "That version no longer fits the page's design: its sections changed since. Edit the page instead.",
      422,
    );
  return writePage(db, key, expectedVersion, async (tx) => {
    await auditChange(tx, actorId, 'page.restore_revision', key, { revision: revisionId });
    return { draft: result.content, draft_at: new Date(), draft_by: actorId };
  });
}

/** A publication as the History panel lists it. */
export type PageRevisionItem = {
  id: number;
  createdAt: Date;
  author: string | null;
  title: string;
  restoredFrom: number | null;
};

/** The History panel's list of a page (by its row id): every kept publication, newest first. */
export async function listPageRevisions(db: Db, pageId: number): Promise<PageRevisionItem[]> {
  const rows = await db
    .select({
      id: record_revisions.id,
      createdAt: record_revisions.created_at,
      author: user.email,
      restoredFrom: record_revisions.restored_from,
    })
    .from(record_revisions)
    .leftJoin(user, eq(user.id, record_revisions.author_id))
    .where(revisionsOf('page', pageId))
    .orderBy(desc(record_revisions.created_at), desc(record_revisions.id));
  return rows.map((r) => ({ ...r, title: 'Published' }));
}

/**
 * The words changed between two publications of one page, field by field (each field named as
 * the editor names it).
 * @throws ActionError(404) when either is missing, of another kind, or of another page
 */
export async function diffPageRevisions(
  db: Db,
  fromId: number,
  toId: number,
): Promise<FieldDiff[]> {
  const rows = await db
    .select({ id: record_revisions.id, fields: record_revisions.fields, key: pages.key })
    .from(record_revisions)
    .innerJoin(pages, sql`${pages.id}::text = ${record_revisions.record_id}`)
    .where(
      and(eq(record_revisions.record_kind, 'page'), inArray(record_revisions.id, [fromId, toId])),
    );
  const from = rows.find((r) => r.id === fromId);
  const to = rows.find((r) => r.id === toId);
  if (!from || !to || from.key !== to.key) throw notFound('Revision');
  const key = from.key as PageKey;
  const paths = [...new Set([...Object.keys(from.fields), ...Object.keys(to.fields)])].sort(
    (a, b) => compareFieldPaths(key, a, b),
  );
  return fieldDiffs(
    from.fields,
    to.fields,
    paths.map((p) => [p, fieldLabel(key, p)] as const),
    (f, k) => f[k] ?? '',
  );
}

/**
 * Why `path` cannot be a new landing page's address, or null when it is free: the site's own
 * routes and files, a redirect's source, another landing page.
 * @param path - a checked landing path (lib/pages/landing.ts `landingPath`)
 */
export async function landingPathProblem(db: Db, path: string): Promise<string | null> {
  const reserved = reservedPathMessage(path);
  if (reserved) return reserved;
  const [page] = await db
    .select({ deleted: pages.deleted_at })
    .from(pages)
    .where(eq(pages.path, path));
  if (page?.deleted)
    return `${path} is the address of a landing page in the Trash: restore it, or delete it forever first`;
  if (page) return `${path} is already another landing page's address`;
  const [redirect] = await db
    .select({ id: redirects.id })
    .from(redirects)
    .where(eq(redirects.from_path, path));
  if (redirect) return `${path} is a redirect's source: remove the redirect first`;
  return null;
}

/**
 * Creates a landing page at `path`, named `title`: its row with a draft of a hero and a
 * call-to-action band (lib/pages/landing.ts), or, duplicating `from`, of that page's newest words
 * (its draft, else its publication) under the new name. Nothing is public until it is published.
 * Audited as `page.create`.
 * @param input.path - a checked landing path
 * @param input.from - the landing page to duplicate
 * @returns the new page as its editor opens it
 * @throws AppError 422 with a message on `path` when the address is not free; ActionError 404
 *   when `from` does not exist
 */
export async function createLandingPage(
  db: Db,
  input: { title: string; path: string; from?: LandingPageKey },
  actorId: string,
): Promise<PageEditorState & { key: LandingPageKey }> {
  let draft = newLandingContent(input.title);
  if (input.from) {
    const source = await loadPageForEditor(db, input.from);
    if (source.id === null) throw notFound('Page');
    const newest = (source.draft ?? source.content) as LandingContent;
    draft = {
      ...newest,
      page: { ...newest.page, title: input.title },
      seo: { ...newest.seo, title: input.title },
    };
  }
  const key = await db.transaction(async (tx) => {
    const problem = await landingPathProblem(tx, input.path);
    if (problem) throw new AppError(422, problem, { path: problem });
    const [row] = await tx
      .insert(pages)
      .values({
        key: `landing-new-${crypto.randomUUID()}`,
        path: input.path,
        draft,
        draft_at: new Date(),
        draft_by: actorId,
      })
      .returning({ id: pages.id });
    const created = `landing-${row!.id}` as const;
    await tx.update(pages).set({ key: created }).where(eq(pages.id, row!.id));
    await auditChange(tx, actorId, 'page.create', created, {
      path: input.path,
      ...(input.from ? { from: input.from } : {}),
    });
    return created;
  });
  return { ...(await loadPageForEditor(db, key)), key };
}

/** A published landing page as the public site serves it. */
export type PublishedLandingPage = {
  /** The page row's id (its forms are named by it). */
  id: number;
  key: LandingPageKey;
  path: string;
  content: LandingContent;
  published_at: Date | null;
};

/**
 * Every published landing page outside the Trash (a handful: the public route and the sitemap
 * read them all at once, so a request for any unknown address costs no read of its own).
 */
export async function listPublishedLandingPages(db: Db): Promise<PublishedLandingPage[]> {
  const rows = await db
    .select({
      id: pages.id,
      key: pages.key,
      path: pages.path,
      content: pages.content,
      at: pages.published_at,
    })
    .from(pages)
    .where(
      sql`${pages.key} like 'landing-%' and ${pages.content} is not null and ${pages.deleted_at} is null`,
    )
    .orderBy(pages.path);
  return rows.flatMap((r) => {
    if (!isLandingKey(r.key) || !r.path) return [];
    const content = stored(r.key, r.content) as LandingContent | null;
    return content ? [{ id: r.id, key: r.key, path: r.path, content, published_at: r.at }] : [];
  });
}

/**
 * Moves a landing page to the Trash (its editor's Delete): its address answers 404 and it leaves
 * the Pages list and the sitemap at once; Restore in the Trash brings it back. A schedule is
 * withdrawn. Audited as `page.trash`.
 * @returns the cache tags to refresh
 * @throws ActionError(404) when there is no such landing page outside the Trash
 */
export async function trashLandingPage(
  db: Db,
  key: LandingPageKey,
  actorId: string,
): Promise<string[]> {
  const id = Number(key.slice('landing-'.length));
  const { tags } = await moveToTrash(db, 'page', id, actorId);
  await cancelJob(db, publishJobKey(key));
  return tags;
}
