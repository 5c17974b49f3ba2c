import { text, timestamp } from 'drizzle-orm/pg-core';
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
