import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { REVISED_RECORD_KINDS, REVISION_TYPES } from '../../lib/revision-kinds';
import { createdAt, serialId } from './columns';
import { userRef } from './user-columns';

export {
  RECORD_REVISION_KINDS,
  type RecordRevisionKind,
  type RevisedRecordKind,
  type RevisionType,
} from '../../lib/revision-kinds';

/**
 * The history of every record edited in the back office (posts, resources, banners, videos,
 * media items, and each publication of a marketing page): one row per save that changed a kept
 * field, the fields as a JSON object of strings (or null; a post's published_at as an ISO 8601
 * instant; a page's content flattened, one entry per text). The post editor's autosaves are
 * revisions too (`kind = 'autosave'`, one per post and author) and never change the post.
 * Restoring writes a new revision; nothing is overwritten. Rows of a record go when it is purged
 * from the Trash. Kept: every revision of the last 30 days, and the newest 50 of each record.
 */
export const record_revisions = pgTable(
  'record_revisions',
  {
    ...serialId(),
    record_kind: text('record_kind', { enum: REVISED_RECORD_KINDS }).notNull(),
    /** The record's id as text (a number, or a video's uuid). */
    record_id: text('record_id').notNull(),
    kind: text('kind', { enum: REVISION_TYPES }).notNull().default('save'),
    author_id: userRef('author_id'),
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull(),
    /** The revision this one restored, when it was a restore. */
    restored_from: integer('restored_from'),
    ...createdAt(),
  },
  (t) => [
    check(
      'record_revisions_kind_check',
      sql`${t.record_kind} in ('resource', 'banner', 'video', 'media', 'post', 'page')`,
    ),
    check('record_revisions_type_check', sql`${t.kind} in ('save', 'autosave')`),
    index('record_revisions_record_idx').on(t.record_kind, t.record_id, t.created_at),
  ],
);

export type RecordRevision = typeof record_revisions.$inferSelect;
