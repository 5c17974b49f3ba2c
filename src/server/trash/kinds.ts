import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  blog_posts,
  downloadable_resources,
  homepage_banners,
  pages,
  record_revisions,
  site_media,
  video_content,
} from '@/db/schema';
import { TRASH_KINDS, type TrashKind } from '@/lib/validation/trash';

export { TRASH_KINDS, type TrashKind };

/**
 * How the Trash reaches one kind of record: its table, id and name columns,
 * the columns that may hold a stored file's URL (for the orphan sweep), what a 404 calls it and
 * the cache tags a change to it refreshes.
 */
export type TrashKindConfig = {
  table: PgTable;
  id: PgColumn;
  deletedAt: PgColumn;
  deletedBy: PgColumn;
  /** The name shown in the Trash view. */
  name: PgColumn | SQL;
  /** Columns that may hold a stored file's public URL. */
  files: PgColumn[];
  /** What a 404 calls a missing record, e.g. "Blog post". */
  what: string;
  /** The label of the kind in the Trash view. */
  label: string;
  /** Extra columns returned by a trash or restore (e.g. a post's slug for its cache tag). */
  extra: Record<string, PgColumn>;
  /** Cache tags to refresh after a change, from the changed row's `extra` columns. */
  tags: (row: Record<string, unknown>) => string[];
  /** Extra `set` of a trash or restore (the edit version rises with every write). */
  onWrite?: Record<string, SQL>;
  /** Whether a record was live on the site when trashed (a published post): restoring asks how. */
  live?: SQL<boolean>;
  /** The `set` that restores a live record as a draft instead. */
  asDraft?: Record<string, unknown>;
};

/** A table the Trash can hold rows of: soft-delete columns, and an edit version when it has one. */
type TrashableTable = PgTable & {
  id: PgColumn;
  deleted_at: PgColumn;
  deleted_by: PgColumn;
  version?: PgColumn;
};

/**
 * The table, id and soft-delete columns of a kind, and what a trash or restore also sets: by
 * default the edit version raised.
 */
function trashable(
  table: TrashableTable,
  onWrite: Record<string, SQL> = { version: sql`${table.version} + 1` },
): Pick<TrashKindConfig, 'table' | 'id' | 'deletedAt' | 'deletedBy' | 'onWrite'> {
  return { table, id: table.id, deletedAt: table.deleted_at, deletedBy: table.deleted_by, onWrite };
}

/** Every kind of record the Trash holds. */
export const TRASH_CONFIG: Record<TrashKind, TrashKindConfig> = {
  post: {
    ...trashable(blog_posts, { version: sql`${blog_posts.version} + 1`, updated_at: sql`now()` }),
    name: blog_posts.title,
    files: [blog_posts.featured_image_url],
    what: 'Blog post',
    label: 'Blog post',
    extra: { slug: blog_posts.slug },
    tags: (row) => ['posts', `post:${String(row.slug)}`],
    live: sql<boolean>`${blog_posts.status} = 'published'`,
    asDraft: { status: 'draft' },
  },
  resource: {
    ...trashable(downloadable_resources),
    name: downloadable_resources.name,
    files: [downloadable_resources.file_url],
    what: 'Resource',
    label: 'Resource',
    extra: {},
    tags: () => ['resources'],
  },
  banner: {
    ...trashable(homepage_banners),
    // A banner has no name: its headline, else its alt text, else where it links to.
    name: sql<string>`coalesce(nullif(${homepage_banners.headline}, ''), nullif(${homepage_banners.alt_text}, ''), ${homepage_banners.redirect_url})`,
    files: [homepage_banners.image_url],
    what: 'Banner',
    label: 'Banner',
    extra: {},
    tags: () => ['banners'],
  },
  video: {
    ...trashable(video_content),
    name: video_content.title,
    files: [video_content.video_url, video_content.thumbnail_url],
    what: 'Video',
    label: 'Video',
    extra: {},
    tags: () => ['videos', 'media'],
  },
  // Landing pages only: a marketing page is never deleted (its delete action takes landing keys).
  page: {
    ...trashable(pages, { version: sql`${pages.version} + 1`, updated_at: sql`now()` }),
    name: sql<string>`coalesce(${pages.draft}->'page'->>'title', ${pages.content}->'page'->>'title', ${pages.key})`,
    files: [],
    what: 'Landing page',
    label: 'Landing page',
    extra: { key: pages.key },
    tags: (row) => [`page:${String(row.key)}`, 'landing-pages'],
  },
  media: {
    ...trashable(site_media),
    name: site_media.name,
    files: [site_media.file_url],
    what: 'Media',
    label: 'Media item',
    extra: { slot_id: site_media.slot_id },
    tags: (row) => (row.slot_id ? ['media', `media-slot:${String(row.slot_id)}`] : ['media']),
  },
};

/**
 * Every column of the content tables that may name a stored file, so the orphan sweep keeps a
 * file any row still uses (in the Trash or not). A post's content may embed images, so it is
 * searched for the URL too.
 */
export const FILE_REFERENCES: { column: PgColumn; contains?: boolean }[] = [
  { column: blog_posts.featured_image_url },
  { column: blog_posts.content, contains: true },
  { column: downloadable_resources.file_url },
  { column: homepage_banners.image_url },
  { column: site_media.file_url },
  { column: video_content.video_url },
  { column: video_content.thumbnail_url },
  // A media item's earlier file stays while its history names it ("Put back" after "Replace").
  { column: record_revisions.fields, contains: true },
  // A page's share image, published or in its draft.
  { column: pages.content, contains: true },
  { column: pages.draft, contains: true },
];
