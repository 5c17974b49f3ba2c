import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { RECORD_REVISION_KINDS } from '../../lib/revision-kinds';
import { createdAt, serialId } from './columns';
import { userRef } from './user-columns';

export { RECORD_REVISION_KINDS, type RecordRevisionKind } from '../../lib/revision-kinds';

/**
 * Revisions of resources, banners, videos and media items (resources, banners and
 * media metadata keep revisions of their fields too): one row per save that changed a kept field,
 * the fields as a JSON object of strings (or null). Rows of a record go when it is purged from the
 * Trash; the same retention as posts applies (30 days, and the newest 50 of each record).
 */
export const record_revisions = pgTable(
  'record_revisions',
  {
    ...serialId(),
    record_kind: text('record_kind', { enum: RECORD_REVISION_KINDS }).notNull(),
    /** The record's id as text (a number, or a video's uuid). */
    record_id: text('record_id').notNull(),
    author_id: userRef('author_id'),
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull(),
    /** The revision this one restored, when it was a restore. */
    restored_from: integer('restored_from'),
    ...createdAt(),
  },
  (t) => [
    check(
      'record_revisions_kind_check',
      sql`${t.record_kind} in ('resource', 'banner', 'video', 'media')`,
    ),
    index('record_revisions_record_idx').on(t.record_kind, t.record_id, t.created_at),
  ],
);

export type RecordRevision = typeof record_revisions.$inferSelect;
