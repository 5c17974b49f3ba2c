import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isActive, serialId } from './columns';
import { managedRecord } from './user-columns';

export { resourceCategories, type ResourceCategory } from '../../lib/resource-categories';

export const downloadable_resources = pgTable(
  'downloadable_resources',
  {
    ...serialId(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    file_url: text('file_url').notNull(),
    /** Display text such as "2.1 MB". */
    file_size: text('file_size'),
    /**
     * The uploaded file's own name, e.g. "Rental Checklist (2026).pdf": what a download arrives as.
     * Null for a typed URL or a shipped file.
     */
    file_name: text('file_name'),
    /** The document's own version label, e.g. "1.0" (back-office.md §9 "version"). */
    document_version: text('document_version').notNull().default('1.0'),
    ...isActive(),
    /** Downloads through /resources/download/{id}, shown in the admin. */
    download_count: integer('download_count').notNull().default(0),
    ...managedRecord(),
  },
  (t) => [index('downloadable_resources_active_idx').on(t.is_active, t.created_at)],
);

export type DownloadableResource = typeof downloadable_resources.$inferSelect;
export type NewDownloadableResource = typeof downloadable_resources.$inferInsert;
