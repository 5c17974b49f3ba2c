import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';

/** Post statuses (public-site.md §3, back-office.md §3). */
export const postStatuses = ['draft', 'published', 'archived'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** PostgreSQL's full-text `tsvector`, read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blog_posts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    author_name: text('author_name'),
    category: text('category'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    meta_description: text('meta_description'),
    status: text('status', { enum: postStatuses }).notNull().default('draft'),
    featured_image_url: text('featured_image_url'),
    /** Pixel width of a stored featured image with WebP variants (see homepage_banners.image_width). */
    featured_image_width: integer('featured_image_width'),
    published_at: tstz('published_at'),
    ...timestamps(),
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
  ],
);

export type BlogPost = typeof blog_posts.$inferSelect;
export type NewBlogPost = typeof blog_posts.$inferInsert;
