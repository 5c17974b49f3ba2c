import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SOCIAL_IMAGE_SOURCES } from '../../lib/social-image-sources';
import { createdAt, parentId, serialId, timestamps, tstz } from './columns';
import { trashColumns, userRef } from './user-columns';

/** Post statuses (public-site.md §3, back-office.md §3). */
export const postStatuses = ['draft', 'published', 'archived'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** PostgreSQL's full-text `tsvector`, read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The managed list of post categories: the public filters and the editor's
 * select read it, in `position` order. Names are unique ignoring case. A post names its category
 * (blog_posts.category references name), so a rename carries its posts along (ON UPDATE CASCADE)
 * and a category in use cannot be deleted (ON DELETE RESTRICT; the service moves its posts first).
 */
export const post_categories = pgTable(
  'post_categories',
  {
    ...serialId(),
    name: text('name').notNull().unique(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('post_categories_name_lower_idx').on(sql`lower(${t.name})`),
    index('post_categories_position_idx').on(t.position, t.id),
  ],
);

export type PostCategory = typeof post_categories.$inferSelect;

export const blog_posts = pgTable(
  'blog_posts',
  {
    ...serialId(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    author_name: text('author_name'),
    category: text('category').references(() => post_categories.name, {
      onUpdate: 'cascade',
      onDelete: 'restrict',
    }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    meta_description: text('meta_description'),
    /** SEO panel: the search-result title when set (used as is, no suffix). */
    seo_title: text('seo_title'),
    /** Canonical URL override: an https URL or a site path; null = the post's URL. */
    canonical_url: text('canonical_url'),
    /** Kept out of the sitemap and RSS, with `robots: noindex` on its page. */
    noindex: boolean('noindex').notNull().default(false),
    /** The focus keyphrase the editor's checks look for; not shown publicly. */
    focus_keyphrase: text('focus_keyphrase'),
    /** The image it shares: generated from its title, or its featured image. */
    social_image: text('social_image', { enum: SOCIAL_IMAGE_SOURCES })
      .notNull()
      .default('generated'),
    status: text('status', { enum: postStatuses }).notNull().default('draft'),
    featured_image_url: text('featured_image_url'),
    /** Pixel width of a stored featured image with WebP variants (see homepage_banners.image_width). */
    featured_image_width: integer('featured_image_width'),
    published_at: tstz('published_at'),
    /**
     * Raised by every write: a save that names an older version was based on a copy
     * someone else has changed since, and is refused as an edit conflict.
     */
    version: integer('version').notNull().default(1),
    ...timestamps(),
    ...trashColumns(),
    /** Generated from title, tags, excerpt and content (migration 0001); never written. */
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`lizit_post_document(title, excerpt, content, tags)`,
    ),
  },
  (t) => [
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('blog_posts_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('blog_posts_published_idx').on(t.status, t.published_at),
    index('blog_posts_search_idx').using('gin', t.search_vector),
    // The admin list's sort orders and category filter.
    index('blog_posts_created_idx').on(t.created_at, t.id),
    index('blog_posts_updated_idx').on(t.updated_at, t.id),
    index('blog_posts_title_idx').on(t.title, t.id),
    index('blog_posts_category_idx').on(t.category),
  ],
);

export type BlogPost = typeof blog_posts.$inferSelect;
export type NewBlogPost = typeof blog_posts.$inferInsert;

/**
 * Shareable preview links of a post: anyone with the link sees the post's latest
 * saved version without signing in, until `expires_at` or `revoked_at`. Only the token's SHA-256 is
 * stored; the link itself is shown once, to the editor who creates it.
 */
export const post_preview_links = pgTable(
  'post_preview_links',
  {
    ...serialId(),
    post_id: parentId('post_id', () => blog_posts.id),
    token_hash: text('token_hash').notNull().unique(),
    created_by: userRef('created_by'),
    ...createdAt(),
    expires_at: tstz('expires_at').notNull(),
    revoked_at: tstz('revoked_at'),
  },
  (t) => [index('post_preview_links_post_idx').on(t.post_id)],
);
