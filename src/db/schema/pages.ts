import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { editVersion, serialId, timestamps, tstz } from './columns';
import { userRef } from './user-columns';

/**
 * The marketing pages' words (lib/pages): one row per page the team has edited, keyed by the
 * page's name ("home"). A page without a row shows the copy it shipped with. `content` is what the
 * public page shows (null: the shipped copy); `draft` the unpublished changes, shared by the team
 * and saved as they type; publishing copies the draft to `content` and keeps it as a revision
 * (record_revisions, record_kind 'page'). `publish_at` schedules the draft's publication (a job of
 * the background runner). Both JSON documents are checked against the page's schema on write.
 */
export const pages = pgTable('pages', {
  ...serialId(),
  key: text('key').notNull().unique(),
  content: jsonb('content').$type<Record<string, unknown>>(),
  published_at: tstz('published_at'),
  published_by: userRef('published_by'),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  draft_at: tstz('draft_at'),
  draft_by: userRef('draft_by'),
  /** When the draft is to be published by itself; null when not scheduled. */
  publish_at: tstz('publish_at'),
  ...timestamps(),
  ...editVersion(),
});

export type PageRow = typeof pages.$inferSelect;
