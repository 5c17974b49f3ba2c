import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, serialId, timestamps, tstz } from './columns';
import { trashColumns, userRef } from './user-columns';

/**
 * The marketing pages' words (lib/pages): one row per page the team has edited, keyed by the
 * page's name ("home"). A page without a row shows the copy it shipped with. `content` is what the
 * public page shows (null: the shipped copy); `draft` the unpublished changes, shared by the team
 * and saved as they type; publishing copies the draft to `content` and keeps it as a revision
 * (record_revisions, record_kind 'page'). `publish_at` schedules the draft's publication (a job of
 * the background runner). Both JSON documents are checked against the page's schema on write.
 * With the review setting on, an Editor's draft waits for an admin (`review_*`).
 */
export const pages = pgTable('pages', {
  ...serialId(),
  key: text('key').notNull().unique(),
  /** A landing page's address ("/spring-show"); null for the marketing pages (theirs are routes). */
  path: text('path').unique(),
  content: jsonb('content').$type<Record<string, unknown>>(),
  published_at: tstz('published_at'),
  published_by: userRef('published_by'),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  draft_at: tstz('draft_at'),
  draft_by: userRef('draft_by'),
  /** When the draft is to be published by itself; null when not scheduled. */
  publish_at: tstz('publish_at'),
  /** An Editor asked the admins to review the draft (when the review setting is on). */
  review_requested_at: tstz('review_requested_at'),
  review_requested_by: userRef('review_requested_by'),
  /** An admin sent the draft back with this note; cleared by the next request or publication. */
  review_note: text('review_note'),
  review_note_at: tstz('review_note_at'),
  review_note_by: userRef('review_note_by'),
  ...timestamps(),
  ...editVersion(),
  /** A landing page deleted by the team is in the Trash (a marketing page never is). */
  ...trashColumns(),
});

export type PageRow = typeof pages.$inferSelect;

/**
 * Every form a landing page has published, by its page and the SHA-256 of its definition (lib/
 * pages/landing-form.ts): a submission names the one its visitor was shown and is checked against
 * it, so publishing a changed form never breaks a submission in flight. Two pages with the same
 * form each have their row, so a submission is always its own page's. Written by each
 * publication; gone with its page when the page is deleted forever.
 */
export const form_definitions = pgTable(
  'form_definitions',
  {
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    ...createdAt(),
  },
  (t) => [primaryKey({ columns: [t.page_id, t.hash] })],
);
