import { text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { editVersion, timestamps, tstz } from './columns';

/*
 * Column builders that reference `user` (kept apart from columns.ts so that auth.ts, which defines
 * `user`, can import columns.ts without an import cycle).
 */

/** A nullable reference to the user who did something, cleared when the account is deleted. */
export const userRef = (name: string) =>
  text(name).references(() => user.id, { onDelete: 'set null' });

/**
 * The Trash: `deleted_at` set means the row is in the Trash (on no public
 * surface, in no count or admin list) until it is restored or purged; `deleted_by` is who moved it
 * there. Shared by posts, resources, banners, videos and media items.
 */
export const trashColumns = () => ({
  deleted_at: tstz('deleted_at'),
  deleted_by: userRef('deleted_by'),
});

/**
 * The closing columns of a record edited in the back office with revisions and a Trash
 * (resources, banners, videos and media items): {@link timestamps}, {@link trashColumns} and
 * {@link editVersion}, in that order.
 */
export const managedRecord = () => ({
  ...timestamps(),
  ...trashColumns(),
  ...editVersion(),
});
