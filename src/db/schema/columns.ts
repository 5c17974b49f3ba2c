import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A `timestamptz` column read as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at with defaults, shared by every content table. */
export const timestamps = () => ({
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

/**
 * The Trash (issue #22 item 5): `deleted_at` set means the row is in the Trash (on no public
 * surface, in no count or admin list) until it is restored or purged; `deleted_by` is who moved it
 * there. Shared by posts, resources, banners, videos and media items.
 */
export const trashColumns = () => ({
  deleted_at: tstz('deleted_at'),
  deleted_by: text('deleted_by').references(() => user.id, { onDelete: 'set null' }),
});

/**
 * The edit version of a record (issue #22 §4): raised by every save of its form, by a restore of a
 * revision and by a move to or out of the Trash. A save that names an older version is refused as
 * an edit conflict. Resources, banners, videos and media items (a post has its own `version`;
 * `edit_version` because a resource's `version` is its document's version label, back-office.md §9).
 */
export const editVersion = () => ({
  edit_version: integer('edit_version').notNull().default(1),
});
